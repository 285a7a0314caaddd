import { accountTopics } from './accounts';
import { contentFeatureTopics } from './content-features';
import { auditTopicHandler } from './audit';
import { editingTopic } from './editing';
import { filterTopics } from './filters';
import { groupTopics } from './groups';
import { liveFeatureTopics } from './live-features';
import { profileTopic } from './profile';
import { runningOrderTopics } from './running-orders';
import { settingTopics } from './settings';
import { systemHealthTopic } from './system-health';
import { drillTopic } from './drill';
import { undoTopic } from './undo';
import { TopicRegistry } from './registry';
import type { TopicHandler } from './topic-handler';

/** The topics of the features; a feature adds its file's handlers here. */
const featureTopics: readonly TopicHandler[] = [
  profileTopic,
  auditTopicHandler,
  ...accountTopics,
  ...groupTopics,
  ...settingTopics,
  ...filterTopics,
  ...runningOrderTopics,
  ...contentFeatureTopics,
  ...liveFeatureTopics,
  systemHealthTopic,
  drillTopic,
  undoTopic,
];

const featureRegistry = new TopicRegistry(featureTopics);

/** Every topic the studio server serves: the features' and each item's presence, which asks the item's own join. */
export const allTopics: readonly TopicHandler[] = [
  ...featureTopics,
  editingTopic((topic) => featureRegistry.match(topic)),
];
