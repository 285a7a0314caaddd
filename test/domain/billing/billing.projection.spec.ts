import { expect } from 'chai';
import {
  billingEventsLoaded,
  billingProjection,
  billingRows,
  contractList,
  customerList,
  rowsTotals,
  type BillingEvent,
} from '../../../src/domain/billing';
import type { CommandSettled } from '../../../src/domain/journal';
import type { EventsFilterPushed, ScheduleEvent, ScheduledEvent } from '../../../src/domain/schedule';
import { cupContract, liigaContract, uuidOf } from './billing-fixtures';
import { projectionSpec } from '../../support/projection-spec';

type Input = BillingEvent | ScheduleEvent | EventsFilterPushed | CommandSettled;
const { given, when } = projectionSpec(billingProjection);

const anEvent = (n: number, overrides: Partial<ScheduledEvent> = {}): ScheduledEvent => ({
  uuid: uuidOf(n),
  state: 'active',
  cached_start_time: 1795537800,
  cached_end_time: 1795537800 + 8100,
  offset: 900,
  title: `Event ${n}`,
  event_group: { uuid: uuidOf(100 + n), channel_id: 12 },
  ...overrides,
});
const monthFilter: EventsFilterPushed = {
  type: 'EventsFilterPushed',
  id: 'c1',
  filter: { daterange: { start: 1793484000, end: 1796075999 }, states: ['active'], customer: 2 },
  at: 1,
};

describe('domain/billing: billing projection', () => {
  it('keeps the events of the filter with their billing; status defaults to not_billed (spec 3 §3)', () => {
    const state = given(monthFilter, {
      type: 'EventsLoaded',
      events: [
        anEvent(1),
        anEvent(2, { system_meta: { billing: { status: 'billed', contract: 4, info: 'Extra camera crew' } } }),
        anEvent(3, { state: 'archived' }),
      ],
      at: 10,
    });
    expect(Object.keys(state.events)).to.deep.equal([uuidOf(1), uuidOf(2)]);
    expect(state.events[uuidOf(1)]?.billing).to.deep.equal({ status: 'not_billed' });
    expect(state.events[uuidOf(2)]?.billing).to.deep.equal({
      status: 'billed',
      contract: 4,
      info: 'Extra camera crew',
    });
    expect(state.events[uuidOf(1)]?.source_channel_id).to.equal(12);
    expect(state.filter?.customer).to.equal(2);
  });

  it('an event-update after set_billing_status changes the status; init replaces the list', () => {
    const state = given(monthFilter, { type: 'EventsLoaded', events: [anEvent(1)], at: 10 });
    const marked = when(state, {
      type: 'EventUpdated',
      event: anEvent(1, { system_meta: { billing: { status: 'billed' } } }),
      at: 11,
    });
    expect(marked.events[uuidOf(1)]?.billing.status).to.equal('billed');
    expect(Object.keys(when(marked, { type: 'EventsListed', events: [anEvent(5)], at: 12 }).events)).to.deep.equal([
      uuidOf(5),
    ]);
  });

  it('contract and customer lists replace the previous ones', () => {
    const state = given(
      { type: 'ContractsReceived', contracts: [liigaContract, cupContract], at: 1 },
      { type: 'ContractsReceived', contracts: [cupContract], at: 2 },
      {
        type: 'CustomersReceived',
        customers: [
          { id: 3, name: 'Stadium TV Ab' },
          { id: 2, name: 'Nordic Sports Media Oy' },
        ],
        at: 3,
      },
    );
    expect(contractList(state).map((contract) => contract.id)).to.deep.equal([7]);
    expect(customerList(state).map((customer) => customer.id)).to.deep.equal([2, 3]);
    expect(state.contractsAt).to.equal(2);
  });

  it('rows join contracts and compute sums on read, narrowed by the filter menu', () => {
    const state = given(
      monthFilter,
      { type: 'ContractsReceived', contracts: [liigaContract], at: 1 },
      { type: 'EventsLoaded', events: [anEvent(1, { system_meta: { billing: { contract: 4 } } }), anEvent(2)], at: 2 },
    );
    const rows = billingRows(state);
    expect(rows.map((row) => row.contract?.id)).to.deep.equal([4, undefined]);
    expect(rows[0]?.sums.totalCents).to.equal(64550);
    expect(rowsTotals(rows).totalCents).to.equal(64550);
    expect(billingRows(state, ['without-contract']).map((row) => row.event.uuid)).to.deep.equal([uuidOf(2)]);
  });
});

describe("domain/billing: loaded only once the table's own filter is answered (issue 29)", () => {
  const weekFilter: EventsFilterPushed = {
    type: 'EventsFilterPushed',
    id: 'c0',
    filter: { daterange: { start: 1795500000, end: 1796100000 }, states: ['active'] },
    at: 0,
  };
  const listed = (at: number, ...events: ScheduledEvent[]): Input => ({ type: 'EventsListed', events, at });
  const settled = (id: string, outcome: CommandSettled['outcome']): CommandSettled => ({
    type: 'CommandSettled',
    id,
    outcome,
    latencyMs: 5,
    at: 20,
  });

  it("given the week's list, when the month filter is pushed, the list is not loaded until its answer arrives", () => {
    const week = given(weekFilter, listed(5, anEvent(1)));
    expect(billingEventsLoaded(week)).to.equal(true);
    const asked = when(week, monthFilter);
    expect(billingEventsLoaded(asked)).to.equal(false);
    expect(billingEventsLoaded(when(asked, listed(12, anEvent(2))))).to.equal(true);
  });

  it("an answer to an older filter still in flight does not count as the newer filter's", () => {
    const both = given(weekFilter, monthFilter);
    const weekAnswered = when(both, listed(5, anEvent(1)));
    expect(billingEventsLoaded(weekAnswered)).to.equal(false);
    expect(billingEventsLoaded(when(weekAnswered, listed(6, anEvent(2))))).to.equal(true);
  });

  it('a failed filter push is answered by nothing, so it no longer holds the list back; an ok reply does', () => {
    const week = given(weekFilter, listed(5, anEvent(1)), monthFilter);
    expect(billingEventsLoaded(when(week, settled('c1', 'ok')))).to.equal(false);
    expect(billingEventsLoaded(when(week, settled('c1', 'timeout')))).to.equal(true);
  });

  it("the join's init is no answer to a pushed filter", () => {
    const asked = given(monthFilter, { type: 'EventsLoaded', events: [anEvent(1)], at: 3 });
    expect(billingEventsLoaded(asked)).to.equal(false);
  });
});
