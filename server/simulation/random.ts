/** A source of numbers in [0, 1): Math.random in production, a seeded one where a test needs repeatable runs. */
export type Random = () => number;

/** mulberry32: tiny, fast and good enough for simulated gauges (not for anything secret). */
export const seededRandom = (seed: number): Random => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
};

/** FNV-1a of a text: a stable seed per instance or channel, so each drifts its own way on every run. */
export const hashSeed = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

export const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

export const roundTo = (value: number, digits: number): number => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

export interface DriftOptions {
  /** Largest change per step, either way. */
  readonly step: number;
  readonly min: number;
  readonly max: number;
  /** The value it is pulled back to (mean reversion), so a gauge wanders but does not run off to a bound. */
  readonly centre?: number;
  /** Share of the distance to the centre recovered per step (0 – 1). */
  readonly pull?: number;
}

/** One step of a bounded random walk with a pull towards its centre. */
export const drift = (value: number, random: Random, options: DriftOptions): number => {
  const centre = options.centre ?? (options.min + options.max) / 2;
  const pulled = value + (centre - value) * (options.pull ?? 0.1);
  return clamp(pulled + (random() * 2 - 1) * options.step, options.min, options.max);
};

/** A whole number in [min, max]. */
export const between = (random: Random, min: number, max: number): number =>
  min + Math.floor(random() * (max - min + 1));
