import type { FeatureManifest } from '../features';
import { profileModule } from './profile-module';

/** /settings/profile (spec 3 §2.2). */
export const profileManifest: FeatureManifest = {
  module: profileModule,
};
