import { BlockReplay, type SeekCostFigures } from '../../src/application/replay-inspector';
import { featureProjections, registerProjections } from '../../src/domain/state';
import { BlockRecording, decodeCheckpointState } from '../../src/infrastructure/recording';
import { gunzip } from '../../src/infrastructure/recording/gzip';
import { createWireNormalizer } from '../../src/infrastructure/wire';
import { quantile } from './bench-page';
import { seededRandom } from './seeded-random';
import { fileRange } from './shift-cli';

/** A seek's time by part (docs/performance.md, "A seek's time, part by part"), averaged over the seeks. */
export type SeekParts = Omit<SeekCostFigures, 'entriesFolded' | 'pauses' | 'checkpoints' | 'blocks'> & {
  readonly waitMs: number;
  readonly entriesFolded: number;
  readonly blocks: number;
};

/** Reading one checkpoint of the file, step by step (the first one; they are all alike in the bench's mix). */
export interface CheckpointParts {
  readonly gzipBytes: number;
  readonly jsonBytes: number;
  readonly gunzipMs: number;
  readonly parseMs: number;
  readonly stateMs: number;
}

export interface ShiftSeekResult {
  readonly seeks: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly meanParts: SeekParts;
  readonly checkpoint?: CheckpointParts;
}

const round = (value: number, digits = 1): number => Math.round(value * 10 ** digits) / 10 ** digits;

/** Parts of a seek: what the costs counted between two snapshots, the rest of the wall time is waiting. */
const partsOf = (before: SeekCostFigures, after: SeekCostFigures, wallMs: number): SeekParts => {
  const ms = (part: keyof SeekCostFigures): number => after[part] - before[part];
  const counted = ['checkpointMs', 'blockReadMs', 'decodeMs', 'normalizeMs', 'foldMs'] as const;
  return {
    checkpointMs: ms('checkpointMs'),
    blockReadMs: ms('blockReadMs'),
    decodeMs: ms('decodeMs'),
    normalizeMs: ms('normalizeMs'),
    foldMs: ms('foldMs'),
    waitMs: Math.max(0, wallMs - counted.reduce((sum, part) => sum + ms(part), 0)),
    entriesFolded: ms('entriesFolded'),
    blocks: ms('blocks'),
  };
};

const checkpointParts = async (file: string): Promise<CheckpointParts | undefined> => {
  const source = await fileRange(file);
  try {
    const recording = await BlockRecording.open(source);
    const { offset, bytes } = recording.index.checkpoints;
    if (offset.length === 0) return undefined;
    const frame = await source.read((offset[0] as number) + 8, bytes[0] as number);
    let started = performance.now();
    const inflated = await gunzip(frame);
    const gunzipMs = performance.now() - started;
    const text = new TextDecoder().decode(inflated);
    const stateAt = text.indexOf(',"state":');
    started = performance.now();
    JSON.parse(text.slice(stateAt + ',"state":'.length, -1));
    const parseMs = performance.now() - started;
    started = performance.now();
    decodeCheckpointState(text.slice(stateAt + ',"state":'.length, -1));
    const stateMs = performance.now() - started;
    return { gzipBytes: frame.length, jsonBytes: inflated.length, gunzipMs, parseMs, stateMs };
  } finally {
    await source.close();
  }
};

/**
 * /replay's random-access replay (`BlockReplay`, the same code the page runs) in Node on the shift file: seeks at
 * the page's seeded random positions, each until the entry and the states before and after it are prepared, with
 * the time of each part counted (`SeekCosts`). The page's figure is the target; this one says what it is made of.
 */
export const measureShiftSeeks = async (file: string, seeks = 30): Promise<ShiftSeekResult> => {
  registerProjections(featureProjections);
  const source = await fileRange(file);
  try {
    const recording = await BlockRecording.open(source, 2);
    const replay = new BlockReplay(
      recording,
      createWireNormalizer(),
      () => new Promise((resolve) => setImmediate(resolve)),
      () => undefined,
    );
    const random = seededRandom(33);
    const pick = (): number => 1 + Math.floor(random() * (recording.entries - 1));
    // The first scrub, as the page makes it, is not one of the seeks.
    await replay.prepare(pick(), () => true);
    const times: number[] = [];
    const parts: SeekParts[] = [];
    for (let i = 0; i < seeks; i += 1) {
      const before = replay.costs.current;
      const started = performance.now();
      await replay.prepare(pick(), () => true);
      const wall = performance.now() - started;
      times.push(wall);
      parts.push(partsOf(before, replay.costs.current, wall));
    }
    const sorted = [...times].sort((a, b) => a - b);
    const mean = (part: keyof SeekParts): number => round(parts.reduce((sum, p) => sum + p[part], 0) / parts.length);
    const meanParts: SeekParts = {
      checkpointMs: mean('checkpointMs'),
      blockReadMs: mean('blockReadMs'),
      decodeMs: mean('decodeMs'),
      normalizeMs: mean('normalizeMs'),
      foldMs: mean('foldMs'),
      waitMs: mean('waitMs'),
      entriesFolded: Math.round(mean('entriesFolded')),
      blocks: mean('blocks'),
    };
    const checkpoint = await checkpointParts(file);
    return {
      seeks,
      p50Ms: round(quantile(sorted, 0.5)),
      p95Ms: round(quantile(sorted, 0.95)),
      meanParts,
      ...(checkpoint ? { checkpoint } : {}),
    };
  } finally {
    await source.close();
  }
};
