import type { CommandOutcome } from '../log';

export interface CommandIssued {
  readonly type: 'CommandIssued';
  readonly id: string;
  readonly account: string;
  readonly name: string;
  readonly args: unknown;
  readonly target?: string;
  readonly at: number;
}

export interface CommandSettled {
  readonly type: 'CommandSettled';
  readonly id: string;
  readonly outcome: CommandOutcome;
  readonly reply?: unknown;
  readonly reason?: string;
  readonly latencyMs: number;
  readonly at: number;
}

export type JournalEvent = CommandIssued | CommandSettled;
