/**
 * Fault drills as the media sees them (docs/protocol/media.md "Fault drills"): what a channel's live stream
 * does while a drill runs. Pure: the drills are an input of the playlist function, like the clock, never state
 * kept here. Who starts and stops drills, and how every process learns of them, is server/system/drill-board.ts.
 */

/** Faults whose segments replace loop segments (shipped in faults/, made by generate-media.sh). */
export const segmentFaults = ['black', 'freeze', 'silence'] as const;
export type SegmentFault = (typeof segmentFaults)[number];

/** `stall`: the live playlist stops advancing (still served); `offline`: the playlist answers 404. */
export type MediaFault = SegmentFault | 'stall' | 'offline';

export const isSegmentFault = (fault: string): fault is SegmentFault => (segmentFaults as readonly string[]).includes(fault);

/** One drill on one channel: from `startedAtMs` (inclusive) to `endsAtMs` (exclusive), unix ms. */
export interface MediaDrill {
  readonly fault: MediaFault;
  readonly startedAtMs: number;
  readonly endsAtMs: number;
}

/** The drills of a channel by its key (the uuid in `/hls/live/{channel}/`): running ones and recently ended ones. */
export type ChannelDrills = (channelKey: string) => readonly MediaDrill[];

export const noDrills: ChannelDrills = () => [];

/** The drill of `fault` running at `nowMs`, if any. */
export const runningDrill = (drills: readonly MediaDrill[], fault: MediaFault, nowMs: number): MediaDrill | undefined =>
  drills.find((drill) => drill.fault === fault && drill.startedAtMs <= nowMs && nowMs < drill.endsAtMs);

/**
 * The fault a live segment carries, decided by when it enters the playlist (its end on the wall clock): a
 * segment that ends after a drill starts and no later than it ends. So a segment a player has already been
 * given is never renamed (it was listed before the drill began), and the first segment listed after the end is
 * the loop's again. Ended drills stay an input until their segments have left the window, so reloading a
 * playlist never changes a line it already had (a stop only moves `endsAtMs` earlier, to the stop).
 */
export const segmentFaultAt = (drills: readonly MediaDrill[], segmentEndMs: number): SegmentFault | undefined => {
  for (const drill of drills)
    if (isSegmentFault(drill.fault) && drill.startedAtMs < segmentEndMs && segmentEndMs <= drill.endsAtMs) return drill.fault;
  return undefined;
};
