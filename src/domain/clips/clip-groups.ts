import type { Clip, ClipStatus } from './clip';
import { leastAdvancedStatus } from './clip-status';
import type { ClipsState } from './clips.projection';
import { emptyEventClips, type EventClips } from './event-clips';

/** A cut as the clip list shows it: one row, one entry per quality. */
export interface ClipGroup {
  readonly key: string;
  /** Qualities, order_num ascending (spec 2 §9); never empty. */
  readonly qualities: readonly Clip[];
  /** The least advanced status of the qualities (spec 2 §4). */
  readonly status: ClipStatus;
  /** The first quality: title, type, times and creator are shared by all qualities of a cut. */
  readonly head: Clip;
}

export const eventClipsOf = (state: ClipsState, eventUuid: string): EventClips =>
  state.byEvent[eventUuid] ?? emptyEventClips;

/** An event's clip groups, newest first, qualities by order_num ascending (spec 2 §9). */
export const clipGroupsOf = (state: ClipsState, eventUuid: string): readonly ClipGroup[] => {
  const entry = eventClipsOf(state, eventUuid);
  const groups: ClipGroup[] = [];
  for (const key of entry.groupOrder) {
    const qualities = (entry.groups[key]?.qualities ?? [])
      .map((uuid) => entry.clips[uuid])
      .filter((clip): clip is Clip => clip !== undefined);
    const head = qualities[0];
    const status = leastAdvancedStatus(qualities.map((clip) => clip.status));
    if (head && status) groups.push({ key, qualities, status, head });
  }
  return groups;
};

/** Account e-mails compare case-insensitively: login lowercases the e-mail (spec 1 §5). */
export const sameAccount = (left: string | undefined, right: string): boolean =>
  left !== undefined && left.trim().toLowerCase() === right.trim().toLowerCase();

/** 'My clips': the groups the account cut (matched by e-mail, case-insensitively as login lowercases it). */
export const ownClipGroups = (groups: readonly ClipGroup[], accountEmail: string): readonly ClipGroup[] =>
  groups.filter((group) => sameAccount(group.head.meta.account, accountEmail));

/** Alt+X opens the latest own clip (spec 2 §2): the newest group the account cut. */
export const latestOwnClipGroup = (groups: readonly ClipGroup[], accountEmail: string): ClipGroup | undefined =>
  groups.find((group) => sameAccount(group.head.meta.account, accountEmail));

/** A newly requested latest clip opens once ready (spec 2 §4): the group it belongs to, when every quality is. */
export const requestedClipToOpen = (groups: readonly ClipGroup[], requestedUuid: string): ClipGroup | undefined =>
  groups.find((group) => group.status === 'ready' && group.qualities.some((clip) => clip.uuid === requestedUuid));
