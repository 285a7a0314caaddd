import type { FeatureManifest } from '../features';
import { channelsAdminModule } from './channels-admin-module';

/** The /channels area and the channel editor, with their toasts (spec 2 §2, spec 3 §2.3). */
export const channelsAdminManifest: FeatureManifest = {
  module: channelsAdminModule,
};
