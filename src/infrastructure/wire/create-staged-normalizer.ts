import { coreCommands } from './commands';
import { httpCatalogue } from './http-catalogue';
import { StagedNormalizer, WireNormalizer } from './normalizer';

/**
 * What a console starts with: every HTTP answer and the commands the core projections fold (a session journals
 * its display zone as it opens), no topic yet; the topics and the other commands follow with the socket. Its
 * own file, so the login route's bundle does not reach the topic catalogue through this import (nor the
 * command catalogue: src/ is `sideEffects: false`, so what the commands index re-exports unused stays out).
 */
export const createStagedNormalizer = (): StagedNormalizer =>
  new StagedNormalizer(new WireNormalizer({}, httpCatalogue, coreCommands));
