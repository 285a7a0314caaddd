import type { TopicHandler } from './topic-handler';

/** Topics of the content features: channels and channel groups, instances, devices, cms, events. */
export const contentFeatureTopics: readonly TopicHandler[] = [];
