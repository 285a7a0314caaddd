import type { FeatureManifest } from '../features';
import { replayModeModule } from './replay-mode-module';

/** Replay mode: the replay console over a loaded recording (docs/replay-mode.md). */
export const replayModeManifest: FeatureManifest = {
  module: replayModeModule,
};
