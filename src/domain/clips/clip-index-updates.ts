import type { Draft } from 'immer';
import type { Clip } from './clip';
import {
  clipGroupKey,
  compareGroupsNewestFirst,
  compareQualities,
  sortedIndex,
  type ClipGroupIndex,
  type EventClips,
} from './event-clips';
import { insertedAtMs } from './inserted-at';

// Keeps EventClips' group index in step with its clips. A status change (the common update) touches one
// record entry; only a new quality or a moved group pays for a binary search and a splice.

type ClipIndex = Pick<EventClips, 'clips' | 'groups' | 'groupOrder'>;
type MutableIndex = Draft<ClipIndex>;

const timeOf = (clip: Clip | undefined): number => (clip ? (insertedAtMs(clip.inserted_at) ?? 0) : 0);

/** The index of a full list, built in one pass and sorted once. A repeated uuid keeps its last version. */
export const buildClipIndex = (list: readonly Clip[]): ClipIndex => {
  const clips: Record<string, Clip> = {};
  for (const clip of list) clips[clip.uuid] = clip;
  const members: Record<string, Clip[]> = {};
  for (const clip of Object.values(clips)) (members[clipGroupKey(clip)] ??= []).push(clip);
  const groups: Record<string, ClipGroupIndex> = {};
  for (const [key, qualities] of Object.entries(members)) {
    qualities.sort(compareQualities);
    const insertedAt = qualities.reduce((earliest, clip) => Math.min(earliest, timeOf(clip)), Number.POSITIVE_INFINITY);
    groups[key] = { key, insertedAt, qualities: qualities.map((clip) => clip.uuid) };
  }
  const groupOrder = Object.values(groups)
    .sort(compareGroupsNewestFirst)
    .map((group) => group.key);
  return { clips, groups, groupOrder };
};

const removeFromOrder = (index: MutableIndex, key: string): void => {
  const at = index.groupOrder.indexOf(key);
  if (at >= 0) index.groupOrder.splice(at, 1);
};

const insertInOrder = (index: MutableIndex, key: string): void => {
  const compare = (left: string, right: string): number => {
    const leftGroup = index.groups[left];
    const rightGroup = index.groups[right];
    return leftGroup && rightGroup ? compareGroupsNewestFirst(leftGroup, rightGroup) : 0;
  };
  index.groupOrder.splice(sortedIndex(index.groupOrder, key, compare), 0, key);
};

const detach = (index: MutableIndex, key: string, uuid: string): void => {
  const group = index.groups[key];
  if (!group) return;
  const at = group.qualities.indexOf(uuid);
  if (at >= 0) group.qualities.splice(at, 1);
  if (group.qualities.length === 0) {
    delete index.groups[key];
    removeFromOrder(index, key);
    return;
  }
  const earliest = group.qualities.reduce(
    (min, member) => Math.min(min, timeOf(index.clips[member])),
    Number.POSITIVE_INFINITY,
  );
  if (earliest === group.insertedAt) return;
  removeFromOrder(index, key);
  group.insertedAt = earliest;
  insertInOrder(index, key);
};

const attach = (index: MutableIndex, key: string, clip: Clip): void => {
  const time = timeOf(clip);
  const group = index.groups[key];
  if (!group) {
    index.groups[key] = { key, insertedAt: time, qualities: [clip.uuid] };
    insertInOrder(index, key);
    return;
  }
  const compare = (left: string, right: string): number => {
    const leftClip = index.clips[left];
    const rightClip = index.clips[right];
    return leftClip && rightClip ? compareQualities(leftClip, rightClip) : 0;
  };
  group.qualities.splice(sortedIndex(group.qualities, clip.uuid, compare), 0, clip.uuid);
  if (time >= group.insertedAt) return;
  removeFromOrder(index, key);
  group.insertedAt = time;
  insertInOrder(index, key);
};

/** Upserts one clip quality; a change of status or meta text only replaces the record entry. */
export const upsertClip = (index: MutableIndex, clip: Clip): void => {
  const previous = index.clips[clip.uuid];
  const previousKey = previous ? clipGroupKey(previous) : undefined;
  const unmoved =
    previous !== undefined &&
    previousKey === clipGroupKey(clip) &&
    previous.inserted_at === clip.inserted_at &&
    previous.meta.quality?.order_num === clip.meta.quality?.order_num;
  index.clips[clip.uuid] = clip;
  if (unmoved) return;
  if (previousKey !== undefined) detach(index, previousKey, clip.uuid);
  attach(index, clipGroupKey(clip), clip);
};
