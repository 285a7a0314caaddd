import type { FeatureManifest } from '../features';
import { settingsAreaModule } from './settings-area-module';

/** The settings area's lists, saves and their toasts (spec 3 §2.2). */
export const settingsAreaManifest: FeatureManifest = {
  module: settingsAreaModule,
};
