import { topicCatalogue } from './catalogue';
import { commandCatalogue } from './commands';
import { httpCatalogue } from './http-catalogue';
import { WireNormalizer } from './normalizer';

/** The normalizer of the full protocol: the one the console, the replay tools and the benchmark use. */
export const createWireNormalizer = (): WireNormalizer =>
  new WireNormalizer(topicCatalogue, httpCatalogue, commandCatalogue);
