export { decodeOrUndefined, finite, jsonObject, jsonValue, listOf, numericId, oneOf, optional, recordOf } from './codec-kit';
export { compileTopicPattern } from './topic-pattern';
export type { TopicMatcher } from './topic-pattern';
export { defineTopic, inbound, push } from './topic';
export type { AnyTopic, FrameContext, Inbound, Push, TopicSpec } from './topic';
export { httpCall } from './http-call';
export type { HttpCall, HttpContext } from './http-call';
export { toPathErrors } from './path-errors';
export { shape } from './shape';
