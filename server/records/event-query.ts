import type { EventFilter, EventOrder } from '../../src/domain/schedule';
import { ownProperty } from '../protocol/own-property';
import type { PayloadError } from '../protocol/reply';

/** One `events` frame carries at most this many events; paging (offset/limit) reaches the rest. */
export const maxEventsPerList = 1000;

/** A numeric body field, or NULL when a row holds something else there (a CASE, so no cast can fail). */
const numberAt = (field: string): string =>
  `(case when jsonb_typeof(body->'${field}') = 'number' then (body->>'${field}')::float8 end)`;

/** The fields a filter may order by, as SQL over the events table. */
export const orderableEventFields: Readonly<Record<string, string>> = {
  cached_start_time: numberAt('cached_start_time'),
  cached_end_time: numberAt('cached_end_time'),
  publish_start_time: numberAt('publish_start_time'),
  publish_end_time: numberAt('publish_end_time'),
  title: `coalesce(body->>'title', '')`,
  subtitle: `coalesce(body->>'subtitle', '')`,
  uuid: 'uuid',
  id: 'id',
  state: 'state',
  inserted_at: 'inserted_at',
  updated_at: 'updated_at',
};

export interface EventListQuery {
  /** `select id from events where … order by … limit … offset …` with its parameters. */
  readonly sql: string;
  readonly params: readonly unknown[];
}

const defaultOrder: readonly EventOrder[] = [{ field: 'cached_start_time', direction: 'asc' }];

/**
 * The events of a filter (spec 1 §7.2, spec 2 §4, docs/protocol/schedule.md): state in `states`, overlapping the
 * date range (both ends inclusive), optionally only events whose destination channel bills `customer`; ordered
 * by `order_by` (cloudrec: start descending, then uuid descending) with uuid as the last tie-break so pages
 * never overlap, then `offset` and `limit`.
 */
export const eventListQuery = (filter: EventFilter): EventListQuery | PayloadError[] => {
  const order = filter.order_by ?? defaultOrder;
  const errors = order.flatMap((entry, index): PayloadError[] =>
    Object.hasOwn(orderableEventFields, entry.field)
      ? []
      : [
          {
            path: `order_by.${index}.field`,
            expected: Object.keys(orderableEventFields).join(' | '),
            actual: JSON.stringify(entry.field),
          },
        ],
  );
  if (errors.length > 0) return errors;
  const params: unknown[] = [[...new Set(filter.states)], filter.daterange.start, filter.daterange.end];
  const conditions = [
    `state = any($1::text[])`,
    `${numberAt('cached_start_time')} <= $3`,
    `${numberAt('cached_end_time')} >= $2`,
  ];
  if (filter.customer !== undefined) {
    params.push(String(filter.customer));
    conditions.push(
      `body->>'channel_id' in (select id::text from channels where body->'meta'->>'billing_customer' = $${params.length})`,
    );
  }
  const ordering = [
    ...order,
    ...(order.some((entry) => entry.field === 'uuid')
      ? []
      : [{ field: 'uuid', direction: order.at(-1)?.direction ?? 'asc' }]),
  ].map(
    (entry) =>
      `${ownProperty(orderableEventFields, entry.field) ?? 'id'} ${entry.direction === 'desc' ? 'desc' : 'asc'} nulls last`,
  );
  const limit = Math.min(Math.max(Math.floor(filter.limit ?? maxEventsPerList), 0), maxEventsPerList);
  const offset = Math.min(Math.max(Math.floor(filter.offset ?? 0), 0), 1_000_000_000);
  params.push(limit, offset);
  return {
    sql: `select id from events where ${conditions.join(' and ')} order by ${ordering.join(', ')} limit $${params.length - 1} offset $${params.length}`,
    params,
  };
};
