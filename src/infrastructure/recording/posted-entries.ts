import { attachPayloadText, payloadTextOf } from '../../application/log';
import type { FrameReceivedEntry, LogEntry } from '../../domain/log';

/**
 * An entry as the flight recorder hands it to the block worker: a frame that kept its payload's wire text as the
 * tuple `[seq, at, topic, event, ref, payloadText]` (a structured clone of a few strings: the page never builds
 * its line nor serializes its payload), any other entry as it is (structured-cloned).
 */
export type PostedEntry =
  readonly [seq: number, at: number, topic: string, event: string, ref: string | null, payloadText: string] | LogEntry;

/** The page's side: what `postMessage` copies, built without serializing anything. */
export const toPosted = (entries: readonly LogEntry[]): PostedEntry[] =>
  entries.map((entry) => {
    const text = entry.kind === 'FrameReceived' ? payloadTextOf(entry) : undefined;
    return text === undefined || entry.kind !== 'FrameReceived'
      ? entry
      : [entry.seq, entry.at, entry.topic, entry.event, entry.ref ?? null, text];
  });

/**
 * The worker's side: the entries again, each frame with its wire text (`attachPayloadText`) so its line is that
 * text; its payload is parsed only if something reads it (the structural redaction, when the text pass gives up).
 */
export const fromPosted = (posted: readonly PostedEntry[]): LogEntry[] =>
  posted.map((item) => {
    if (!Array.isArray(item)) return item as LogEntry;
    const [seq, at, topic, event, ref, text] = item as readonly [number, number, string, string, string | null, string];
    let payload: unknown;
    const entry = { seq, at, kind: 'FrameReceived', topic, event, ...(ref === null ? {} : { ref }) } as Omit<
      FrameReceivedEntry,
      'payload'
    >;
    Object.defineProperty(entry, 'payload', {
      enumerable: true,
      get: () => (payload ??= JSON.parse(text) as unknown),
    });
    return attachPayloadText(entry as FrameReceivedEntry, text);
  });
