import type { FeatureManifest } from '../features';
import { dashboardModule } from './dashboard-module';

/** The dashboard (spec 1 §2.5): its events feed, queries, commands and toasts. */
export const dashboardManifest: FeatureManifest = {
  module: dashboardModule,
};
