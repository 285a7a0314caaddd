import type { FeatureManifest } from '../features';
import { sessionsModule } from './sessions-module';
import { SessionEndWatch } from './session-end-watch';

/** /settings/sessions (spec 3 §2.2); its watch signs this browser out when its session is deleted elsewhere. */
export const sessionsManifest: FeatureManifest = {
  module: sessionsModule,
  keepers: [SessionEndWatch],
};
