import { defineProjection, unhandled } from '../projection';
import type { JournalEvent } from './journal.events';

/** A command still waiting for its outcome. */
export interface PendingCommand {
  readonly id: string;
  readonly name: string;
  /** Client ms. */
  readonly issuedAt: number;
}

export interface PendingCommandsState {
  readonly byId: Readonly<Record<string, PendingCommand>>;
}

export const initialPendingCommandsState: PendingCommandsState = { byId: {} };

/**
 * A command that never settles in the log (a recording cut between issue and outcome) is dropped once a
 * command issued this much later shows it long past its time-out (10 s for a push), so the set stays small.
 */
export const pendingCommandsKeptMs = 60_000;

/**
 * The commands waiting for their outcome, for the "still waiting…" notices (ARCHITECTURE.md §3.6): a set that
 * holds only what is in flight, not a walk over the journal.
 */
export const pendingCommandsProjection = defineProjection<PendingCommandsState, JournalEvent>({
  name: 'pendingCommands',
  initial: initialPendingCommandsState,
  handles: { CommandIssued: true, CommandSettled: true },
  apply(draft, event) {
    switch (event.type) {
      case 'CommandIssued':
        for (const pending of Object.values(draft.byId))
          if (pending.issuedAt < event.at - pendingCommandsKeptMs) delete draft.byId[pending.id];
        draft.byId[event.id] ??= { id: event.id, name: event.name, issuedAt: event.at };
        return;
      case 'CommandSettled':
        delete draft.byId[event.id];
        return;
      default:
        unhandled(event);
    }
  },
});

/** The pending commands in issue order (a record keeps its keys in insertion order). */
export const pendingCommandsInOrder = (state: PendingCommandsState): readonly PendingCommand[] =>
  Object.values(state.byId);
