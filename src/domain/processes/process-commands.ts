import { decoded, defineCommands } from '../commands';

// Processes live only in the console: the commands that create, remove and restore them are their source
// of truth, so a replayed session rebuilds the same process bar. The normalizer decodes each command's
// arguments into a process event (processes.events.ts); the projection folds those.

export const processCommands = defineCommands('processes', {
  /** Push regenerate_clip: re-create a clip that was not found; the command id names the process. */
  regenerateClip: decoded<{ readonly uuid: string; readonly event_uuid: string; readonly title?: string }>(
    'clips.regenerate',
  ),
  /** Clips just cut (multiview's 60-second clip) whose making the bar follows; the command id names the process. */
  track: decoded<{ readonly uuids: readonly string[]; readonly event_uuid: string; readonly title: string }>(
    'processes.track',
  ),
  /** The process to remove. */
  remove: decoded<{ readonly uuid: string }>('processes.remove'),
  /**
   * The list read back from local storage and the time it was read, ms. Local storage may hold anything: the
   * list is kept as is and its ill-formed items are skipped by the restore rule (isProcess).
   */
  restore: decoded<{ readonly processes: readonly unknown[]; readonly now: number }>('processes.restore'),
});
