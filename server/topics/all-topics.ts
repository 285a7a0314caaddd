import { accountTopics } from './accounts';
import { contentFeatureTopics } from './content-features';
import { auditTopicHandler } from './audit';
import { filterTopics } from './filters';
import { groupTopics } from './groups';
import { liveFeatureTopics } from './live-features';
import { profileTopic } from './profile';
import { runningOrderTopics } from './running-orders';
import { settingTopics } from './settings';
import { systemHealthTopic } from './system-health';
import { drillTopic } from './drill';
import type { TopicHandler } from './topic-handler';

/** Every topic the studio server serves; a feature adds its file's handlers here. */
export const allTopics: readonly TopicHandler[] = [
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
];
