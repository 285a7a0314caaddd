import { defaultEventRange, defaultEventStates, type EventFilter } from '../../src/domain/schedule';
import { EventFilterCodec, SetBillingStatusPayloadCodec } from '../../src/infrastructure/wire/schedule';
import { presentAll, visibleWires, type Presented } from '../records/entity-kind';
import { eventListQuery } from '../records/event-query';
import { ok, reasons, refuse, type PayloadError } from '../protocol/reply';
import type { Services } from '../services';
import { setBillingStatus } from './events-actions';
import { eventsKind } from './events-kind';
import { pushWith, type TopicHandler } from './topic-handler';

/** The zone the default range is counted in ("start of today to end of day+7", spec 1 §7.2): the server's own. */
const serverZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The default filter of events:all init: active events from the start of today to the end of day+7. */
export const defaultEventFilter = (nowMs: number): EventFilter => ({
  daterange: defaultEventRange(Math.floor(nowMs / 1000), serverZone),
  states: [...defaultEventStates],
});

/** The events of a filter in its order, presented; or the path errors of a filter the server cannot apply. */
export const listEvents = async (
  services: Services,
  filter: EventFilter,
): Promise<{ readonly items: Presented[] } | { readonly errors: PayloadError[] }> => {
  const query = eventListQuery(filter);
  if (Array.isArray(query)) return { errors: query };
  const read = services.store.db.read;
  const ids = (await read.query<{ id: number }>(query.sql, [...query.params])).rows.map((row) => row.id);
  const rows = ids.length === 0 ? [] : await services.store.documents.events.list('id = any($1::int[])', [ids]);
  const position = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  return { items: await presentAll(eventsKind, services, read, rows) };
};

/**
 * events:all: the join is answered `{}`, then `init {events}` for the default filter. `filter` replies `{}` and
 * sends the matching events to this channel only as `events {events}`; every change of any event reaches every
 * subscriber as `event-update {data}` (the console keeps it only while it matches its filter).
 */
export const eventsAllTopic: TopicHandler = {
  pattern: 'events:all',
  doc: 'Events of a filter: init {events} (default filter), events {events} after filter, event-update {data}; set_billing_status.',
  join: async () => ok({}),
  afterJoin: async (context) => {
    const listed = await listEvents(context.services, defaultEventFilter(context.services.clock()));
    context.channel.push('init', {
      events: 'items' in listed ? visibleWires(eventsKind, context.actor, listed.items) : [],
    });
  },
  pushes: {
    filter: pushWith(EventFilterCodec, async (context, filter) => {
      const listed = await listEvents(context.services, filter);
      if ('errors' in listed) return refuse(reasons.invalid, { errors: listed.errors });
      const events = visibleWires(eventsKind, context.actor, listed.items);
      // The reply goes out first; the list follows as its own frame (docs/protocol/schedule.md).
      setImmediate(() => context.channel.push('events', { events }));
      return ok({});
    }),
    set_billing_status: pushWith(SetBillingStatusPayloadCodec, (context, payload) =>
      setBillingStatus(context, payload.event_uuid, payload.status),
    ),
  },
};
