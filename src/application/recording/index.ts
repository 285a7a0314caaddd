export {
  blockRecordingFormatVersion,
  makeHeader,
  recordingFormatName,
  recordingFormatVersion,
  socketProtocolVersion,
} from './recording-header';
export type { RecordingHeader } from './recording-header';
export { encodeEntryLine } from './redaction';
export { redactedMarker, redactEntry } from './redact-entry';
export { RecordingWriter } from './recording-writer';
export type { TextSink } from './recording-writer';
export { flightBatchMs, flightBudgetCharacters, FlightRecorder, flightWindowMs } from './flight-recorder';
export type { FlightBatch } from './flight-recorder';
export { SessionRecorder } from './session-recorder';
export { RecordingDownloads } from './recording-downloads';
export type { FinishedRecording, StoppedRecording } from './session-recorder';
export { encodeRecording } from './recording-encoding';
export type { EncodedRecording } from './recording-encoding';
export { fromFlightRecord, toFlightRecord } from './flight-record';
export type { FlightRecord } from './flight-record';
export { appVersion, flightRecordingModule } from './recording-module';
export { recordingModule, sessionRecordingModule } from './session-recording-module';
