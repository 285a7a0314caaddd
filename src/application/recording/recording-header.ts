/**
 * First line of a version 1 recording, the header block of a version 2 one (docs/recording-format.md,
 * docs/protocol/recording-blocks.md). The entries are the same in both versions.
 */
export interface RecordingHeader {
  readonly format: typeof recordingFormatName;
  /** 1: NDJSON text; 2: compressed blocks with an index (docs/protocol/recording-blocks.md). */
  readonly version: typeof recordingFormatVersion | 2;
  /** ISO-8601 time the recording started. */
  readonly startedAt: string;
  /** The socket protocol's fixed version string. */
  readonly protocol: string;
  readonly app: string;
  /** Whether secrets were replaced by `[redacted]` when the file was written. */
  readonly redacted: boolean;
  /** Sequence number of the first entry (a slice of a longer log starts above 1). */
  readonly firstSeq?: number;
  /** Free text: which console, which account type, why it was recorded. */
  readonly note?: string;
}

export const recordingFormatName = 'studio-console-recording';
export const recordingFormatVersion = 1;
export const socketProtocolVersion = '19.09.2023';

export const makeHeader = (
  startedAt: Date,
  app: string,
  options: { redacted?: boolean; firstSeq?: number; note?: string } = {},
): RecordingHeader => ({
  format: recordingFormatName,
  version: recordingFormatVersion,
  startedAt: startedAt.toISOString(),
  protocol: socketProtocolVersion,
  app,
  redacted: options.redacted ?? true,
  ...(options.firstSeq !== undefined && options.firstSeq !== 1 ? { firstSeq: options.firstSeq } : {}),
  ...(options.note ? { note: options.note } : {}),
});
