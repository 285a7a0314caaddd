/** One shipped test-pattern segment, as manifest.json describes it. */
export interface LoopSegment {
  /** The name in URLs: `/hls/segments/{name}.ts`. */
  readonly name: string;
  /** The file in the segments folder. */
  readonly file: string;
  /**
   * The exact video duration in whole milliseconds. Integer milliseconds keep the wall-clock arithmetic exact
   * (the shipped segments are 50 frames at 25 fps, 2000 ms).
   */
  readonly durationMs: number;
}

export type ManifestResult = { readonly ok: true; readonly segments: readonly LoopSegment[] } | { readonly ok: false; readonly reason: string };

const namePattern = /^[a-z0-9][a-z0-9-]{0,63}$/;
const filePattern = /^[a-z0-9][a-z0-9-]{0,63}\.m2t$/;
// A segment longer than this would make players wait too long between playlist reloads.
const maximumDurationMs = 10_000;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && !Array.isArray(value);

const segmentOf = (value: unknown, index: number): LoopSegment | string => {
  if (!isRecord(value)) return `segments[${index}] is not an object`;
  const { name, file, durationSeconds } = value;
  if (typeof name !== 'string' || !namePattern.test(name)) return `segments[${index}].name must match ${namePattern.source}`;
  if (typeof file !== 'string' || !filePattern.test(file)) return `segments[${index}].file must match ${filePattern.source}`;
  if (typeof durationSeconds !== 'number' || !Number.isFinite(durationSeconds)) return `segments[${index}].durationSeconds must be a number`;
  const durationMs = Math.round(durationSeconds * 1000);
  if (durationMs <= 0 || durationMs > maximumDurationMs) return `segments[${index}].durationSeconds must be in (0, ${maximumDurationMs / 1000}]`;
  return { name, file, durationMs };
};

/** Reads manifest.json's content (already JSON-parsed); total: a bad manifest is a reason, never a throw. */
export const parseSegmentManifest = (json: unknown): ManifestResult => {
  if (!isRecord(json) || !Array.isArray(json.segments)) return { ok: false, reason: 'manifest has no segments list' };
  if (json.segments.length === 0) return { ok: false, reason: 'manifest lists no segments' };
  const segments: LoopSegment[] = [];
  for (const [index, value] of json.segments.entries()) {
    const segment = segmentOf(value, index);
    if (typeof segment === 'string') return { ok: false, reason: segment };
    if (segments.some((other) => other.name === segment.name)) return { ok: false, reason: `segment name ${segment.name} appears twice` };
    segments.push(segment);
  }
  return { ok: true, segments };
};
