import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultFaultsFolder, loadFaultSegments } from './fault-segments';
import { livePlaylist } from './live-playlist';
import type { MediaDrill, SegmentFault } from './media-drill';
import { recordingPlaylist } from './recording-playlist';
import { createSegmentLoop, segmentAt, type SegmentLoop } from './segment-loop';
import { parseSegmentManifest } from './segment-manifest';
import { clockTicksPerSecond, packetSize, shiftTimestamps } from './timestamp-shift';

/** Where the shipped segments and their manifest live. */
export const defaultSegmentsFolder = path.join(__dirname, 'segments');

export const manifestFileName = 'manifest.json';

/** Why the video cannot be served; the server says it once at start and answers 503 on /hls. */
export class HlsMediaError extends Error {
  override readonly name = 'HlsMediaError';
}

export interface HlsLibrary {
  readonly folder: string;
  readonly loop: SegmentLoop;
  /** A channel's live sliding window at `nowMs` (unix ms), with the channel's fault drills (media-drill.ts). */
  livePlaylist(channelKey: string, nowMs: number, drills?: readonly MediaDrill[]): string;
  /** An event's recording between unix seconds, as it stands at `nowMs`. */
  recordingPlaylist(startSeconds: number, endSeconds: number, nowMs: number): string;
  /** A shipped segment as it is, by manifest name; undefined for any other name. */
  shippedSegment(name: string): Uint8Array | undefined;
  /** Position `sequence` of the endless loop, its timestamps moved on by one loop per pass. */
  loopSegment(sequence: number): Uint8Array | undefined;
  /** A fault drill's stand-in for position `sequence`: the fault's segment of the same loop index, retimed alike. */
  faultSegment(fault: SegmentFault, sequence: number): Uint8Array | undefined;
}

const readManifest = (folder: string): unknown => {
  const file = path.join(folder, manifestFileName);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new HlsMediaError(`HLS media: ${file} is missing; the test-pattern segments ship in the repository (regenerate them with server/media/generate-media.sh segments)`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new HlsMediaError(`HLS media: ${file} is not valid JSON`);
  }
};

const readSegment = (file: string): Uint8Array => {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch {
    throw new HlsMediaError(`HLS media: segment file ${file} is missing`);
  }
  if (bytes.length === 0 || bytes.length % packetSize !== 0 || bytes[0] !== 0x47) throw new HlsMediaError(`HLS media: ${file} is not an MPEG-TS segment`);
  return bytes;
};

/** (pass × loop length) in 90 kHz ticks, mod 2^33, exact for any pass a safe integer can hold. */
const loadFaults = (folder: string, loop: SegmentLoop): ReturnType<typeof loadFaultSegments> => {
  try {
    return loadFaultSegments(folder, loop);
  } catch (error) {
    throw new HlsMediaError(`HLS media: fault segments: ${error instanceof Error ? error.message : String(error)}`);
  }
};

const passOffsetTicks = (pass: number, loopMs: number): number =>
  Number((BigInt(pass) * BigInt(loopMs) * BigInt(clockTicksPerSecond / 1000)) % 2n ** 33n);

/**
 * Loads the manifest and the segments (a few hundred KB, held in memory), so a broken checkout fails at start
 * with a clear message, not as 404s in a player. Throws HlsMediaError.
 */
export const createHlsLibrary = (folder: string = defaultSegmentsFolder, faultsFolder: string = defaultFaultsFolder): HlsLibrary => {
  const root = path.resolve(folder);
  const manifest = parseSegmentManifest(readManifest(root));
  if (!manifest.ok) throw new HlsMediaError(`HLS media: ${path.join(root, manifestFileName)}: ${manifest.reason}`);
  const bytes = new Map(manifest.segments.map((segment) => [segment.name, readSegment(path.join(root, segment.file))]));
  const loop = createSegmentLoop(manifest.segments);
  const faults = loadFaults(path.resolve(faultsFolder), loop);
  /** Position `sequence` of the loop from `segments` (loop order), its timestamps moved on by one loop per pass. */
  const retimed = (sequence: number, segments: (index: number) => Uint8Array | undefined): Uint8Array | undefined => {
    if (!Number.isSafeInteger(sequence) || sequence < 0) return undefined;
    const item = segmentAt(loop, sequence);
    const original = segments(sequence - item.pass * loop.segments.length);
    return original && shiftTimestamps(original, passOffsetTicks(item.pass, loop.loopMs));
  };
  return {
    folder: root,
    loop,
    livePlaylist: (channelKey, nowMs, drills = []) => livePlaylist(loop, channelKey, nowMs, drills),
    recordingPlaylist: (startSeconds, endSeconds, nowMs) => recordingPlaylist(loop, startSeconds, endSeconds, nowMs),
    shippedSegment: (name) => bytes.get(name),
    loopSegment: (sequence) => retimed(sequence, (index) => bytes.get(loop.segments[index]?.name ?? '')),
    faultSegment: (fault, sequence) => retimed(sequence, (index) => faults.get(fault)?.[index]),
  };
};
