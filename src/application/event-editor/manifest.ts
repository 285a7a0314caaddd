import type { FeatureManifest } from '../features';
import { eventEditorModule } from './event-editor-module';

/** The event editor (spec 2 §2) and its toasts. */
export const eventEditorManifest: FeatureManifest = {
  module: eventEditorModule,
};
