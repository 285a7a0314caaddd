import * as t from 'io-ts';
import { drillFaults, drillSeconds, type Drill, type DrillFault, type DrillStart } from '../../../domain/drills';
import { UuidCodec } from '../channels';
import { finite, listOf, oneOf, shape } from '../kit';

/** One of the five faults; anything else is refused with the list in `expected`. */
export const DrillFaultCodec: t.Type<DrillFault, unknown, unknown> = oneOf(drillFaults);

const isDrillSeconds = (u: unknown): u is number =>
  typeof u === 'number' && Number.isInteger(u) && u >= drillSeconds.min && u <= drillSeconds.max;

/** A drill's length: whole seconds in the range the domain declares (domain/drills/drill.ts says why). */
export const DrillSecondsCodec: t.Type<number, unknown, unknown> = new t.Type<number, unknown, unknown>(
  `whole seconds from ${drillSeconds.min} to ${drillSeconds.max}`,
  isDrillSeconds,
  (u, context) => (isDrillSeconds(u) ? t.success(u) : t.failure(u, context)),
  t.identity,
);

export const DrillCodec: t.Type<Drill, unknown, unknown> = shape({
  channel_uuid: UuidCodec,
  fault: DrillFaultCodec,
  started_at: finite,
  ends_at: finite,
});

/** The `drills` frame and the join reply: every drill running now. */
export const DrillListCodec: t.Type<{ readonly drills: readonly Drill[] }, unknown, unknown> = shape({
  drills: listOf(DrillCodec),
});

export const DrillStartCodec: t.Type<DrillStart, unknown, unknown> = shape({
  channel_uuid: UuidCodec,
  fault: DrillFaultCodec,
  seconds: DrillSecondsCodec,
});

export const DrillStopCodec: t.Type<{ readonly channel_uuid: string }, unknown, unknown> = shape({
  channel_uuid: UuidCodec,
});

/** The reply of `start` and `stop`: the drill as it now stands (a stopped one ends at the stop). */
export const DrillReplyCodec: t.Type<{ readonly drill: Drill }, unknown, unknown> = shape({ drill: DrillCodec });
