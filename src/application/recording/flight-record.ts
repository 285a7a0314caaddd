import type { LogEntry } from '../../domain/log';
import { attachPayloadText, payloadTextOf } from '../log';

/**
 * A log entry as the flight recorder stores it. A frame is a tuple that holds its payload's wire text as it
 * came (IndexedDB copies that string once; no line is built while frames arrive); anything else is its JSON.
 * Stored unredacted: redaction happens when a recording leaves the browser (docs/recording-format.md).
 */
export type FlightRecord =
  readonly [seq: number, at: number, topic: string, event: string, ref: string | null, payloadText: string] | string;

/** Characters a stored frame costs beyond its payload text (budget accounting). */
const frameOverhead = 80;

export const toFlightRecord = (entry: LogEntry): FlightRecord => {
  const text = payloadTextOf(entry);
  if (entry.kind === 'FrameReceived' && text !== undefined)
    return [entry.seq, entry.at, entry.topic, entry.event, entry.ref ?? null, text];
  return JSON.stringify(entry);
};

export const flightRecordSize = (record: FlightRecord): number =>
  typeof record === 'string' ? record.length : record[5].length + frameOverhead;

/**
 * The entry a stored record came from, its payload text kept beside it as live. The payload is parsed only if
 * something reads it: writing the line uses the text, so a download does not parse every stored frame.
 */
export const fromFlightRecord = (record: FlightRecord): LogEntry => {
  if (typeof record === 'string') return JSON.parse(record) as LogEntry;
  const [seq, at, topic, event, ref, text] = record;
  let payload: unknown;
  const entry = { seq, at, kind: 'FrameReceived', topic, event, ...(ref === null ? {} : { ref }) } as const;
  Object.defineProperty(entry, 'payload', { enumerable: true, get: () => (payload ??= JSON.parse(text) as unknown) });
  return attachPayloadText(entry as typeof entry & { payload: unknown }, text);
};
