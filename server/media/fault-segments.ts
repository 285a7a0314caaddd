import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isSegmentFault, segmentFaults, type SegmentFault } from './media-drill';
import type { SegmentLoop } from './segment-loop';
import { parseSegmentManifest } from './segment-manifest';
import { packetSize } from './timestamp-shift';

/** Where the shipped fault segments and their manifest live (made by generate-media.sh). */
export const defaultFaultsFolder = path.join(__dirname, 'faults');

/** Segment i of each fault, in loop order: the same frames, times and length as loop segment i. */
export type FaultSegments = ReadonlyMap<SegmentFault, readonly Uint8Array[]>;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads faults/manifest.json and its files. Every fault must have one segment per loop segment, of the same
 * duration, or the live stream would not stay one timeline when a fault segment stands in for a loop one.
 * Throws an Error with the reason (the library turns it into its 503 problem).
 */
export const loadFaultSegments = (folder: string, loop: SegmentLoop): FaultSegments => {
  const file = path.join(folder, 'manifest.json');
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new Error(`${file} is missing or not JSON (regenerate it with server/media/generate-media.sh faults)`);
  }
  const manifest = parseSegmentManifest(json);
  if (!manifest.ok) throw new Error(`${file}: ${manifest.reason}`);
  const listed = isRecord(json) && Array.isArray(json.segments) ? (json.segments as unknown[]) : [];
  const faults = new Map<SegmentFault, Uint8Array[]>(segmentFaults.map((fault) => [fault, []]));
  manifest.segments.forEach((segment, index) => {
    const entry = listed[index];
    const fault = isRecord(entry) && typeof entry.fault === 'string' ? entry.fault : '';
    if (!isSegmentFault(fault)) throw new Error(`${file}: segments[${index}].fault must be one of ${segmentFaults.join(', ')}`);
    const list = faults.get(fault) as Uint8Array[];
    const looped = loop.segments[list.length];
    if (looped?.durationMs !== segment.durationMs)
      throw new Error(`${file}: ${segment.name} does not match loop segment ${list.length} (${looped ? `${looped.durationMs} ms` : 'none'})`);
    const bytes: Uint8Array = readFileSync(path.join(folder, segment.file));
    if (bytes.length === 0 || bytes.length % packetSize !== 0 || bytes[0] !== 0x47) throw new Error(`${file}: ${segment.file} is not MPEG-TS`);
    list.push(bytes);
  });
  for (const [fault, list] of faults)
    if (list.length !== loop.segments.length) throw new Error(`${file}: ${fault} has ${list.length} segments, the loop ${loop.segments.length}`);
  return faults;
};
