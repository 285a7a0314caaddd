// One append-only log holds everything that can change state (ARCHITECTURE.md §1). Entries carry raw inputs;
// the normalizer turns them into domain events. Times are milliseconds since the epoch, taken by the
// application layer when the entry is appended.

export type ConnectionState = 'connecting' | 'connected' | 'disconnected' | 'closed';

export type CommandOutcome = 'ok' | 'error' | 'timeout' | 'not_sent';

interface EntryBase {
  readonly seq: number;
  readonly at: number;
}

export interface FrameReceivedEntry extends EntryBase {
  readonly kind: 'FrameReceived';
  readonly topic: string;
  readonly event: string;
  readonly payload: unknown;
  readonly ref?: string;
}

export interface FrameSentEntry extends EntryBase {
  readonly kind: 'FrameSent';
  readonly topic: string;
  readonly event: string;
  readonly payload: unknown;
  readonly ref?: string;
}

export interface HttpExchangedEntry extends EntryBase {
  readonly kind: 'HttpExchanged';
  /** Catalogue name of the call (login, verify, maintenance, content_list, latest_version, …). */
  readonly name: string;
  readonly method: string;
  readonly url: string;
  readonly status: number;
  readonly request?: unknown;
  readonly response?: unknown;
}

/**
 * Where a socket push went: the concrete topic and the push name. Both command entries of a push carry it, so
 * the normalizer decodes each entry on its own (a seek may start between the two). Absent for a command that
 * is no push, and in recordings made before the typed commands (docs/recording-format.md).
 */
export interface PushAddress {
  readonly topic?: string;
  readonly push?: string;
}

export interface CommandIssuedEntry extends EntryBase, PushAddress {
  readonly kind: 'CommandIssued';
  readonly id: string;
  readonly account: string;
  readonly name: string;
  /** As issued; the normalizer decodes them with the command's codec. */
  readonly args: unknown;
  /** What the command acts on, e.g. `event:6f…`, `channel:12`, `instance:7`. */
  readonly target?: string;
}

export interface CommandSettledEntry extends EntryBase, PushAddress {
  readonly kind: 'CommandSettled';
  readonly id: string;
  readonly outcome: CommandOutcome;
  /** The server's reply as it came; the normalizer decodes an ok one with the push's reply codec. */
  readonly reply?: unknown;
  readonly reason?: string;
  readonly latencyMs: number;
}

export interface ConnectionChangedEntry extends EntryBase {
  readonly kind: 'ConnectionChanged';
  readonly state: ConnectionState;
  /** Failed reconnect attempts so far; 0 once connected. */
  readonly attempt: number;
}

export interface ClockTickedEntry extends EntryBase {
  readonly kind: 'ClockTicked';
  /** Client clock in ms; the server clock arrives on the control topic as a frame. */
  readonly now: number;
}

export type LogEntry =
  | FrameReceivedEntry
  | FrameSentEntry
  | HttpExchangedEntry
  | CommandIssuedEntry
  | CommandSettledEntry
  | ConnectionChangedEntry
  | ClockTickedEntry;

export type LogEntryKind = LogEntry['kind'];

export const logEntryKinds: readonly LogEntryKind[] = [
  'FrameReceived',
  'FrameSent',
  'HttpExchanged',
  'CommandIssued',
  'CommandSettled',
  'ConnectionChanged',
  'ClockTicked',
];

/** An entry before the log gives it a sequence number. */
export type NewLogEntry = LogEntry extends infer E ? (E extends LogEntry ? Omit<E, 'seq'> : never) : never;
