export { InMemoryEntries } from './entry-source';
export type { EntrySource } from './entry-source';
export { EventLog } from './event-log';
export { attachPayloadText, payloadTextOf } from './payload-text';
export { entryCost, liveLogBound, LogBound, WindowedEntries } from './windowed-entries';
