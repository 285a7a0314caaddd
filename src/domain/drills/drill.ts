/**
 * Fault drills (issue 31 §2; docs/protocol/media.md "Fault drills"): a fault the studio server injects into one
 * channel's live stream for a while, so operators can rehearse and tests can check the wall's alarms.
 */
export const drillFaults = ['freeze', 'black', 'silence', 'stall', 'offline'] as const;

export type DrillFault = (typeof drillFaults)[number];

/**
 * How long a drill may last, in whole seconds. At least 5: a fault shorter than two 2 s segments may never
 * reach a player that is a segment or two behind live, and a tile is given 5 s to name it. At most 600: a drill
 * is a rehearsal, and one forgotten for longer than ten minutes would hide a real fault on that channel.
 */
export const drillSeconds = { min: 5, max: 600 } as const;

/** A drill as the console sees it: running on `channel_uuid` from `started_at` until `ends_at` (unix ms). */
export interface Drill {
  readonly channel_uuid: string;
  readonly fault: DrillFault;
  readonly started_at: number;
  readonly ends_at: number;
}

/** What `start` sends: the channel, the fault and how long it lasts. */
export interface DrillStart {
  readonly channel_uuid: string;
  readonly fault: DrillFault;
  readonly seconds: number;
}

export const isDrillFault = (value: string): value is DrillFault => (drillFaults as readonly string[]).includes(value);

/** Whole seconds left of a drill at `nowMs` (0 once it has ended). */
export const drillSecondsLeft = (drill: Drill, nowMs: number): number =>
  Math.max(0, Math.ceil((drill.ends_at - nowMs) / 1000));
