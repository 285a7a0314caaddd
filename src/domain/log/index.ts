export { logEntryKinds } from './log-entry';
export { allParts, unnamedPart } from './snapshot-parts';
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
  PushAddress,
} from './log-entry';
export { recordingCommands } from './recording-commands';
