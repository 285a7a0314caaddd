import type { LogEntry } from '../../domain/log';

// A frame's payload arrives as JSON text; keeping that text beside the decoded entry (as a non-enumerable
// property, so it is never serialized or compared) lets the recorders write the line without serializing
// the payload again — the difference between a recorder that costs little and one that halves ingest.
const payloadTextKey = 'payloadText';

/** Remembers the wire text of an entry's payload (only frames have one). */
export const attachPayloadText = <E extends LogEntry>(entry: E, text: string | undefined): E => {
  if (text !== undefined && entry.kind === 'FrameReceived')
    Object.defineProperty(entry, payloadTextKey, { value: text, enumerable: false });
  return entry;
};

export const payloadTextOf = (entry: LogEntry): string | undefined =>
  (entry as unknown as Record<string, unknown>)[payloadTextKey] as string | undefined;
