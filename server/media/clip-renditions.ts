import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createSegmentLoop, type SegmentLoop } from './segment-loop';
import { parseSegmentManifest } from './segment-manifest';
import { packetSize } from './timestamp-shift';

/** Where the shipped clip download renditions live: `renditions/{height}p/` with segments and a manifest. */
export const defaultRenditionsFolder = path.join(__dirname, 'renditions');

/**
 * One size of the test pattern, cut like the recording's segments (same loop length and segment times), so a
 * position on the recording is the same position in every rendition. Made by generate-media.sh renditions.
 */
export interface ClipRendition {
  /** `1080p`: the folder name. */
  readonly label: string;
  readonly width: number;
  readonly height: number;
  readonly loop: SegmentLoop;
  /** The segments' bytes in loop order. */
  readonly segments: readonly Uint8Array[];
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const positiveInteger = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

const readRendition = (folder: string, label: string): ClipRendition => {
  const where = path.join(folder, label);
  const json: unknown = JSON.parse(readFileSync(path.join(where, 'manifest.json'), 'utf8'));
  const manifest = parseSegmentManifest(json);
  if (!manifest.ok) throw new Error(`clip rendition ${label}: ${manifest.reason}`);
  const width = isRecord(json) ? positiveInteger(json.width) : undefined;
  const height = isRecord(json) ? positiveInteger(json.height) : undefined;
  if (width === undefined || height === undefined) throw new Error(`clip rendition ${label}: width and height are required`);
  const segments = manifest.segments.map((segment) => {
    const bytes: Uint8Array = readFileSync(path.join(where, segment.file));
    if (bytes.length === 0 || bytes.length % packetSize !== 0 || bytes[0] !== 0x47) throw new Error(`clip rendition ${label}: ${segment.file} is not MPEG-TS`);
    return bytes;
  });
  return { label, width, height, loop: createSegmentLoop(manifest.segments), segments };
};

/** Every rendition in the folder, smallest first. Throws with the reason when one is broken or none is there. */
export const loadClipRenditions = (folder: string = defaultRenditionsFolder): readonly ClipRendition[] => {
  const labels = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^\d{3,4}p$/.test(entry.name))
    .map((entry) => entry.name);
  if (labels.length === 0) throw new Error(`no clip renditions in ${folder} (made by server/media/generate-media.sh renditions)`);
  return labels.map((label) => readRendition(folder, label)).sort((a, b) => a.height - b.height);
};

/** The picture height a quality names (`1080p`, `hd720`, `sd540` → 1080, 720, 540), from its title, else its name. */
export const qualityHeight = (quality: { readonly title?: string; readonly name?: string }): number | undefined => {
  for (const text of [quality.title, quality.name]) {
    const found = typeof text === 'string' ? /(\d{3,4})/.exec(text) : null;
    if (found) return Number(found[1]);
  }
  return undefined;
};

/**
 * The rendition a quality downloads as: the one nearest its height (the larger on a tie); a quality that names
 * no height gets the largest, as a full-size master would.
 */
export const renditionFor = (
  renditions: readonly ClipRendition[],
  quality: { readonly title?: string; readonly name?: string },
): ClipRendition | undefined => {
  const height = qualityHeight(quality);
  if (height === undefined) return renditions[renditions.length - 1];
  let best: ClipRendition | undefined;
  for (const rendition of renditions) {
    if (!best || Math.abs(rendition.height - height) <= Math.abs(best.height - height)) best = rendition;
  }
  return best;
};

let shared: { readonly renditions: readonly ClipRendition[] } | { readonly problem: string } | undefined;

/** The shipped renditions, read once on first use (about 1 MB); a broken checkout is the reason instead. */
export const sharedClipRenditions = (): { readonly renditions: readonly ClipRendition[] } | { readonly problem: string } => {
  if (!shared) {
    try {
      shared = { renditions: loadClipRenditions() };
    } catch (error) {
      shared = { problem: error instanceof Error ? error.message : String(error) };
    }
  }
  return shared;
};
