export { httpCatalogue, topicCatalogue } from './catalogue';
export type { TopicCatalogue } from './catalogue';
export { createWireNormalizer } from './create-normalizer';
export { createStagedNormalizer } from './create-staged-normalizer';
export { StagedNormalizer, WireNormalizer } from './normalizer';
export { ReplyRejectedError, typedPush } from './typed-push';
export type { PushName, PushPayload, PushReply, RawPush, TopicOf, TopicPattern } from './typed-push';
