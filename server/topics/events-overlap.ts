import { overlappingEvents, type OverlapCandidate } from '../../src/domain/event-editor';
import type { Actor } from '../auth/actor';
import { isVisible } from '../records/entity-kind';
import { reasons, refuse, type Reply } from '../protocol/reply';
import type { Services } from '../services';
import { lockForTransaction, rowLocks, type Sql } from '../storage/database';
import type { StoredDocument } from '../storage/document-repository';
import { eventsKind } from './events-kind';

// No double booking (docs/protocol/one-truth.md): an active event whose window meets another active event's on
// the same destination channel is refused unless the save carries the operator's consent. The rule is the event
// editor's own (`overlappingEvents`); the check runs inside the save's transaction under the destination's lock,
// so fifty consoles booking one destination at once are decided one after the other, in every process.

/** What a save would store about the booking: the event (its uuid, once known), destination, window and state. */
export interface Booking extends OverlapCandidate {
  readonly uuid: string;
  readonly channelId: number;
  readonly state: string;
}

const numberOf = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** The booking a stored event holds. */
const bookingOf = (event: StoredDocument): Partial<Booking> => ({
  channelId: numberOf(event.body.channel_id),
  start: numberOf(event.body.cached_start_time),
  end: numberOf(event.body.cached_end_time),
  state: event.state,
});

/**
 * Whether a save must be checked: every new event, and an update that moves the booking (another destination,
 * start or end) or makes the event active. A title edit of an event scheduled overlapping with consent is not
 * refused again. An archived event books nothing.
 */
export const movesBooking = (booking: Booking, existing: StoredDocument | undefined): boolean => {
  if (booking.state !== 'active') return false;
  if (!existing) return true;
  const before = bookingOf(existing);
  return (
    before.state !== 'active' ||
    before.channelId !== booking.channelId ||
    before.start !== booking.start ||
    before.end !== booking.end
  );
};

// Times are compared in SQL only when they are JSON numbers, so a hand-written row cannot make the cast fail.
const timeOf = (field: string): string =>
  `(case when jsonb_typeof(body->'${field}') = 'number' then (body->>'${field}')::numeric end)`;

/**
 * Takes the destination's lock for the rest of `tx`, then finds the earliest active event on it that the booking's
 * window meets (half-open windows; never the event itself). Undefined when the destination is free.
 */
export const collisionIn = async (
  services: Services,
  tx: Sql,
  booking: Booking,
): Promise<StoredDocument | undefined> => {
  await lockForTransaction(tx, rowLocks.eventDestination, booking.channelId);
  const near = await services.store.documents.events.list(
    `state = 'active' and body->>'channel_id' = $1 and uuid <> $2::uuid
     and ${timeOf('cached_start_time')} < $4 and ${timeOf('cached_end_time')} > $3`,
    [String(booking.channelId), booking.uuid, booking.start, booking.end],
    tx,
  );
  const rows = new Map(near.map((event) => [event.uuid, event]));
  const [first] = overlappingEvents(
    booking,
    near.map((event) => ({
      uuid: event.uuid,
      state: 'active' as const,
      channel_id: numberOf(event.body.channel_id),
      cached_start_time: numberOf(event.body.cached_start_time) ?? 0,
      cached_end_time: numberOf(event.body.cached_end_time) ?? 0,
      title: typeof event.body.title === 'string' ? event.body.title : '',
    })),
  );
  return first && rows.get(first.uuid);
};

/** `overlap`, naming the event collided with (by its times and destination only when `actor` may not see it). */
export const overlapRefusal = (actor: Actor, collision: StoredDocument): Reply => {
  const seen = isVisible(eventsKind, actor, collision);
  const title = collision.body.title;
  return refuse(reasons.overlap, {
    collides_with: {
      uuid: seen ? collision.uuid : '',
      title: seen && typeof title === 'string' ? title : '',
      cached_start_time: collision.body.cached_start_time,
      cached_end_time: collision.body.cached_end_time,
      channel_id: collision.body.channel_id,
    },
  });
};
