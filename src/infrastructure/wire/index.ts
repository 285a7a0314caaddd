export { httpCatalogue, topicCatalogue } from './catalogue';
export type { TopicCatalogue } from './catalogue';
export { createWireNormalizer } from './create-normalizer';
export { createStagedNormalizer } from './create-staged-normalizer';
export { StagedNormalizer, WireNormalizer } from './normalizer';
export type {
  ContractMatchesCatalogue,
  ContractMismatches,
  TopicPatternMismatches,
  TopicPatternsMatchCatalogue,
} from './push-contract.check';
export { commandCatalogue } from './commands';
