import { accountsHttpCalls, accountsTopics } from './accounts';
import { auditTopics } from './audit';
import { billingHttpCalls } from './billing';
import { channelsTopics } from './channels';
import { clipsHttpCalls, clipsTopics } from './clips';
import { cmsHttpCalls, cmsTopics } from './cms';
import { controlTopics } from './control';
import { devicesTopics } from './devices';
import { groupsTopics } from './groups';
import { instancesHttpCalls, instancesTopics } from './instances';
import type { AnyTopic } from './kit';
import { maintenanceHttpCalls } from './maintenance';
import type { HttpCatalogue } from './normalizer';
import { runningOrdersTopics } from './running-orders';
import { scheduleTopics } from './schedule';
import { settingsTopics } from './settings';

/**
 * The protocol as one typed catalogue: every topic the console joins or pushes to, keyed by its pattern,
 * and every HTTP call whose answer changes state, keyed by the name its log entry carries.
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
} as const satisfies Readonly<Record<string, AnyTopic>>;

export const httpCatalogue = {
  ...billingHttpCalls,
  ...clipsHttpCalls,
  ...accountsHttpCalls,
  ...maintenanceHttpCalls,
  ...cmsHttpCalls,
  ...instancesHttpCalls,
} as const satisfies HttpCatalogue;

export type TopicCatalogue = typeof topicCatalogue;
