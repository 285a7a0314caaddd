import type { FeatureManifest } from '../features';
import { formsModule } from './forms-module';

/** The dynamic form engine (spec 2 §3). */
export const formsManifest: FeatureManifest = {
  module: formsModule,
};
