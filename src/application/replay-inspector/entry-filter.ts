import type { LogEntry, LogEntryKind } from '../../domain/log';

/** What the log inspector narrows the entries by; empty texts match everything. */
export interface EntryFilter {
  readonly kind: LogEntryKind | 'all';
  /** Part of the topic (frames) or the HTTP call's name. */
  readonly topic: string;
  /** Part of the event (frames), the command's name or the HTTP method. */
  readonly event: string;
  /** Part of the account of a command. */
  readonly account: string;
  /** Any text in the entry, payloads included. */
  readonly text: string;
}

export const noEntryFilter: EntryFilter = { kind: 'all', topic: '', event: '', account: '', text: '' };

export const isEntryFilterEmpty = (filter: EntryFilter): boolean =>
  filter.kind === 'all' &&
  !filter.topic.trim() &&
  !filter.event.trim() &&
  !filter.account.trim() &&
  !filter.text.trim();

const topicOf = (entry: LogEntry): string | undefined => {
  if (entry.kind === 'FrameReceived' || entry.kind === 'FrameSent') return entry.topic;
  if (entry.kind === 'HttpExchanged') return entry.name;
  if (entry.kind === 'CommandIssued') return entry.target;
  return undefined;
};

const eventOf = (entry: LogEntry): string | undefined => {
  if (entry.kind === 'FrameReceived' || entry.kind === 'FrameSent') return entry.event;
  if (entry.kind === 'HttpExchanged') return entry.method;
  if (entry.kind === 'CommandIssued') return entry.name;
  return undefined;
};

const contains = (value: string | undefined, part: string): boolean =>
  value !== undefined && value.toLowerCase().includes(part);

/**
 * A predicate for one filter. Texts match case-insensitively as parts; the account filter keeps commands only
 * (the only entries that name an account). The text filter serializes the entry, so it is checked last.
 */
export const entryMatcher = (filter: EntryFilter): ((entry: LogEntry) => boolean) => {
  const topic = filter.topic.trim().toLowerCase();
  const event = filter.event.trim().toLowerCase();
  const account = filter.account.trim().toLowerCase();
  const text = filter.text.trim().toLowerCase();
  return (entry) => {
    if (filter.kind !== 'all' && entry.kind !== filter.kind) return false;
    if (topic && !contains(topicOf(entry), topic)) return false;
    if (event && !contains(eventOf(entry), event)) return false;
    if (account && !(entry.kind === 'CommandIssued' && contains(entry.account, account))) return false;
    return !text || JSON.stringify(entry).toLowerCase().includes(text);
  };
};
