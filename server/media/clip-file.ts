import { renditionFor, sharedClipRenditions, type ClipRendition } from './clip-renditions';
import { segmentAt, segmentsStartedBefore } from './segment-loop';
import { clockTicksPerSecond, packetSize, shiftTimestamps } from './timestamp-shift';

/**
 * A clip's downloadable file: the rendition's segments that cover [start, end) on the recording, one after
 * the other as one MPEG-TS stream. Each pass of the loop is retimed one loop later than the one before (as the
 * live loop is), so the file is one continuous timeline, and the continuity counters run on across the joins,
 * so players and tools see one clean stream, not a stitched one. The parts are made one segment at a time:
 * a six-hour clip is never held in memory.
 */
export interface ClipFile {
  readonly byteLength: number;
  /** How many segments it joins. */
  readonly segmentCount: number;
  readonly durationMs: number;
  parts(): Iterable<Uint8Array>;
}

const syncByte = 0x47;
const nullPid = 0x1fff;

/** (passes × loop length) in 90 kHz ticks, mod 2^33. */
const passOffsetTicks = (passes: number, loopMs: number): number =>
  Number((BigInt(passes) * BigInt(loopMs) * BigInt(clockTicksPerSecond / 1000)) % 2n ** 33n);

/** Renumbers every packet's continuity counter so each PID counts on from the previous segment. */
const renumberContinuity = (bytes: Uint8Array, next: Map<number, number>): void => {
  for (let offset = 0; offset + packetSize <= bytes.length; offset += packetSize) {
    if (bytes[offset] !== syncByte) continue;
    const pid = (((bytes[offset + 1] ?? 0) & 0x1f) << 8) | (bytes[offset + 2] ?? 0);
    if (pid === nullPid) continue;
    const header = bytes[offset + 3] ?? 0;
    const counter = next.get(pid) ?? 0;
    // Only packets with a payload advance the counter; one without repeats the last value (ISO/IEC 13818-1 2.4.3.3).
    if (header & 0x10) {
      bytes[offset + 3] = (header & 0xf0) | counter;
      next.set(pid, (counter + 1) & 0x0f);
    } else bytes[offset + 3] = (header & 0xf0) | ((counter + 15) & 0x0f);
  }
};

/** The file of [startSeconds, endSeconds) on the recording in this rendition (at least one segment). */
export const clipFile = (rendition: ClipRendition, startSeconds: number, endSeconds: number): ClipFile => {
  const { loop } = rendition;
  const startMs = Math.max(0, Math.floor(startSeconds * 1000));
  const endMs = Math.max(startMs + 1, Math.ceil(endSeconds * 1000));
  // The segment holding the in point, through the last segment that begins before the out point.
  const first = segmentsStartedBefore(loop, startMs + 1) - 1;
  const last = Math.max(first, segmentsStartedBefore(loop, endMs) - 1);
  const count = loop.segments.length;
  let byteLength = 0;
  for (let sequence = first; sequence <= last; sequence += 1) byteLength += rendition.segments[sequence % count]?.length ?? 0;
  const firstItem = segmentAt(loop, first);
  const lastItem = segmentAt(loop, last);
  return {
    byteLength,
    segmentCount: last - first + 1,
    durationMs: lastItem.startMs + lastItem.segment.durationMs - firstItem.startMs,
    *parts() {
      const counters = new Map<number, number>();
      for (let sequence = first; sequence <= last; sequence += 1) {
        const item = segmentAt(loop, sequence);
        const original = rendition.segments[sequence % count];
        if (!original) continue;
        const bytes = shiftTimestamps(original, passOffsetTicks(item.pass - firstItem.pass, loop.loopMs));
        renumberContinuity(bytes, counters);
        yield bytes;
      }
    },
  };
};

/**
 * The byte size of the file a quality of a cut downloads as (a ready clip's `meta.filesize`), or undefined when
 * the renditions cannot be read.
 */
export const clipFileSize = (
  quality: { readonly title?: string; readonly name?: string },
  startSeconds: number,
  endSeconds: number,
): number | undefined => {
  const library = sharedClipRenditions();
  if ('problem' in library) return undefined;
  const rendition = renditionFor(library.renditions, quality);
  return rendition && clipFile(rendition, startSeconds, endSeconds).byteLength;
};
