export { httpCatalogue, topicCatalogue } from './catalogue';
export type { TopicCatalogue } from './catalogue';
export { createWireNormalizer } from './create-normalizer';
export { WireNormalizer } from './normalizer';
