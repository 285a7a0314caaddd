import { castDraft, current, isDraft, type Draft } from 'immer';
import { defineProjection, unhandled } from '../projection';
import {
  belongsToList,
  isFollowingPage,
  type EventFilter,
  type EventsFilterPushed,
  type ScheduleEvent,
  type ScheduledEvent,
} from '../schedule';
import { toBillableEvent, type BillableEvent } from './billable-event';
import type { BillingEvent } from './billing.events';
import type { Contract, Customer } from './contract';
import type { CommandSettled } from '../journal';

export interface BillingState {
  /** The last filter pushed on events:all (the billing page's carries the customer). */
  readonly filter?: EventFilter;
  /** The events of the current filter with their billing, by uuid. */
  readonly events: Readonly<Record<string, BillableEvent>>;
  /** Contracts by id. */
  readonly contracts: Readonly<Record<string, Contract>>;
  /** Customers by id. */
  readonly customers: Readonly<Record<string, Customer>>;
  readonly eventsAt?: number;
  /**
   * The `filter` pushes (command ids, oldest first) whose `events` answer has not arrived: the list still holds an
   * older filter's events (the dashboard's seven days, say) until it is empty. The server answers each push with
   * one `events` frame, in order; a push that failed (error, time-out, not sent) is answered by nothing.
   */
  readonly awaiting?: readonly string[];
  readonly contractsAt?: number;
  readonly customersAt?: number;
}

/**
 * Whether the events list answers the newest filter pushed (issue 29): a screen that pushed its own filter shows
 * its loading state, not the previous filter's events and totals, until that answer has arrived.
 */
export const billingEventsLoaded = (billing: BillingState): boolean =>
  billing.eventsAt !== undefined && (billing.awaiting ?? []).length === 0;

export const initialBillingState: BillingState = { events: {}, contracts: {}, customers: {} };

type State = Draft<BillingState>;

// The billing table reads the same events:all list as the dashboard (one topic, one filter at a time), so
// it follows the same membership rule.
const refresh = (draft: State, event: ScheduledEvent): void => {
  // A page writes the map back frozen (listPage): a later write in the same batch first swaps in a copy.
  if (Object.isFrozen(draft.events)) draft.events = { ...draft.events };
  if (belongsToList(event, draft.filter)) draft.events[event.uuid] = castDraft(toBillableEvent(event));
  else delete draft.events[event.uuid];
};

/**
 * A page of an events:all answer: the first replaces the list, a following one adds to it. The map is built as a
 * plain object and written once (a page holds up to 1,000 events; each written through immer's proxies cost more).
 */
const listPage = (draft: State, page: readonly ScheduledEvent[], replace: boolean): void => {
  const events: Record<string, BillableEvent> = replace ? {} : { ...(isDraft(draft) ? current(draft) : draft).events };
  for (const event of page)
    if (belongsToList(event, draft.filter)) events[event.uuid] = toBillableEvent(event);
    else delete events[event.uuid];
  // Frozen, so immer need not walk a thousand new objects looking for drafts.
  draft.events = castDraft(Object.freeze(events));
};

const byId = <T extends { readonly id: number }>(items: readonly T[]): Record<string, T> =>
  Object.fromEntries(items.map((item) => [String(item.id), item]));

export const billingProjection = defineProjection<
  BillingState,
  BillingEvent | ScheduleEvent | EventsFilterPushed | CommandSettled
>({
  name: 'billing',
  initial: initialBillingState,
  handles: {
    ContractsReceived: true,
    CustomersReceived: true,
    EventsLoaded: true,
    EventsListed: true,
    EventUpdated: true,
    EventReceived: true,
    EventGroupReceived: true,
    EventsFilterPushed: true,
    CommandSettled: true,
  },
  apply(draft, event) {
    switch (event.type) {
      case 'ContractsReceived':
        draft.contracts = castDraft(byId(event.contracts));
        draft.contractsAt = event.at;
        return;
      case 'CustomersReceived':
        draft.customers = castDraft(byId(event.customers));
        draft.customersAt = event.at;
        return;
      case 'EventsLoaded':
        listPage(draft, event.events, true);
        draft.eventsAt = event.at;
        return;
      case 'EventsListed':
        listPage(draft, event.events, !isFollowingPage(draft.filter));
        draft.eventsAt = event.at;
        if (draft.awaiting?.length) draft.awaiting = draft.awaiting.slice(1);
        return;
      case 'EventUpdated':
      case 'EventReceived':
        refresh(draft, event.event);
        return;
      case 'EventGroupReceived':
        for (const member of event.events) refresh(draft, { ...member, event_group: event.group });
        return;
      case 'EventsFilterPushed':
        draft.filter = castDraft(event.filter);
        draft.awaiting = [...(draft.awaiting ?? []), event.id];
        return;
      case 'CommandSettled':
        // Only a failed filter push matters: no `events` frame will answer it.
        if (event.outcome !== 'ok' && draft.awaiting?.includes(event.id))
          draft.awaiting = draft.awaiting.filter((id) => id !== event.id);
        return;
      default:
        unhandled(event);
    }
  },
});
