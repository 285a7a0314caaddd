import type * as t from 'io-ts';
import type { EventGroup, ScheduledEvent } from '../../../domain/schedule';
import { defineTopic, entityTopics, inbound, listOf, push, shape } from '../kit';
import {
  EmptyObjectCodec,
  EventFilterCodec,
  EventReplyCodec,
  EventSavePayloadCodec,
  EventSearchPayloadCodec,
  EventSearchReplyCodec,
  SetBillingStatusPayloadCodec,
} from './event-payloads.codec';
import { EventCodec, EventGroupCodec, TodoCodec } from './scheduled-event.codec';

// The events topics of the schedule and billing features (docs/protocol/schedule.md). The clip, tag and
// export topics under `events:` belong to the clips catalogue; every pattern here has a literal second
// part or exactly two parts, so none of them can match those.

export interface EventListPayload {
  readonly events: readonly ScheduledEvent[];
}
export const EventListPayloadCodec: t.Type<EventListPayload, unknown, unknown> = shape({ events: listOf(EventCodec) });

export interface EventPayload {
  readonly data: ScheduledEvent;
}
export const EventPayloadCodec: t.Type<EventPayload, unknown, unknown> = shape({ data: EventCodec });

export interface EventGroupPayload {
  readonly event_group: EventGroup;
  readonly events: readonly ScheduledEvent[];
}
export const EventGroupPayloadCodec: t.Type<EventGroupPayload, unknown, unknown> = shape({
  event_group: EventGroupCodec,
  events: listOf(EventCodec),
});

const saveEvent = (doc: string) => push({ doc, payload: EventSavePayloadCodec, reply: EventReplyCodec });

const openedEvent = (doc: string) =>
  inbound({
    doc,
    codec: EventPayloadCodec,
    toEvents: (payload, context) => [{ type: 'EventReceived', event: payload.data, at: context.at }],
  });

export const scheduleTopics = {
  ...entityTopics({
    noun: 'event',
    save: saveEvent('Create an event (and its new event group).'),
    all: {
      pattern: 'events:all',
      doc: 'The event list of the pushed filter (dashboard range, /events list, billing month, cloudrec pages).',
      inbound: {
        init: inbound({
          doc: 'After join: every event of the default filter; replaces the list.',
          codec: EventListPayloadCodec,
          toEvents: (payload, context) => [{ type: 'EventsLoaded', events: payload.events, at: context.at }],
        }),
        events: inbound({
          doc: 'The answer to a pushed filter; replaces the list, or adds a page when the filter has an offset.',
          codec: EventListPayloadCodec,
          toEvents: (payload, context) => [{ type: 'EventsListed', events: payload.events, at: context.at }],
        }),
        'event-update': inbound({
          doc: 'One event was created or changed (times, state, to-dos, billing).',
          codec: EventPayloadCodec,
          toEvents: (payload, context) => [{ type: 'EventUpdated', event: payload.data, at: context.at }],
        }),
      },
      pushes: {
        filter: push({
          doc: 'Choose the list: daterange (unix s), states, customer, offset, limit, order_by.',
          payload: EventFilterCodec,
          reply: EmptyObjectCodec,
        }),
        set_billing_status: push({
          doc: 'Mark one event billed or not_billed.',
          payload: SetBillingStatusPayloadCodec,
          reply: EventReplyCodec,
        }),
      },
    },
    create: { pattern: 'events:create', doc: 'Creates events.' },
    one: {
      pattern: 'events:{uuid}',
      doc: 'One event, as its editor and its dashboard row act on it.',
      inbound: {
        init: openedEvent('After join: the event.'),
        update: openedEvent('The event changed.'),
      },
      pushes: {
        save: saveEvent('Save the event; update is true for an existing event.'),
        stop: push({
          doc: 'Stop a current event (its transcoder, mediaconnects and routers).',
          payload: EmptyObjectCodec,
          reply: EmptyObjectCodec,
        }),
        toggle_todo: push({
          doc: "Set the socket account's to-do on the event's group.",
          payload: TodoCodec,
          reply: EventReplyCodec,
        }),
      },
    },
  }),
  'events:search': defineTopic({
    pattern: 'events:search',
    doc: 'Free-text event search (3 characters or more).',
    inbound: {},
    pushes: {
      search: push({
        doc: 'Search title and subtitle; the reply lists the hits.',
        payload: EventSearchPayloadCodec,
        reply: EventSearchReplyCodec,
        toEvents: (reply, context) => [
          { type: 'EventSearchAnswered', id: context.id, results: reply.results, at: context.at },
        ],
      }),
    },
  }),
  'events:create_with_group:{group}': defineTopic({
    pattern: 'events:create_with_group:{group}',
    doc: 'Creates an event in an existing event group (an alternative of the same recording).',
    inbound: {},
    pushes: { save: saveEvent('Create an event in event group {group}.') },
  }),
  'events:clone:{id}': defineTopic({
    pattern: 'events:clone:{id}',
    doc: 'Clones event {id} (/dashboard/event_new?clone_id={id}).',
    inbound: { init: openedEvent('After join: the event to clone, to prefill the form.') },
    pushes: { save: saveEvent('Create a new event from the form prefilled with event {id}.') },
  }),
  'events:event_group_by_event:{id}': defineTopic({
    pattern: 'events:event_group_by_event:{id}',
    doc: 'The event group of event {id} with all its events.',
    inbound: {
      init: inbound({
        doc: 'After join: the group and its events.',
        codec: EventGroupPayloadCodec,
        toEvents: (payload, context) => [
          { type: 'EventGroupReceived', group: payload.event_group, events: payload.events, at: context.at },
        ],
      }),
    },
    pushes: {},
  }),
} as const;
