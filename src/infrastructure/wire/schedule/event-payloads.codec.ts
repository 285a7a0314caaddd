import * as t from 'io-ts';
import {
  billingStatuses,
  eventStates,
  type EventDraft,
  type EventFilter,
  type EventGroupDraft,
  type EventOrder,
  type EventSavePayload,
  type EventSearchPayload,
  type EventSearchResult,
  type ScheduledEvent,
  type SetBillingStatusPayload,
} from '../../../domain/schedule';
import { eventSaveGuards, finite, jsonObject, listOf, numericId, oneOf, optional, shape } from '../kit';
import {
  EventCodec,
  EventGroupSystemMetaCodec,
  EventSearchResultCodec,
  eventOptionalFields,
} from './scheduled-event.codec';
import { uuid } from './wire-values';

// Payloads the console pushes on the events topics and the `response` of their ok replies.

const EventOrderCodec: t.Type<EventOrder, unknown, unknown> = shape({
  field: t.string,
  direction: oneOf(['asc', 'desc']),
});

export const EventFilterCodec: t.Type<EventFilter, unknown, unknown> = shape(
  { daterange: shape({ start: finite, end: finite }), states: listOf(oneOf(eventStates)) },
  {
    customer: optional(numericId),
    offset: optional(finite),
    limit: optional(finite),
    order_by: optional(listOf(EventOrderCodec)),
  },
);

export const SetBillingStatusPayloadCodec: t.Type<SetBillingStatusPayload, unknown, unknown> = shape({
  event_uuid: uuid,
  status: oneOf(billingStatuses),
});

export const EventGroupDraftCodec: t.Type<EventGroupDraft, unknown, unknown> = shape(
  {},
  {
    uuid: optional(uuid),
    channel_id: optional(numericId),
    start_time: optional(finite),
    system_meta: optional(EventGroupSystemMetaCodec),
  },
);

export const EventDraftCodec: t.Type<EventDraft, unknown, unknown> = shape(
  { cached_start_time: finite, cached_end_time: finite },
  {
    ...eventOptionalFields,
    uuid: optional(uuid),
    state: optional(oneOf(eventStates)),
    event_group: optional(EventGroupDraftCodec),
  },
);

export const EventSavePayloadCodec: t.Type<EventSavePayload, unknown, unknown> = shape(
  { event: EventDraftCodec },
  { update: optional(t.boolean), ...eventSaveGuards },
);

export const EventSearchPayloadCodec: t.Type<EventSearchPayload, unknown, unknown> = shape({ search: t.string });

/** A push without arguments sends `{}`; an acknowledgement without data answers `{}`. */
export const EmptyObjectCodec: t.Type<Readonly<Record<string, unknown>>, unknown, unknown> = jsonObject;

/** The ok reply of a push that changes an event: the event as saved. */
export interface EventReply {
  readonly data: ScheduledEvent;
}
export const EventReplyCodec: t.Type<EventReply, unknown, unknown> = shape({ data: EventCodec });

export interface EventSearchReply {
  readonly results: readonly EventSearchResult[];
}
export const EventSearchReplyCodec: t.Type<EventSearchReply, unknown, unknown> = shape({
  results: listOf(EventSearchResultCodec),
});
