import type { Clip } from './clip';
import { eventClipsOf, type ClipGroup } from './clip-groups';
import { leastAdvancedStatus } from './clip-status';
import type { ClipsState } from './clips.projection';

/** One group of an event by key, as the list row shows it; undefined when it has no clips (yet). */
export const clipGroupOf = (state: ClipsState, eventUuid: string, key: string): ClipGroup | undefined => {
  const entry = eventClipsOf(state, eventUuid);
  const qualities = (entry.groups[key]?.qualities ?? [])
    .map((uuid) => entry.clips[uuid])
    .filter((clip): clip is Clip => clip !== undefined);
  const head = qualities[0];
  const status = leastAdvancedStatus(qualities.map((clip) => clip.status));
  return head && status ? { key, qualities, status, head } : undefined;
};

/** Two reads of a group show the same thing when they hold the same clip objects (immer keeps unchanged ones). */
export const sameClipGroup = (left: ClipGroup | undefined, right: ClipGroup | undefined): boolean =>
  left === right ||
  (left !== undefined &&
    right !== undefined &&
    left.qualities.length === right.qualities.length &&
    left.qualities.every((clip, index) => clip === right.qualities[index]));
