// Whether a transcoder start is still awaited (spec 2 §4 "an input channel's transcoder starts at most once at
// a time"). The server acknowledges a start before an instance is bound, so the wait lasts from the command
// until the tile sees a bound instance; a start the server accepted but never carried out stops being
// awaited after `transcoderStartWaitMs`, so the tile cannot hang on 'Starting…' for ever.
import type { JournalItem, JournalState } from '../journal';

/** Command names of the tile's transcoder pushes (their toasts are keyed by them, control-messages.ts). */
export const transcoderCommandNames = { start: 'transcoder.start', stop: 'transcoder.stop' } as const;

/** How long an accepted start is awaited before the tile offers Start again. */
export const transcoderStartWaitMs = 60_000;

/** What a transcoder start or stop acts on: `channel:{uuid}` (input) or `event:{uuid}` (output, per event). */
export const transcoderTarget = (
  channelType: 'input' | 'output',
  channelUuid: string,
  eventUuid: string | undefined,
): string => (channelType === 'output' && eventUuid !== undefined ? `event:${eventUuid}` : `channel:${channelUuid}`);

const latestByJournal = new WeakMap<JournalState, ReadonlyMap<string, JournalItem>>();

/**
 * The latest transcoder start or stop per target. Built once per journal state and shared by every tile, so a
 * live tick costs each tile a map lookup, not a walk over the journal.
 */
export const latestTranscoderCommands = (journal: JournalState): ReadonlyMap<string, JournalItem> => {
  const known = latestByJournal.get(journal);
  if (known) return known;
  const latest = new Map<string, JournalItem>();
  for (const id of journal.order) {
    const item = journal.byId[id];
    if (
      item?.target !== undefined &&
      (item.name === transcoderCommandNames.start || item.name === transcoderCommandNames.stop)
    )
      latest.set(item.target, item);
  }
  latestByJournal.set(journal, latest);
  return latest;
};

/**
 * A start is awaited while its reply is pending, and after an ok reply until `transcoderStartWaitMs` passed
 * (client ms). A later stop for the same target, or a refused start, ends the wait.
 */
export const isTranscoderStartAwaited = (
  journal: JournalState,
  target: string,
  clientNow: number | undefined,
): boolean => {
  const latest = latestTranscoderCommands(journal).get(target);
  if (!latest || latest.name !== transcoderCommandNames.start) return false;
  if (latest.status === 'pending') return true;
  if (latest.status !== 'ok' || latest.settledAt === undefined) return false;
  return clientNow === undefined || clientNow - latest.settledAt < transcoderStartWaitMs;
};
