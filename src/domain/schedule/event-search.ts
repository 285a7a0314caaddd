import type { EventSearchResult } from './scheduled-event';

/** Spec 1 §5 and §9: search starts only with more than 2 characters (minimum 3). */
export const eventSearchMinimumLength = 3;

/** Whether a search text is long enough to send; surrounding blanks do not count. */
export const canSearchEvents = (text: string): boolean => text.trim().length >= eventSearchMinimumLength;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

const resultFrom = (item: unknown): EventSearchResult | undefined => {
  if (
    !isRecord(item) ||
    typeof item.uuid !== 'string' ||
    !uuidPattern.test(item.uuid) ||
    !isFiniteNumber(item.cached_start_time)
  ) {
    return undefined;
  }
  return {
    uuid: item.uuid,
    cached_start_time: item.cached_start_time,
    ...(isFiniteNumber(item.cached_end_time) ? { cached_end_time: item.cached_end_time } : {}),
    ...(typeof item.title === 'string' ? { title: item.title } : {}),
    ...(typeof item.subtitle === 'string' ? { subtitle: item.subtitle } : {}),
    ...(isFiniteNumber(item.channel_id) ? { channel_id: item.channel_id } : {}),
  };
};

/**
 * Reads the results of a settled SearchEvents command (`{results: [...]}`, docs/protocol/schedule.md).
 * The journal keeps replies as `unknown`, so items that are not results are skipped rather than trusted.
 */
export const searchResultsFrom = (reply: unknown): readonly EventSearchResult[] => {
  if (!isRecord(reply) || !Array.isArray(reply.results)) return [];
  return reply.results.flatMap((item: unknown) => {
    const result = resultFrom(item);
    return result ? [result] : [];
  });
};

/** The search text of a SearchEvents command's arguments. */
export const searchTextFrom = (args: unknown): string | undefined =>
  isRecord(args) && typeof args.search === 'string' ? args.search : undefined;
