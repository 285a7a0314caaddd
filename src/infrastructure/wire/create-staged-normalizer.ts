import { httpCatalogue } from './http-catalogue';
import { StagedNormalizer, WireNormalizer } from './normalizer';

/**
 * What a console starts with: every HTTP answer, no topic yet; the topics follow with the socket. Its own
 * file, so the login route's bundle does not reach the topic catalogue through this import.
 */
export const createStagedNormalizer = (): StagedNormalizer =>
  new StagedNormalizer(new WireNormalizer({}, httpCatalogue));
