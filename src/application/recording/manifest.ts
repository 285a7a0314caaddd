import type { FeatureManifest } from '../features';
import { sessionRecordingModule } from './session-recording-module';

/** The on-demand full recorder and the downloads the shell offers. */
export const recordingManifest: FeatureManifest = {
  module: sessionRecordingModule,
};
