import type { FeatureManifest } from '../features';
import { monitoringModule } from './monitoring-module';

/** /monitor, /sysmonitor and /multiview (spec 2 §2), with their toasts. */
export const monitoringManifest: FeatureManifest = {
  module: monitoringModule,
};
