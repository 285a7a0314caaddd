import type { CommandOutcome } from '../log';
import { defineProjection, unhandled } from '../projection';
import type { JournalEvent } from './journal.events';

export type JournalStatus = 'pending' | CommandOutcome;

export interface JournalItem {
  readonly id: string;
  readonly account: string;
  readonly name: string;
  readonly args: unknown;
  /** The command's codec refused its arguments (a hand-edited or older recording): rules do not read them. */
  readonly argsRejected?: true;
  readonly target?: string;
  readonly issuedAt: number;
  readonly status: JournalStatus;
  readonly settledAt?: number;
  readonly latencyMs?: number;
  readonly reply?: unknown;
  readonly reason?: string;
}

export interface JournalState {
  readonly byId: Readonly<Record<string, JournalItem>>;
  /** Command ids in issue order. */
  readonly order: readonly string[];
}

export const initialJournalState: JournalState = { byId: {}, order: [] };

/**
 * How many commands the journal keeps in memory, newest last. What the console shows from commands is folded
 * by its own small projections (feed pushes, transcoder starts, pending commands, view choices), so the journal
 * is only the recent history: the toaster's results, the audit view's fallback for this session (the
 * persisted copy, JournalKeeper, keeps 100 days), the replay inspector. An upload journals up to 100 progress
 * commands per file, so a busy shift issues thousands; 5,000 keeps hours of ordinary work in a few megabytes.
 */
export const journalKept = 5_000;

export const journalProjection = defineProjection<JournalState, JournalEvent>({
  name: 'journal',
  initial: initialJournalState,
  handles: {
    CommandIssued: true,
    CommandSettled: true,
  },
  apply(draft, event) {
    switch (event.type) {
      case 'CommandIssued':
        if (draft.byId[event.id]) return;
        draft.byId[event.id] = {
          id: event.id,
          account: event.account,
          name: event.name,
          args: event.args,
          ...(event.argsRejected ? { argsRejected: true } : {}),
          target: event.target,
          issuedAt: event.at,
          status: 'pending',
        };
        draft.order.push(event.id);
        if (draft.order.length > journalKept)
          for (const dropped of draft.order.splice(0, draft.order.length - journalKept)) delete draft.byId[dropped];
        return;
      case 'CommandSettled': {
        const item = draft.byId[event.id];
        // A settlement without its issue (a recording cut in between) is kept out: it cannot be attributed.
        if (!item || item.status !== 'pending') return;
        item.status = event.outcome;
        item.settledAt = event.at;
        item.latencyMs = event.latencyMs;
        item.reply = event.reply;
        item.reason = event.reason;
        return;
      }
      default:
        unhandled(event);
    }
  },
});
