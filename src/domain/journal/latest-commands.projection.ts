import type { CommandOutcome } from '../log';
import { defineProjection, unhandled } from '../projection';
import type { JournalEvent } from './journal.events';

/** The newest command of one name and how it stands. */
export interface LatestCommand {
  readonly id: string;
  readonly status: 'pending' | CommandOutcome;
  readonly reason?: string;
}

export interface LatestCommandsState {
  /** By command name; the names are the console's own, a few dozen. */
  readonly byName: Readonly<Record<string, LatestCommand>>;
  /** Names of the commands still waiting for their outcome, by id (an outcome names only the id). */
  readonly pendingNames: Readonly<Record<string, string>>;
}

export const initialLatestCommandsState: LatestCommandsState = { byName: {}, pendingNames: {} };

/**
 * The newest command of each name (the last logout, say), folded from the log: a screen that asks how its last
 * action went finds it however many other commands followed.
 */
export const latestCommandsProjection = defineProjection<LatestCommandsState, JournalEvent>({
  name: 'latestCommands',
  initial: initialLatestCommandsState,
  handles: { CommandIssued: true, CommandSettled: true },
  apply(draft, event) {
    switch (event.type) {
      case 'CommandIssued': {
        const replaced = draft.byName[event.name];
        if (replaced?.status === 'pending') delete draft.pendingNames[replaced.id];
        draft.byName[event.name] = { id: event.id, status: 'pending' };
        draft.pendingNames[event.id] = event.name;
        return;
      }
      case 'CommandSettled': {
        const name = draft.pendingNames[event.id];
        if (name === undefined) return;
        delete draft.pendingNames[event.id];
        const latest = draft.byName[name];
        if (latest?.id !== event.id) return;
        latest.status = event.outcome;
        if (event.reason !== undefined) latest.reason = event.reason;
        return;
      }
      default:
        unhandled(event);
    }
  },
});
