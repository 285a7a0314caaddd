export { logEntryKinds } from './log-entry';
export type {
  ClockTickedEntry,
  CommandIssuedEntry,
  CommandOutcome,
  CommandSettledEntry,
  ConnectionChangedEntry,
  ConnectionState,
  FrameReceivedEntry,
  FrameSentEntry,
  HttpExchangedEntry,
  LogEntry,
  LogEntryKind,
  NewLogEntry,
} from './log-entry';
