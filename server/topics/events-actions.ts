import { billingMarkRefusal, futureEventText } from '../../src/domain/billing';
import { canStopEvent, eventTiming, type BillingStatus, type Todo } from '../../src/domain/schedule';
import { announceChanges } from '../records/announce';
import { viewFor } from '../records/entity-kind';
import { eventGroupBody, withDerivedUrls, withTodo } from '../records/event-draft';
import { writeItemIn } from '../records/write-item';
import { ok, reasons, refuse, type Reply } from '../protocol/reply';
import type { StoredDocument } from '../storage/document-repository';
import { eventsKind, groupUuidOf } from './events-kind';
import { groupSiblings } from './events-save';
import type { TopicContext } from './topic-handler';

const numberOf = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const objectOf = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * stop on events:{uuid}: "A stop-event action is allowed only while the event is current" (spec 1 §5); anything
 * else is refused with reason `not_current`. The event ends now: its end, duration and recording URL follow.
 * (Transcoder, mediaconnects and routers are the control simulation's; it sees the event end.)
 */
export const stopEvent = async (context: TopicContext, event: StoredDocument): Promise<Reply> => {
  const { services, actor } = context;
  const now = Math.floor(services.clock() / 1000);
  const start = numberOf(event.body.cached_start_time);
  if (
    !canStopEvent(eventTiming({ cached_start_time: start, cached_end_time: numberOf(event.body.cached_end_time) }, now))
  )
    return refuse('not_current');
  const channelId = event.body.channel_id;
  const channel = typeof channelId === 'number' ? await services.store.documents.channels.get(channelId) : undefined;
  const body = withDerivedUrls(
    { ...event.body, cached_end_time: now, duration: now - start },
    event.uuid,
    channel?.uuid,
  );
  const written = await services.store.db.write((tx) =>
    writeItemIn(eventsKind, services, tx, { existing: event, body, state: event.state, changedBy: actor.accountId }),
  );
  announceChanges(eventsKind, services, [written]);
  return ok({});
};

/**
 * toggle_todo {active, status} on events:{uuid}: the account's own to-do (keyed by its e-mail) on the event's
 * group; every event of the group carries the group, so all of them are sent again. An event without a group
 * (a hand-written row) gets one.
 */
export const toggleTodo = async (context: TopicContext, event: StoredDocument, todo: Todo): Promise<Reply> => {
  const { services, actor } = context;
  const groups = services.store.documents.event_groups;
  const named = groupUuidOf(event);
  const found = named === undefined ? undefined : await groups.getByUuid(named);
  const written = await services.store.db.write(async (tx) => {
    // Read again inside the transaction: two accounts toggling at once must both keep their to-do.
    const group = found && (await groups.get(found.id, tx));
    const body = withTodo(
      group?.body ?? eventGroupBody(undefined, undefined, false, numberOf(event.body.cached_start_time)),
      actor.email,
      todo,
    );
    const changedBy = actor.accountId;
    const row = group
      ? await groups.update(tx, group.id, body, group.state, { changedBy })
      : await groups.insert(tx, body, 'active', undefined, changedBy);
    if (!row) throw new Error(`event group ${found?.id ?? ''} vanished during toggle_todo`);
    if (!group)
      await services.store.documents.events.update(
        tx,
        event.id,
        { ...event.body, event_group_uuid: row.uuid },
        event.state,
        { changedBy },
      );
    const all = await groupSiblings(services, tx, row.uuid, undefined);
    return { all, self: all.find((item) => item.document.id === event.id) };
  });
  announceChanges(
    eventsKind,
    services,
    written.all.map((after) => ({ after })),
  );
  return written.self ? ok({ data: viewFor(eventsKind, actor, written.self) }) : refuse(reasons.notFound);
};

/** set_billing_status {event_uuid, status} on events:all (administrators): system_meta.billing.status. */
export const setBillingStatus = async (
  context: TopicContext,
  eventUuid: string,
  status: BillingStatus,
): Promise<Reply> => {
  const { services, actor } = context;
  const event = await services.store.documents.events.getByUuid(eventUuid);
  if (!event) return refuse(reasons.notFound);
  // Issue 29: a future event has nothing to bill yet (docs/protocol/billing.md).
  const refusal = billingMarkRefusal(
    { cached_start_time: numberOf(event.body.cached_start_time) },
    status,
    Math.floor(services.clock() / 1000),
  );
  if (refusal) return refuse(refusal, { message: futureEventText });
  const systemMeta = objectOf(event.body.system_meta);
  const body = { ...event.body, system_meta: { ...systemMeta, billing: { ...objectOf(systemMeta.billing), status } } };
  const written = await services.store.db.write((tx) =>
    writeItemIn(eventsKind, services, tx, { existing: event, body, state: event.state, changedBy: actor.accountId }),
  );
  announceChanges(eventsKind, services, [written]);
  return ok({ data: viewFor(eventsKind, actor, written.after) });
};
