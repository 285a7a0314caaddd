import { accountsHttpCalls } from './accounts';
import { billingHttpCalls } from './billing';
import { clipsHttpCalls } from './clips';
import { cmsHttpCalls } from './cms';
import { instancesHttpCalls } from './instances';
import { maintenanceHttpCalls } from './maintenance';
import { sportsHttpCalls } from './sports';
import type { HttpCatalogue } from './normalizer';

/**
 * Every HTTP call whose answer changes state, keyed by the name its log entry carries. Apart from the topic
 * catalogue (catalogue.ts): the console decodes HTTP answers from its first page load on (login, verify,
 * maintenance), while the topics load with the socket after sign-in (docs/performance.md).
 */
export const httpCatalogue = {
  ...billingHttpCalls,
  ...clipsHttpCalls,
  ...accountsHttpCalls,
  ...maintenanceHttpCalls,
  ...cmsHttpCalls,
  ...instancesHttpCalls,
  ...sportsHttpCalls,
} as const satisfies HttpCatalogue;
