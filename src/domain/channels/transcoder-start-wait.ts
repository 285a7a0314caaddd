// Whether a transcoder start is still awaited (spec 2 §4 "an input channel's transcoder starts at most once at
// a time"). The server acknowledges a start before an instance is bound, so the wait lasts from the command
// until the tile sees a bound instance; a start the server accepted but never carried out stops being
// awaited after `transcoderStartWaitMs`, so the tile cannot hang on 'Starting…' for ever.
import type { CommandOutcome } from '../log';
import type { JournalEvent } from '../journal';
import { defineProjection, unhandled } from '../projection';
import { transcoderCommands } from './channel-commands';

/** How long an accepted start is awaited before the tile offers Start again. */
export const transcoderStartWaitMs = 60_000;

/** What a transcoder start or stop acts on: `channel:{uuid}` (input) or `event:{uuid}` (output, per event). */
export const transcoderTarget = (
  channelType: 'input' | 'output',
  channelUuid: string,
  eventUuid: string | undefined,
): string => (channelType === 'output' && eventUuid !== undefined ? `event:${eventUuid}` : `channel:${channelUuid}`);

/** The newest transcoder start or stop of one target and how it stands. */
export interface LatestTranscoderCommand {
  readonly id: string;
  readonly kind: 'start' | 'stop';
  readonly status: 'pending' | CommandOutcome;
  /** Client ms of the reply. */
  readonly settledAt?: number;
}

export interface TranscoderCommandsState {
  readonly byTarget: Readonly<Record<string, LatestTranscoderCommand>>;
  /** Targets of the commands still waiting for their reply, by command id (a reply names only the id). */
  readonly pendingTargets: Readonly<Record<string, string>>;
}

export const initialTranscoderCommandsState: TranscoderCommandsState = { byTarget: {}, pendingTargets: {} };

const kindOf = (name: string): LatestTranscoderCommand['kind'] | undefined =>
  name === transcoderCommands.start.name ? 'start' : name === transcoderCommands.stop.name ? 'stop' : undefined;

/**
 * The newest transcoder start or stop per target, folded from the journaled commands: every tile reads its
 * target with one lookup, and no amount of other traffic (upload progress, feed pushes) can push a start out
 * of view, as a walk over the newest commands could.
 */
export const transcoderCommandsProjection = defineProjection<TranscoderCommandsState, JournalEvent>({
  name: 'transcoderCommands',
  initial: initialTranscoderCommandsState,
  handles: { CommandIssued: true, CommandSettled: true },
  apply(draft, event) {
    switch (event.type) {
      case 'CommandIssued': {
        const kind = kindOf(event.name);
        if (kind === undefined || event.target === undefined) return;
        const replaced = draft.byTarget[event.target];
        if (replaced?.status === 'pending') delete draft.pendingTargets[replaced.id];
        draft.byTarget[event.target] = { id: event.id, kind, status: 'pending' };
        draft.pendingTargets[event.id] = event.target;
        return;
      }
      case 'CommandSettled': {
        const target = draft.pendingTargets[event.id];
        if (target === undefined) return;
        delete draft.pendingTargets[event.id];
        const command = draft.byTarget[target];
        if (command?.id !== event.id) return;
        command.status = event.outcome;
        command.settledAt = event.at;
        return;
      }
      default:
        unhandled(event);
    }
  },
});

/**
 * A start is awaited while its reply is pending, and after an ok reply until `transcoderStartWaitMs` passed
 * (client ms). A later stop for the same target, or a refused start, ends the wait.
 */
export const isTranscoderStartAwaited = (
  commands: TranscoderCommandsState,
  target: string,
  clientNow: number | undefined,
): boolean => {
  const latest = commands.byTarget[target];
  if (!latest || latest.kind !== 'start') return false;
  if (latest.status === 'pending') return true;
  if (latest.status !== 'ok' || latest.settledAt === undefined) return false;
  return clientNow === undefined || clientNow - latest.settledAt < transcoderStartWaitMs;
};
