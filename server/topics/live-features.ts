import type { TopicHandler } from './topic-handler';

/** Topics of the live features: control, instance status, clips, tags and exports. */
export const liveFeatureTopics: readonly TopicHandler[] = [];
