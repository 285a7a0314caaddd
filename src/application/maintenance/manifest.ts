import type { FeatureManifest } from '../features';
import { maintenanceModule } from './maintenance-module';

/** /settings/maintenance (spec 3 §2.2, §4) and its toasts. */
export const maintenanceControlManifest: FeatureManifest = {
  module: maintenanceModule,
};
