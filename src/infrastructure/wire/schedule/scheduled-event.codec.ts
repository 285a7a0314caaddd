import * as t from 'io-ts';
import {
  billingStatuses,
  eventStates,
  todoStatuses,
  type EventBilling,
  type EventGroup,
  type EventGroupSystemMeta,
  type EventSearchResult,
  type EventSystemMeta,
  type ScheduledEvent,
  type Todo,
} from '../../../domain/schedule';
import { itemVersion, finite, jsonObject, listOf, numericId, oneOf, optional, recordOf, shape } from '../kit';
import { amount, blankable, textId, uuid } from './wire-values';

export const TodoCodec: t.Type<Todo, unknown, unknown> = shape({ active: t.boolean, status: oneOf(todoStatuses) });

export const EventGroupSystemMetaCodec: t.Type<EventGroupSystemMeta, unknown, unknown> = shape(
  {},
  {
    alternative: optional(t.union([t.string, t.boolean])),
    signal_type: optional(t.string),
    todos: optional(recordOf(TodoCodec)),
  },
);

export const EventGroupCodec: t.Type<EventGroup, unknown, unknown> = shape(
  { uuid },
  { channel_id: optional(numericId), start_time: optional(finite), system_meta: optional(EventGroupSystemMetaCodec) },
);

// Billing values come from form fields, so an empty field ('') counts as absent rather than as an error.
export const EventBillingCodec: t.Type<EventBilling, unknown, unknown> = shape(
  {},
  {
    contract: blankable(numericId),
    status: blankable(oneOf(billingStatuses)),
    sum: blankable(amount),
    expenses_sum: blankable(amount),
    info: optional(t.string),
  },
);

export const EventSystemMetaCodec: t.Type<EventSystemMeta, unknown, unknown> = t.intersection([
  jsonObject,
  shape({}, { billing: optional(EventBillingCodec) }),
]);

/** The optional fields of an event other than its group (shared with the save payload's draft). */
export const eventOptionalFields = {
  external_id: optional(textId),
  offset: optional(finite),
  duration: optional(finite),
  channel_id: optional(numericId),
  publish_start_time: optional(finite),
  publish_end_time: optional(finite),
  title: optional(t.string),
  subtitle: optional(t.string),
  preview_url: optional(t.string),
  live_url: optional(t.string),
  meta: optional(jsonObject),
  system_meta: optional(EventSystemMetaCodec),
};

export const EventCodec: t.Type<ScheduledEvent, unknown, unknown> = shape(
  { uuid, state: oneOf(eventStates), cached_start_time: finite, cached_end_time: finite },
  { ...eventOptionalFields, event_group: optional(EventGroupCodec), version: itemVersion },
);

export const EventListCodec: t.Type<readonly ScheduledEvent[], unknown, unknown> = listOf(EventCodec);

export const EventSearchResultCodec: t.Type<EventSearchResult, unknown, unknown> = shape(
  { uuid, cached_start_time: finite },
  {
    cached_end_time: optional(finite),
    title: optional(t.string),
    subtitle: optional(t.string),
    channel_id: optional(numericId),
  },
);
