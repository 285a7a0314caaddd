import type { BillingStatus, EventGroup, ScheduledEvent, Todo } from './scheduled-event';

// What the console pushes on the events topics (docs/protocol/schedule.md). Kept in the domain so the
// application can build them without knowing the wire.

/** An event as the editor saves it: a new one has no uuid yet, and its group may be new too. */
export type EventGroupDraft = Omit<EventGroup, 'uuid'> & { readonly uuid?: string };
export type EventDraft = Omit<ScheduledEvent, 'uuid' | 'state' | 'event_group'> & {
  readonly uuid?: string;
  readonly state?: ScheduledEvent['state'];
  readonly event_group?: EventGroupDraft;
};

/** `save` on events:{uuid}, events:clone:{id}, events:create and events:create_with_group:{group}. */
export interface EventSavePayload {
  readonly event: EventDraft;
  /** True when an existing event is updated (events:{uuid}); absent or false creates. */
  readonly update?: boolean;
  /** The version of the event the save was based on (an update); a mismatch is refused `stale` (one-truth.md). */
  readonly version?: number;
  /** The operator chose 'Schedule it overlapping': without it an overlap on the destination is refused. */
  readonly overlap_consent?: boolean;
}

/** `toggle_todo` on events:{uuid}: the account comes from the socket's token. */
export type ToggleTodoPayload = Todo;

/** `set_billing_status` on events:all. */
export interface SetBillingStatusPayload {
  readonly event_uuid: string;
  readonly status: BillingStatus;
}

/** `search` on events:search. */
export interface EventSearchPayload {
  readonly search: string;
}
