import { accountsHttpCalls } from './accounts/accounts.http';
import { billingHttpCalls } from './billing/billing.http';
import { clipsHttpCalls } from './clips/clips.http';
import { cmsHttpCalls } from './cms/cms.http';
import { instancesHttpCalls } from './instances/instances.http';
import { maintenanceHttpCalls } from './maintenance/maintenance.http';
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
} as const satisfies HttpCatalogue;
