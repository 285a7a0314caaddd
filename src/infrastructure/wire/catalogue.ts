import { billingHttpCalls } from './billing';
import { clipsHttpCalls, clipsTopics } from './clips';
import type { AnyTopic } from './kit';
import type { HttpCatalogue } from './normalizer';
import { scheduleTopics } from './schedule';

/**
 * The protocol as one typed catalogue: every topic the console joins or pushes to, keyed by its pattern,
 * and every HTTP call whose answer changes state, keyed by the name its log entry carries.
 */
export const topicCatalogue = {
  ...scheduleTopics,
  ...clipsTopics,
} as const satisfies Readonly<Record<string, AnyTopic>>;

export const httpCatalogue = {
  ...billingHttpCalls,
  ...clipsHttpCalls,
} as const satisfies HttpCatalogue;

export type TopicCatalogue = typeof topicCatalogue;
