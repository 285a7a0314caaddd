export { LineSplitter } from './line-splitter';
export { LogEntryCodec, RecordingHeaderCodec } from './recording.codec';
export { decodeEntryLine, readRecording } from './recording-reader';
export type { RecordingItem } from './recording-reader';
export { browserRecordingOpener } from './browser-recording';
