// The studio server's generator (mulberry32), so the synthetic recording is the same on every run.
export { seededRandom } from '../../server/simulation/random';

/** A copy of a JSON value whose numbers drift a little, as live statistics do; integers stay integers. */
export const drift = (value: unknown, random: () => number): unknown => {
  if (typeof value === 'number') {
    if (value === 0 || !Number.isFinite(value)) return value;
    const moved = value * (0.9 + random() * 0.2);
    return Number.isInteger(value) ? Math.max(0, Math.round(moved)) : Math.round(moved * 100) / 100;
  }
  if (Array.isArray(value)) return value.map((item) => drift(item, random));
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value))
      out[key] = /(^id$|_id$|uuid|time|_at$|port)/.test(key) ? inner : drift(inner, random);
    return out;
  }
  return value;
};
