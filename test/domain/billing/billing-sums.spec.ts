import { expect } from 'chai';
import {
  billedSeconds,
  eventSums,
  formatDuration,
  formatEuro,
  itemAmount,
  roundToCents,
  secondsPerHour,
  totalsOf,
} from '../../../src/domain/billing';
import { aBillableEvent, liigaContract } from './billing-fixtures';

describe('domain/billing: sums (spec 3 §9)', () => {
  it('spec 3 §9: "An hourly billable accrues the price per hour divided by 3600 per second of event duration"', () => {
    expect(secondsPerHour).to.equal(3600);
    const hourly = { data: { name: 'Live', type: 'hour' as const, price: 3600 } };
    expect(itemAmount(hourly, 1)).to.equal(1);
    expect(itemAmount(hourly, 5400)).to.equal(5400);
  });

  it('spec 3 §9: "A static billable adds its price once per event. Expenses work the same way."', () => {
    const fixed = { data: { name: 'Setup', type: 'static' as const, price: 95.5 } };
    expect(itemAmount(fixed, 1)).to.equal(95.5);
    expect(itemAmount(fixed, 90000)).to.equal(95.5);
    const withoutOpenBefore = { ...liigaContract, include_open_before: false };
    const sums = eventSums(aBillableEvent(1), withoutOpenBefore);
    expect(sums).to.deep.include({ seconds: 8100, sum: 500.5, expenses: 90, total: 590.5 });
  });

  it('bills the open-before time too when the contract includes it (include_open_before)', () => {
    expect(billedSeconds(aBillableEvent(1), liigaContract)).to.equal(9000);
    expect(eventSums(aBillableEvent(1), liigaContract)).to.deep.include({ sum: 545.5, expenses: 100, total: 645.5 });
  });

  it("a sum typed into the event replaces the computed one ('Sum is defined in the event')", () => {
    const event = aBillableEvent(1, { billing: { status: 'billed', contract: 4, sum: 1000, expenses_sum: 0 } });
    expect(eventSums(event, liigaContract)).to.deep.equal({
      seconds: 9000,
      sum: 1000,
      expenses: 0,
      total: 1000,
      customSum: true,
      customExpenses: true,
    });
  });

  it('an event without a contract sums to zero unless sums were typed in; a negative span bills nothing', () => {
    expect(eventSums(aBillableEvent(1), undefined)).to.deep.include({ sum: 0, expenses: 0, total: 0 });
    expect(billedSeconds(aBillableEvent(1, { cached_end_time: 0, offset: 0 }), liigaContract)).to.equal(0);
  });

  it('spec 3 §9: "Sums are shown with 2 decimals, in euro"', () => {
    expect(roundToCents(1.005)).to.equal(1.01);
    expect(roundToCents(2.7777)).to.equal(2.78);
    expect(formatEuro(1234.5)).to.equal('1234.50 €');
    expect(formatEuro(0)).to.equal('0.00 €');
    const tenPerHour = {
      ...liigaContract,
      include_open_before: false,
      billables: [{ data: { name: 'x', type: 'hour' as const, price: 10 } }],
      expenses: [],
    };
    expect(eventSums(aBillableEvent(1, { cached_end_time: 1795537800 + 1000 }), tenPerHour).sum).to.equal(2.78);
  });

  it('spec 3 §9: "Duration is shown as HH:MM"', () => {
    expect(formatDuration(8100)).to.equal('02:15');
    expect(formatDuration(59)).to.equal('00:00');
    expect(formatDuration(90000)).to.equal('25:00');
    expect(formatDuration(-5)).to.equal('00:00');
  });

  it('totals add rounded event sums in cents, so they equal the rows', () => {
    const third = {
      ...liigaContract,
      include_open_before: false,
      billables: [{ data: { name: 'x', type: 'hour' as const, price: 0.1 } }],
      expenses: [],
    };
    const rows = [1, 2, 3].map((n) => eventSums(aBillableEvent(n, { cached_end_time: 1795537800 + 3600 }), third));
    expect(totalsOf(rows)).to.deep.equal({ events: 3, seconds: 10800, sum: 0.3, expenses: 0, total: 0.3 });
  });
});
