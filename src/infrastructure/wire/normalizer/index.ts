export { TopicResolver } from './topic-resolver';
export type { ResolvedTopic } from './topic-resolver';
export { WireNormalizer } from './wire-normalizer';
export type { HttpCatalogue } from './wire-normalizer';
export { StagedNormalizer } from './staged-normalizer';
