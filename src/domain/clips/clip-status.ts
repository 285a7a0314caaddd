import type { Clip, ClipStatus } from './clip';

/** Clip status ranking, lowest first: processing, new, error, ready (spec 1 §4). */
export const clipStatusRank: Readonly<Record<ClipStatus, number>> = { processing: 0, new: 1, error: 2, ready: 3 };

/**
 * The least advanced of several statuses (spec 2 §4 'A clip group shows the least advanced status of its
 * qualities'; spec 1 §4 'A process shows the lowest-ranked status of its clips'). Undefined for none.
 */
export const leastAdvancedStatus = (statuses: Iterable<ClipStatus>): ClipStatus | undefined => {
  let lowest: ClipStatus | undefined;
  for (const status of statuses) {
    if (lowest === undefined || clipStatusRank[status] < clipStatusRank[lowest]) lowest = status;
  }
  return lowest;
};

/** Play and download only for ready qualities (spec 2 §4). */
export const canPlayClip = (clip: Clip): boolean =>
  clip.status === 'ready' && clip.url !== undefined && clip.url !== '';

export const canDownloadClip = canPlayClip;
