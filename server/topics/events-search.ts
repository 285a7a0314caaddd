import { eventSearchMinimumLength } from '../../src/domain/events-list';
import { matchesSearch, type EventSearchResult } from '../../src/domain/schedule';
import { EventSearchPayloadCodec } from '../../src/infrastructure/wire/schedule';
import { presentAll, visibleWires } from '../records/entity-kind';
import { createTopic, findVisible, isReply } from './content-topics';
import { orderableEventFields } from '../records/event-query';
import { ok, reasons, refuse, type Reply } from '../protocol/reply';
import type { StoredDocument } from '../storage/document-repository';
import { eventGroupWire, eventsKind, groupUuidOf } from './events-kind';
import { pushWith, type TopicContext, type TopicHandler } from './topic-handler';

/** The most results one search answers with (docs/protocol/schedule.md). */
export const maxSearchResults = 50;

const resultOf = (event: StoredDocument): EventSearchResult[] => {
  const { cached_start_time: start, cached_end_time: end, title, subtitle, channel_id: channelId } = event.body;
  if (typeof start !== 'number') return [];
  return [
    {
      uuid: event.uuid,
      cached_start_time: start,
      ...(typeof end === 'number' ? { cached_end_time: end } : {}),
      ...(typeof title === 'string' ? { title } : {}),
      ...(typeof subtitle === 'string' ? { subtitle } : {}),
      ...(typeof channelId === 'number' ? { channel_id: channelId } : {}),
    },
  ];
};

/**
 * search {search}: title and subtitle, ignoring case and accents ('karpat' finds 'Kärpät', the console's own
 * matchesSearch rule), newest first, at most 50. "Search starts only with more than 2 characters (minimum 3)"
 * (spec 1 §5; blanks around the text not counted): shorter texts find nothing. Postgres' ilike knows no accents
 * (and PGlite has no unaccent here), so the titles are read newest first and folded in JS until 50 match.
 */
const searchEvents = async (context: TopicContext, text: string): Promise<Reply> => {
  const needle = text.trim();
  if (needle.length < eventSearchMinimumLength) return ok({ results: [] });
  const { services } = context;
  const candidates = (
    await services.store.db.read.query<{ id: number; title: string | null; subtitle: string | null }>(
      `select id, body->>'title' as title, body->>'subtitle' as subtitle from events
       where jsonb_typeof(body->'cached_start_time') = 'number'
       order by ${orderableEventFields.cached_start_time ?? 'id'} desc, id desc`,
    )
  ).rows;
  const ids: number[] = [];
  for (const row of candidates) {
    if (ids.length >= maxSearchResults) break;
    if (matchesSearch([row.title ?? undefined, row.subtitle ?? undefined], needle)) ids.push(row.id);
  }
  const rows = ids.length === 0 ? [] : await services.store.documents.events.list('id = any($1::int[])', [ids]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ok({
    results: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? resultOf(row) : [];
    }),
  });
};

/** The event of the topic with its group, or the refusal (an event without a group has nothing to show). */
const eventWithGroup = async (
  context: TopicContext,
): Promise<{ readonly event: StoredDocument; readonly group: StoredDocument } | Reply> => {
  const event = await findVisible(eventsKind, context, context.params.id ?? '');
  if (isReply(event)) return event;
  const uuid = groupUuidOf(event);
  const group = uuid === undefined ? undefined : await context.services.store.documents.event_groups.getByUuid(uuid);
  return group ? { event, group } : refuse(reasons.notFound);
};

/** events:event_group_by_event:{id}: the join is answered `{}`, then `init {event_group, events}`. */
const groupByEventTopic: TopicHandler = {
  pattern: 'events:event_group_by_event:{id}',
  doc: 'The event group of event {id} (uuid or id) with all its events: init {event_group, events}.',
  join: async (context) => {
    const found = await eventWithGroup(context);
    return isReply(found) ? found : ok({});
  },
  afterJoin: async (context) => {
    const { services, actor } = context;
    const found = await eventWithGroup(context);
    if (isReply(found)) return;
    const events = await services.store.documents.events.list(`body->>'event_group_uuid' = $1`, [found.group.uuid]);
    const members = events.some((event) => event.id === found.event.id) ? events : [found.event, ...events];
    const items = await presentAll(eventsKind, services, services.store.db.read, members);
    context.channel.push('init', {
      event_group: eventGroupWire(found.group),
      events: visibleWires(eventsKind, actor, items),
    });
  },
  pushes: {},
};

/** events:search and events:event_group_by_event:{id}. */
export const eventLookupTopics: readonly TopicHandler[] = [
  createTopic(
    'events:search',
    'Event search: search {search} → {results} (title and subtitle, 3+ characters, newest first, at most 50).',
    {
      search: pushWith(EventSearchPayloadCodec, (context, payload) => searchEvents(context, payload.search)),
    },
  ),
  groupByEventTopic,
];
