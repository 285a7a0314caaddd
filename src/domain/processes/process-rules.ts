import { leastAdvancedStatus, type ClipsState, type ClipStatus } from '../clips';
import type { Process } from './process';

/** Processes are retained 7 days (spec 1 §9). */
export const processRetentionMs = 7 * 24 * 60 * 60 * 1000;

/** Spec 1 §4: processes older than 7 days are dropped when loaded from local storage. */
export const isProcessExpired = (process: Process, now: number): boolean =>
  now - process.created_at > processRetentionMs;

/** The description of a clip process: which clip is being re-created. */
export const clipProcessDescription = (title: string): string => `Re-creating clip ${title}`;

/** The description of a process that follows a clip just cut. */
export const clipCutDescription = (title: string): string => `Creating clip ${title}`;

/** Opening a clip process goes to /cloudrec/event/{event_uuid} (spec 1 §2.6). */
export const processLink = (process: Process): string =>
  `/cloudrec/event/${encodeURIComponent(process.meta.event_uuid)}`;

/**
 * Spec 1 §4: a process shows the lowest-ranked status of its clips. A failed request stays 'error'; until a
 * clip is known the process keeps the status it was created with.
 */
export const processStatus = (process: Process, clips: ClipsState): ClipStatus => {
  if (process.status === 'error') return 'error';
  const known = clips.byEvent[process.meta.event_uuid]?.clips ?? {};
  const statuses = process.meta.uuids
    .map((uuid) => known[uuid]?.status)
    .filter((status): status is ClipStatus => status !== undefined);
  return leastAdvancedStatus(statuses) ?? process.status;
};
