import type { FeatureManifest } from '../features';
import { instancesModule } from './instances-module';

/** The instance panel and /instances (spec 1 §2.7, spec 3 §2.3), with their toasts. */
export const instancesManifest: FeatureManifest = {
  module: instancesModule,
};
