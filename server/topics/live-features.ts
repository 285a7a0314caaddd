import { clipsTopicHandlers } from './clips';
import { controlTopicHandler } from './control';
import { exportsTopicHandlers } from './exports';
import { instanceStatusTopic } from './instance-status';
import { instanceToInstanceTopic } from './instance-to-instance';
import { tagsTopicHandlers } from './tags';
import type { TopicHandler } from './topic-handler';

/** Topics of the live features: control, instance status, viewer presets, clips, tags and exports. */
export const liveFeatureTopics: readonly TopicHandler[] = [
  controlTopicHandler,
  instanceStatusTopic,
  instanceToInstanceTopic,
  ...clipsTopicHandlers,
  ...exportsTopicHandlers,
  ...tagsTopicHandlers,
];
