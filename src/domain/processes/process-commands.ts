// Processes live only in the console: the commands that create, remove and restore them are their source
// of truth, so a replayed session rebuilds the same process bar. The normalizer decodes each command's
// arguments into a process event (processes.events.ts); the projection folds those.

export const processCommandNames = {
  /** Args {uuid, event_uuid, title}: re-create a clip that was not found; the command id names the process. */
  regenerateClip: 'clips.regenerate',
  /**
   * Args {uuids, event_uuid, title}: clips just cut (multiview's 60-second clip) whose making the bar follows;
   * the command id names the process.
   */
  track: 'processes.track',
  /** Args {uuid}: the process to remove. */
  remove: 'processes.remove',
  /** Args {processes, now}: the list read back from local storage and the time it was read, ms. */
  restore: 'processes.restore',
} as const;
