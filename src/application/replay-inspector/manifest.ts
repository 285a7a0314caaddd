import type { FeatureManifest } from '../features';
import { replayModule } from './replay-module';

/** The /replay screen; the page supplies how a file is read. */
export const replayManifest: FeatureManifest = {
  module: (page) => replayModule(page.recordingOpener),
};
