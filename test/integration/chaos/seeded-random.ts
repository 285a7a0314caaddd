/** mulberry32: a small seeded generator, so a failing chaos run repeats its choices from the seed it printed. */
export const seededRandom = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
};

/** The seed of this run: CHAOS_SEED when set (to repeat a failure), else a fresh one. */
export const chaosSeed = (): number => {
  const given = process.env.CHAOS_SEED;
  if (given !== undefined && given !== '') {
    const seed = Number(given);
    if (!Number.isInteger(seed)) throw new Error(`CHAOS_SEED must be an integer, not ${given}`);
    return seed;
  }
  return Math.floor(Math.random() * 2 ** 31);
};
