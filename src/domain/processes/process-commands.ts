import { clipProcessDescription } from './process-rules';
import { clipProcessType, isProcess, type Process } from './process';

// Processes live only in the console: the commands that create, remove and restore them are their source
// of truth (journal `CommandIssued` events), so a replayed session rebuilds the same process bar.

export const processCommandNames = {
  /** Args {uuid, event_uuid, title}: re-create a clip that was not found; the command id names the process. */
  regenerateClip: 'clips.regenerate',
  /** Args {uuid}: the process to remove. */
  remove: 'processes.remove',
  /** Args {processes, now}: the list read back from local storage and the time it was read, ms. */
  restore: 'processes.restore',
} as const;

const field = (args: unknown, name: string): unknown =>
  typeof args === 'object' && args !== null ? (args as Record<string, unknown>)[name] : undefined;

const text = (args: unknown, name: string): string | undefined => {
  const value = field(args, name);
  return typeof value === 'string' ? value : undefined;
};

/** The process a clips.regenerate command starts, or undefined when its args are not usable. */
export const processOfRegenerate = (commandId: string, args: unknown, at: number): Process | undefined => {
  const uuid = text(args, 'uuid');
  const eventUuid = text(args, 'event_uuid');
  if (uuid === undefined || eventUuid === undefined) return undefined;
  return {
    uuid: commandId,
    created_at: at,
    status: 'new',
    type: clipProcessType,
    description: clipProcessDescription(text(args, 'title') ?? uuid),
    meta: { uuids: [uuid], event_uuid: eventUuid },
  };
};

export const uuidToRemove = (args: unknown): string | undefined => text(args, 'uuid');

export interface RestoreArgs {
  readonly processes: readonly Process[];
  readonly now: number;
}

/** The well-formed processes of a restore command; anything else in storage is skipped, never fatal. */
export const restoreArgs = (args: unknown): RestoreArgs | undefined => {
  const processes = field(args, 'processes');
  const now = field(args, 'now');
  if (!Array.isArray(processes) || typeof now !== 'number' || !Number.isFinite(now)) return undefined;
  return { processes: processes.filter(isProcess), now };
};
