import { castDraft, type Draft } from 'immer';
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
  readonly contractsAt?: number;
  readonly customersAt?: number;
}

export const initialBillingState: BillingState = { events: {}, contracts: {}, customers: {} };

type State = Draft<BillingState>;

// The billing table reads the same events:all list as the dashboard (one topic, one filter at a time), so
// it follows the same membership rule.
const refresh = (draft: State, event: ScheduledEvent): void => {
  if (belongsToList(event, draft.filter)) draft.events[event.uuid] = castDraft(toBillableEvent(event));
  else delete draft.events[event.uuid];
};

const replace = (draft: State, events: readonly ScheduledEvent[]): void => {
  draft.events = {};
  for (const event of events) refresh(draft, event);
};

const byId = <T extends { readonly id: number }>(items: readonly T[]): Record<string, T> =>
  Object.fromEntries(items.map((item) => [String(item.id), item]));

export const billingProjection = defineProjection<BillingState, BillingEvent | ScheduleEvent | EventsFilterPushed>({
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
        replace(draft, event.events);
        draft.eventsAt = event.at;
        return;
      case 'EventsListed':
        if (isFollowingPage(draft.filter)) for (const item of event.events) refresh(draft, item);
        else replace(draft, event.events);
        draft.eventsAt = event.at;
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
        return;
      default:
        unhandled(event);
    }
  },
});
