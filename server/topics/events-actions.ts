import { billingMarkRefusal, futureEventText } from '../../src/domain/billing';
import { canStopEvent, eventTiming, type BillingStatus, type Todo } from '../../src/domain/schedule';
import { announceChanges } from '../records/announce';
import { viewFor } from '../records/entity-kind';
import { eventGroupBody, withDerivedUrls, withTodo } from '../records/event-draft';
import { writeItemIn } from '../records/write-item';
import { ok, reasons, refuse, type Reply } from '../protocol/reply';
import type { StoredDocument } from '../storage/document-repository';
import { storedWith } from '../storage/stored-codec';
import type { StoredValue } from '../storage/stored-kinds';
import { eventsKind, groupUuidOf } from './events-kind';
import { groupSiblings } from './events-save';
import type { TopicContext } from './topic-handler';

/** The event read typed (its stored fields kept under it); one that does not decode is reported and read as absent. */
const storedEvent = (context: TopicContext, event: StoredDocument): StoredValue<'events'> | undefined =>
  storedWith('events', event, {}, (message) => context.services.log.error(message));

/**
 * stop on events:{uuid}: "A stop-event action is allowed only while the event is current" (spec 1 §5); anything
 * else is refused with reason `not_current`. The event ends now: its end, duration and recording URL follow.
 * (Transcoder, mediaconnects and routers are the control simulation's; it sees the event end.)
 */
export const stopEvent = async (context: TopicContext, event: StoredDocument): Promise<Reply> => {
  const { services, actor } = context;
  const now = Math.floor(services.clock() / 1000);
  const stored = storedEvent(context, event);
  if (!stored) return refuse(reasons.notFound);
  const start = stored.cached_start_time;
  if (!canStopEvent(eventTiming({ cached_start_time: start, cached_end_time: stored.cached_end_time }, now)))
    return refuse('not_current');
  const channelId = stored.channel_id;
  const channel = channelId === undefined ? undefined : await services.store.documents.channels.get(channelId);
  const body = withDerivedUrls({ ...stored, cached_end_time: now, duration: now - start }, event.uuid, channel?.uuid);
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
  const stored = storedEvent(context, event);
  if (!stored) return refuse(reasons.notFound);
  const report = (message: string): void => services.log.error(message);
  const written = await services.store.db.write(async (tx) => {
    // Read again inside the transaction: two accounts toggling at once must both keep their to-do.
    const group = found && (await groups.get(found.id, tx));
    // A group that does not decode is reported and stays as it is: the to-do is not written.
    const storedGroup = group && storedWith('event_groups', group, {}, report);
    if (group && !storedGroup) return { all: [], self: undefined };
    const body = withTodo(
      storedGroup ?? eventGroupBody(undefined, undefined, false, stored.cached_start_time),
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
        { ...stored, event_group_uuid: row.uuid },
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
  const stored = event && storedEvent(context, event);
  if (!event || !stored) return refuse(reasons.notFound);
  // Issue 29: a future event has nothing to bill yet (docs/protocol/billing.md).
  const refusal = billingMarkRefusal(
    { cached_start_time: stored.cached_start_time },
    status,
    Math.floor(services.clock() / 1000),
  );
  if (refusal) return refuse(refusal, { message: futureEventText });
  const systemMeta = stored.system_meta ?? {};
  const body = { ...stored, system_meta: { ...systemMeta, billing: { ...systemMeta.billing, status } } };
  const written = await services.store.db.write((tx) =>
    writeItemIn(eventsKind, services, tx, { existing: event, body, state: event.state, changedBy: actor.accountId }),
  );
  announceChanges(eventsKind, services, [written]);
  return ok({ data: viewFor(eventsKind, actor, written.after) });
};
