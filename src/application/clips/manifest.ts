import type { FeatureManifest } from '../features';
import { clipsModule } from './clips-module';

/** Clips, tags and exports of an event, and their toasts. */
export const clipsManifest: FeatureManifest = {
  module: clipsModule,
};
