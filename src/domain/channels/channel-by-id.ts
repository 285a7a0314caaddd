// Events, event groups, editor drafts and account meta name channels by id; the channels slice keys them by
// uuid. One lookup, so every screen that shows an event's channels agrees on which channel that is.
import type { Channel } from './channel';

/**
 * A channel id as the console counts it: a number is used as is; a string counts only when it is all digits
 * (optionally signed), exactly the strings the wire's numericId codec turns into numbers
 * (src/infrastructure/wire/kit/codec-kit.ts). Anything else names no channel. Why not `Number(id)`: it also
 * reads '', ' ', ' 31 ', '3e1' and '0x1f' as numbers, so an empty meta value would silently pick channel 0.
 * Decoded events already carry numbers; strings reach here from untyped places (account meta
 * `default_destination`, route and query parameters).
 */
export const channelIdOf = (id: number | string | undefined): number | undefined => {
  if (typeof id === 'number') return Number.isFinite(id) ? id : undefined;
  return typeof id === 'string' && /^-?\d+$/.test(id) ? Number(id) : undefined;
};

// One id index per channels map, built the first time it is asked and dropped with the map: rows that look up
// their channels every tick cost a map lookup, not a scan.
const indexes = new WeakMap<Readonly<Record<string, Channel>>, ReadonlyMap<number, Channel>>();

/** The channel with this id (a number or a numeric string, see channelIdOf), or undefined. */
export const channelById = (
  byUuid: Readonly<Record<string, Channel>>,
  id: number | string | undefined,
): Channel | undefined => {
  const wanted = channelIdOf(id);
  if (wanted === undefined) return undefined;
  let index = indexes.get(byUuid);
  if (!index) {
    index = new Map(Object.values(byUuid).map((channel) => [channel.id, channel]));
    indexes.set(byUuid, index);
  }
  return index.get(wanted);
};
