export { makeHeader, recordingFormatName, recordingFormatVersion, socketProtocolVersion } from './recording-header';
export type { RecordingHeader } from './recording-header';
export { encodeEntryLine, redactedMarker, redactEntry } from './redaction';
export { RecordingWriter } from './recording-writer';
export type { TextSink } from './recording-writer';
