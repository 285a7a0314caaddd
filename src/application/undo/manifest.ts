import type { FeatureManifest } from '../features';
import { undoModule } from './undo-module';

/** Undo for configuration (issue 32 §4): the save toasts' Undo and the profile menu's recent changes. */
export const undoManifest: FeatureManifest = {
  module: undoModule,
};
