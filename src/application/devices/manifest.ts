import type { FeatureManifest } from '../features';
import { devicesModule } from './devices-module';

/** /devices (spec 3 §2.6) and its toasts. */
export const devicesManifest: FeatureManifest = {
  module: devicesModule,
};
