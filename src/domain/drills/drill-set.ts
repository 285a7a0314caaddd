import type { Drill } from './drill';

/**
 * A drill as the studio server keeps it: with an id, and kept a while after its end so the playlists it shaped
 * stay the same (server/media/media-drill.ts). Every process of a cluster holds the same set: they exchange
 * drills and merge them with `mergeDrills`, which gives the same set whatever the order of the messages.
 */
export interface KeptDrill extends Drill {
  readonly id: string;
}

const byStart = (a: KeptDrill, b: KeptDrill): number =>
  a.started_at - b.started_at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The union of two sets of drills: one drill per id with the earlier end (a stop only moves an end earlier),
 * and on each channel a drill ends at the latest when the next one starts (a start replaces the running drill).
 * Commutative, associative and idempotent, so processes that exchange their drills in any order agree.
 */
export const mergeDrills = (kept: readonly KeptDrill[], arriving: readonly KeptDrill[]): readonly KeptDrill[] => {
  const byId = new Map<string, KeptDrill>();
  for (const drill of [...kept, ...arriving]) {
    const known = byId.get(drill.id);
    byId.set(drill.id, known && known.ends_at <= drill.ends_at ? known : drill);
  }
  const sorted = [...byId.values()].sort(byStart);
  return sorted.map((drill) => {
    const next = sorted.find((other) => other.channel_uuid === drill.channel_uuid && byStart(drill, other) < 0);
    return next && next.started_at < drill.ends_at
      ? { ...drill, ends_at: Math.max(drill.started_at, next.started_at) }
      : drill;
  });
};

/** The drills running at `nowMs`, in start order. */
export const runningDrills = (drills: readonly KeptDrill[], nowMs: number): readonly KeptDrill[] =>
  drills.filter((drill) => drill.started_at <= nowMs && nowMs < drill.ends_at);

/** The drills still worth keeping at `nowMs`: running, or ended less than `keepMs` ago. */
export const keptDrills = (drills: readonly KeptDrill[], nowMs: number, keepMs: number): readonly KeptDrill[] =>
  drills.filter((drill) => drill.ends_at + keepMs > nowMs);

/** A drill without its id: what the console is told. */
export const shownDrill = ({ channel_uuid, fault, started_at, ends_at }: KeptDrill): Drill => ({
  channel_uuid,
  fault,
  started_at,
  ends_at,
});
