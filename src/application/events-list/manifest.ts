import type { FeatureManifest } from '../features';
import { eventsListModule } from './events-list-module';

/** The /events list (spec 3 §2.3). */
export const eventsListManifest: FeatureManifest = {
  module: eventsListModule,
};
