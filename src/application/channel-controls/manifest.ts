import type { FeatureManifest } from '../features';
import { channelControlsModule } from './channel-controls-module';

/** The channel tile actions of dashboard events and their toasts (spec 2 §2). */
export const channelControlsManifest: FeatureManifest = {
  module: channelControlsModule,
};
