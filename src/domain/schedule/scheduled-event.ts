// The event entity as the backend sends it (spec 2 §3, spec 3 §3). Field names follow the wire so the codecs
// can be typed against these types; wire null arrives here as an absent field.

export type EventState = 'active' | 'archived';
export const eventStates: readonly EventState[] = ['active', 'archived'];

/** To-do status on an event group (spec 2 §3): watch or ready. */
export type TodoStatus = 'watch' | 'ready';
export const todoStatuses: readonly TodoStatus[] = ['watch', 'ready'];

/** One account's to-do entry; `active` says whether the event is on that account's to-do list. */
export interface Todo {
  readonly active: boolean;
  readonly status: TodoStatus;
}

export interface EventGroupSystemMeta {
  /** Alternative-feed marker; backends send it as a flag or as a name. */
  readonly alternative?: string | boolean;
  readonly signal_type?: string;
  /** To-dos keyed by account e-mail. */
  readonly todos?: Readonly<Record<string, Todo>>;
}

/** The recording an event belongs to; its channel is the source channel (spec 1 §3). */
export interface EventGroup {
  readonly uuid: string;
  readonly channel_id?: number;
  /** Kickoff time, unix seconds. */
  readonly start_time?: number;
  readonly system_meta?: EventGroupSystemMeta;
}

export type BillingStatus = 'billed' | 'not_billed';
export const billingStatuses: readonly BillingStatus[] = ['billed', 'not_billed'];

/** system_meta.billing (admin only, spec 2 §3); status absent means not_billed (spec 3 §3). */
export interface EventBilling {
  /** Id of the contract record in the contracts content list. */
  readonly contract?: number;
  readonly status?: BillingStatus;
  /** A sum typed into the event; it replaces the sum computed from the contract's billables. */
  readonly sum?: number;
  /** An expenses sum typed into the event; it replaces the contract's expenses. */
  readonly expenses_sum?: number;
  readonly info?: string;
}

export interface EventSystemMeta {
  readonly billing?: EventBilling;
  readonly [key: string]: unknown;
}

/** A scheduled broadcast from a source channel (its group's) to a destination channel (`channel_id`). */
export interface ScheduledEvent {
  /** The stored version (one more on each write); a save sends the one its form was based on (issue 32 §2). */
  readonly version?: number;
  readonly uuid: string;
  readonly state: EventState;
  /** Kickoff, unix seconds. */
  readonly cached_start_time: number;
  /** End, unix seconds. */
  readonly cached_end_time: number;
  readonly external_id?: string;
  /** 'Open Before' offset, seconds before the kickoff. */
  readonly offset?: number;
  /** Seconds; the default end is start plus duration (spec 2 §4). */
  readonly duration?: number;
  /** Destination (output) channel id. */
  readonly channel_id?: number;
  readonly publish_start_time?: number;
  /** 0 means not set (spec 2 §4: a publish end of 0 is not shifted). */
  readonly publish_end_time?: number;
  readonly title?: string;
  readonly subtitle?: string;
  readonly preview_url?: string;
  readonly live_url?: string;
  readonly meta?: Readonly<Record<string, unknown>>;
  readonly system_meta?: EventSystemMeta;
  readonly event_group?: EventGroup;
}

/** One hit of the event search (spec 1 §7.2: shown as date, time, title and subtitle; opens the event). */
export interface EventSearchResult {
  readonly uuid: string;
  readonly cached_start_time: number;
  readonly cached_end_time?: number;
  readonly title?: string;
  readonly subtitle?: string;
  readonly channel_id?: number;
}

/** A time range in unix seconds, both ends inclusive. */
export interface DateRange {
  readonly start: number;
  readonly end: number;
}

export type SortDirection = 'asc' | 'desc';
export interface EventOrder {
  readonly field: string;
  readonly direction: SortDirection;
}

/** The filter pushed on events:all (spec 1 §7.2, spec 2 §7, spec 3 §7). */
export interface EventFilter {
  readonly daterange: DateRange;
  readonly states: readonly EventState[];
  /** Billing: only events whose destination channel bills this customer. */
  readonly customer?: number;
  readonly offset?: number;
  readonly limit?: number;
  readonly order_by?: readonly EventOrder[];
}
