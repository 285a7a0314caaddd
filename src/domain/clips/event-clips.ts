import type { Clip } from './clip';
import type { ClipExport } from './clip-export';
import type { ClipSettings } from './clip-settings';
import type { Tag } from './tag';

/** The qualities of one cut, kept in display order so a status update never re-sorts anything. */
export interface ClipGroupIndex {
  readonly key: string;
  /** Earliest inserted_at of the group's qualities, ms; 0 when unreadable, so such groups sink to the end. */
  readonly insertedAt: number;
  /** Clip uuids, quality order_num ascending (spec 2 §9). */
  readonly qualities: readonly string[];
}

/** Everything the clips feature knows about one event (broadcast slot). */
export interface EventClips {
  readonly clips: Readonly<Record<string, Clip>>;
  readonly groups: Readonly<Record<string, ClipGroupIndex>>;
  /** Group keys, newest first (spec 2 §9 'Clip ordering newest first'). */
  readonly groupOrder: readonly string[];
  readonly exports: Readonly<Record<string, ClipExport>>;
  readonly tags: Readonly<Record<string, Tag>>;
  readonly settings?: ClipSettings;
}

/** What an event without any clips reads as. Frozen: a projection must start from `newEventClips()`. */
export const emptyEventClips: EventClips = Object.freeze({
  clips: Object.freeze({}),
  groups: Object.freeze({}),
  groupOrder: Object.freeze([]),
  exports: Object.freeze({}),
  tags: Object.freeze({}),
});

/** A fresh entry: new objects each time, since the projection fills them in place. */
export const newEventClips = (): EventClips => ({ clips: {}, groups: {}, groupOrder: [], exports: {}, tags: {} });

/** A clip's group: its group_uuid, or the clip itself when it has none. */
export const clipGroupKey = (clip: Clip): string => clip.meta.group_uuid ?? clip.uuid;

/** Newest group first; equal times fall back to the key so the order never depends on arrival. */
export const compareGroupsNewestFirst = (left: ClipGroupIndex, right: ClipGroupIndex): number => {
  if (left.insertedAt !== right.insertedAt) return right.insertedAt - left.insertedAt;
  if (left.key === right.key) return 0;
  return left.key > right.key ? -1 : 1;
};

/** Qualities by order_num ascending; a quality without one goes last, ties by uuid. */
export const compareQualities = (left: Clip, right: Clip): number => {
  const leftOrder = left.meta.quality?.order_num ?? Number.POSITIVE_INFINITY;
  const rightOrder = right.meta.quality?.order_num ?? Number.POSITIVE_INFINITY;
  if (leftOrder !== rightOrder) return leftOrder < rightOrder ? -1 : 1;
  if (left.uuid === right.uuid) return 0;
  return left.uuid < right.uuid ? -1 : 1;
};

/** Where `item` goes in an array sorted by `compare`: after its equals, so insertion is stable. */
export const sortedIndex = <T>(items: readonly T[], item: T, compare: (left: T, right: T) => number): number => {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(items[middle] as T, item) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
};
