export { makeHeader, recordingFormatName, recordingFormatVersion, socketProtocolVersion } from './recording-header';
export type { RecordingHeader } from './recording-header';
export { encodeEntryLine } from './redaction';
export { redactedMarker, redactEntry, redactTopic, secretKey } from './redact-entry';
export { RecordingWriter } from './recording-writer';
export type { TextSink } from './recording-writer';
export {
  blocksPerRead,
  flightBatchMs,
  flightBudgetCharacters,
  FlightRecorder,
  flightWindowMs,
} from './flight-recorder';
export type { FlightHold } from './flight-hold';
export { isStoredBlock, RecordingBlocks } from './recording-blocks';
export type { RecordingFile, StoredBlock } from './recording-blocks';
export { SessionRecorder } from './session-recorder';
export { RecordingDownloads } from './recording-downloads';
export type { FinishedRecording, StoppedRecording } from './session-recorder';
export { encodeRecording } from './recording-encoding';
export type { EncodedRecording } from './recording-encoding';
export { appVersion, flightRecordingModule } from './recording-module';
export { recordingModule, sessionRecordingModule } from './session-recording-module';
