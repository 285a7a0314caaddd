import type { Process } from './process';

// Processes live only in the console: the commands that create, remove and restore them are their source of
// truth. The normalizer decodes those commands' journal entries into these events (a replay rebuilds the same
// process bar); a regeneration's failure arrives as its command's CommandSettled.

/** `clips.regenerate`: a clip that was not found is asked to be re-created; the command id names the process. */
export interface ClipRegenerationAsked {
  readonly type: 'ClipRegenerationAsked';
  readonly id: string;
  readonly uuid: string;
  readonly eventUuid: string;
  readonly title?: string;
  readonly at: number;
}

/** `processes.track`: clips were cut and the bar follows them until they are ready. */
export interface ClipProcessStarted {
  readonly type: 'ClipProcessStarted';
  readonly id: string;
  readonly uuids: readonly string[];
  readonly eventUuid: string;
  readonly title: string;
  readonly at: number;
}

/** `processes.remove`: the user removed a process from the bar. */
export interface ProcessRemoved {
  readonly type: 'ProcessRemoved';
  readonly uuid: string;
  readonly at: number;
}

/** `processes.restore`: the list read back from local storage, and when it was read (ms). */
export interface ProcessesRestored {
  readonly type: 'ProcessesRestored';
  readonly processes: readonly Process[];
  readonly now: number;
  readonly at: number;
}

export type ProcessEvent = ClipRegenerationAsked | ClipProcessStarted | ProcessRemoved | ProcessesRestored;
