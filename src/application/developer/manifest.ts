import type { FeatureManifest } from '../features';
import { developerModule } from './developer-module';

/** The developer area (spec 3 §2.8). */
export const developerManifest: FeatureManifest = {
  module: developerModule,
};
