import type { FeatureManifest } from '../features';
import { drillsModule } from './drills-module';

/** Fault drills (issue 31 §2): the Drill panel of /sysmonitor, its commands and toasts. */
export const drillsManifest: FeatureManifest = {
  module: drillsModule,
};
