import { accountsTopics } from './accounts';
import { auditTopics } from './audit';
import { channelsTopics } from './channels';
import { clipsTopics } from './clips';
import { cmsTopics } from './cms';
import { controlTopics } from './control';
import { developerTopics } from './developer';
import { devicesTopics } from './devices';
import { drillTopics } from './drills';
import { editingTopics } from './editing';
import { groupsTopics } from './groups';
import { instancesTopics } from './instances';
import type { AnyTopic } from './kit';
import { runningOrdersTopics } from './running-orders';
import { scheduleTopics } from './schedule';
import { settingsTopics } from './settings';
import { undoTopics } from './undo';

/**
 * The protocol as one typed catalogue: every topic the console joins or pushes to, keyed by its pattern.
 * The HTTP calls are in http-catalogue.ts (the login route needs them, not the topics).
 */
export const topicCatalogue = {
  ...controlTopics,
  ...channelsTopics,
  ...instancesTopics,
  ...devicesTopics,
  ...scheduleTopics,
  ...clipsTopics,
  ...accountsTopics,
  ...groupsTopics,
  ...settingsTopics,
  ...cmsTopics,
  ...runningOrdersTopics,
  ...auditTopics,
  ...developerTopics,
  ...drillTopics,
  ...editingTopics,
  ...undoTopics,
} as const satisfies Readonly<Record<string, AnyTopic>>;

export type TopicCatalogue = typeof topicCatalogue;

export { httpCatalogue } from './http-catalogue';
