import type { ClipStatus } from '../clips';

/** The one kind of process the console starts: re-creating a clip that was not found (spec 1 §4). */
export const clipProcessType = 'clip';

/** A client-side background job shown in the process bar (spec 1 §2.6, §3). Kept in local storage. */
export interface Process {
  readonly uuid: string;
  /** ms since the epoch. */
  readonly created_at: number;
  /** As created ('new'), or 'error' when the request behind it failed; clips decide the rest. */
  readonly status: ClipStatus;
  readonly type: string;
  readonly description: string;
  readonly meta: {
    /** Clips the process waits for. */
    readonly uuids: readonly string[];
    readonly event_uuid: string;
  };
}

const statuses: readonly unknown[] = ['new', 'processing', 'error', 'ready'];

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * Whether a value read back from local storage is a process. Storage is outside our control (another
 * version of the console, a hand edit), so every field is checked before it reaches the state.
 */
export const isProcess = (value: unknown): value is Process => {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  const meta = candidate['meta'] as Record<string, unknown> | null | undefined;
  return (
    isString(candidate['uuid']) &&
    typeof candidate['created_at'] === 'number' &&
    Number.isFinite(candidate['created_at']) &&
    statuses.includes(candidate['status']) &&
    isString(candidate['type']) &&
    isString(candidate['description']) &&
    typeof meta === 'object' &&
    meta !== null &&
    Array.isArray(meta['uuids']) &&
    meta['uuids'].every(isString) &&
    isString(meta['event_uuid'])
  );
};
