import * as t from 'io-ts';
import {
  billingStatuses, eventStates, type EventDraft, type EventFilter, type EventGroupDraft, type EventOrder, type EventSavePayload,
  type EventSearchPayload, type EventSearchResult, type ScheduledEvent, type SetBillingStatusPayload,
} from '../../../domain/schedule';
import { finite, jsonObject, listOf, numericId, oneOf, optional } from '../kit';
import { EventCodec, EventGroupSystemMetaCodec, EventSearchResultCodec, eventOptionalFields } from './scheduled-event.codec';
import { uuid } from './wire-values';

// Payloads the console pushes on the events topics and the `response` of their ok replies.

const EventOrderCodec: t.Type<EventOrder, unknown, unknown> = t.type({ field: t.string, direction: oneOf(['asc', 'desc']) });

export const EventFilterCodec: t.Type<EventFilter, unknown, unknown> = t.intersection([
  t.type({ daterange: t.type({ start: finite, end: finite }), states: listOf(oneOf(eventStates)) }),
  t.partial({ customer: optional(numericId), offset: optional(finite), limit: optional(finite), order_by: optional(listOf(EventOrderCodec)) }),
]);

export const SetBillingStatusPayloadCodec: t.Type<SetBillingStatusPayload, unknown, unknown> = t.type({
  event_uuid: uuid,
  status: oneOf(billingStatuses),
});

export const EventGroupDraftCodec: t.Type<EventGroupDraft, unknown, unknown> = t.partial({
  uuid: optional(uuid),
  channel_id: optional(numericId),
  start_time: optional(finite),
  system_meta: optional(EventGroupSystemMetaCodec),
});

export const EventDraftCodec: t.Type<EventDraft, unknown, unknown> = t.intersection([
  t.type({ cached_start_time: finite, cached_end_time: finite }),
  t.partial({ ...eventOptionalFields, uuid: optional(uuid), state: optional(oneOf(eventStates)), event_group: optional(EventGroupDraftCodec) }),
]);

export const EventSavePayloadCodec: t.Type<EventSavePayload, unknown, unknown> = t.intersection([
  t.type({ event: EventDraftCodec }),
  t.partial({ update: optional(t.boolean) }),
]);

export const EventSearchPayloadCodec: t.Type<EventSearchPayload, unknown, unknown> = t.type({ search: t.string });

/** A push without arguments sends `{}`; an acknowledgement without data answers `{}`. */
export const EmptyObjectCodec: t.Type<Readonly<Record<string, unknown>>, unknown, unknown> = jsonObject;

/** The ok reply of a push that changes an event: the event as saved. */
export interface EventReply {
  readonly data: ScheduledEvent;
}
export const EventReplyCodec: t.Type<EventReply, unknown, unknown> = t.type({ data: EventCodec });

export interface EventSearchReply {
  readonly results: readonly EventSearchResult[];
}
export const EventSearchReplyCodec: t.Type<EventSearchReply, unknown, unknown> = t.type({ results: listOf(EventSearchResultCodec) });
