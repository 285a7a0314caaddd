import type { FeatureManifest } from '../features';
import { bottomSheetModule } from './bottom-sheet-module';

/** The bottom sheet's remembered height and fullscreen. */
export const bottomSheetManifest: FeatureManifest = {
  module: bottomSheetModule,
};
