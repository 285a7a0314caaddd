import { expect } from 'chai';
import {
  billedSeconds,
  eventSums,
  formatCents,
  formatDuration,
  formatEuro,
  itemCents,
  itemsCents,
  secondsPerHour,
  toCents,
  totalsOf,
} from '../../../src/domain/billing';
import { aBillableEvent, liigaContract } from './billing-fixtures';

describe('domain/billing: sums (spec 3 §9)', () => {
  it('spec 3 §9: "An hourly billable accrues the price per hour divided by 3600 per second of event duration"', () => {
    expect(secondsPerHour).to.equal(3600);
    const hourly = { data: { name: 'Live', type: 'hour' as const, price: 3600 } };
    expect(itemCents(hourly, 1)).to.equal(100);
    expect(itemCents(hourly, 5400)).to.equal(540000);
  });

  it('a 2 h 30 min event on an hourly price bills exactly 2.5 × the price, for prices floats cannot hold', () => {
    for (const price of [0.1, 0.7, 33.33, 180, 99.99, 1234.56]) {
      const hourly = { data: { name: 'Live', type: 'hour' as const, price } };
      expect(itemCents(hourly, 9000)).to.equal(Math.round(toCents(price) * 2.5));
    }
    expect(itemCents({ data: { name: 'x', type: 'hour', price: 0.1 } }, 9000)).to.equal(25);
  });

  it('spec 3 §9: "A static billable adds its price once per event. Expenses work the same way."', () => {
    const fixed = { data: { name: 'Setup', type: 'static' as const, price: 95.5 } };
    expect(itemCents(fixed, 1)).to.equal(9550);
    expect(itemCents(fixed, 90000)).to.equal(9550);
    const withoutOpenBefore = { ...liigaContract, include_open_before: false };
    const sums = eventSums(aBillableEvent(1), withoutOpenBefore);
    expect(sums).to.deep.include({ seconds: 8100, sumCents: 50050, expensesCents: 9000, totalCents: 59050 });
  });

  it('rounds once: items summed exactly over a common denominator, then to cents', () => {
    // Three hourly items of 0.01 €/h for one hour and a half: each alone is 0.015 € (2 cents when rounded
    // one by one, 6 together); exactly they are 0.045 € → 5 cents.
    const item = { data: { name: 'x', type: 'hour' as const, price: 0.01 } };
    expect(itemsCents([item, item, item], 5400)).to.equal(5);
  });

  it('bills the open-before time too when the contract includes it (include_open_before)', () => {
    expect(billedSeconds(aBillableEvent(1), liigaContract)).to.equal(9000);
    expect(eventSums(aBillableEvent(1), liigaContract)).to.deep.include({
      sumCents: 54550,
      expensesCents: 10000,
      totalCents: 64550,
    });
  });

  it("a sum typed into the event replaces the computed one ('Sum is defined in the event')", () => {
    const event = aBillableEvent(1, { billing: { status: 'billed', contract: 4, sum: 1000, expenses_sum: 0 } });
    expect(eventSums(event, liigaContract)).to.deep.equal({
      seconds: 9000,
      sumCents: 100000,
      expensesCents: 0,
      totalCents: 100000,
      customSum: true,
      customExpenses: true,
    });
  });

  it('an event without a contract sums to zero unless sums were typed in; a negative span bills nothing', () => {
    expect(eventSums(aBillableEvent(1), undefined)).to.deep.include({ sumCents: 0, expensesCents: 0, totalCents: 0 });
    expect(billedSeconds(aBillableEvent(1, { cached_end_time: 0, offset: 0 }), liigaContract)).to.equal(0);
  });

  it('spec 3 §9: "Sums are shown with 2 decimals, in euro"', () => {
    expect(toCents(1.005)).to.equal(101);
    expect(formatEuro(123450)).to.equal('1234.50 €');
    expect(formatEuro(0)).to.equal('0.00 €');
    expect(formatCents(-5)).to.equal('-0.05');
    const tenPerHour = {
      ...liigaContract,
      include_open_before: false,
      billables: [{ data: { name: 'x', type: 'hour' as const, price: 10 } }],
      expenses: [],
    };
    expect(eventSums(aBillableEvent(1, { cached_end_time: 1795537800 + 1000 }), tenPerHour).sumCents).to.equal(278);
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
    expect(totalsOf(rows)).to.deep.equal({
      events: 3,
      seconds: 10800,
      sumCents: 30,
      expensesCents: 0,
      totalCents: 30,
    });
  });
});
