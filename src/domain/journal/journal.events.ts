import type { CommandOutcome } from '../log';

export interface CommandIssued {
  readonly type: 'CommandIssued';
  readonly id: string;
  readonly account: string;
  readonly name: string;
  /** As journaled, for the journal and audit views; what a projection acts on arrives as its own typed event. */
  readonly args: unknown;
  /** Set when the command's codec refused its arguments: no rule reads them then (its notice is the fallback's). */
  readonly argsRejected?: true;
  readonly target?: string;
  /** The concrete topic and push name of a socket push. */
  readonly topic?: string;
  readonly push?: string;
  readonly at: number;
}

export interface CommandSettled {
  readonly type: 'CommandSettled';
  readonly id: string;
  readonly outcome: CommandOutcome;
  /** The reply for the journal and audit views: decoded by its push's codec when it has one. */
  readonly reply?: unknown;
  readonly reason?: string;
  readonly latencyMs: number;
  readonly at: number;
}

export type JournalEvent = CommandIssued | CommandSettled;
