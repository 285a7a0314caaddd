import type { CommandOutcome } from '../log';
import { defineProjection, unhandled } from '../projection';
import type { JournalEvent } from './journal.events';

export type JournalStatus = 'pending' | CommandOutcome;

export interface JournalItem {
  readonly id: string;
  readonly account: string;
  readonly name: string;
  readonly args: unknown;
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
          target: event.target,
          issuedAt: event.at,
          status: 'pending',
        };
        draft.order.push(event.id);
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
