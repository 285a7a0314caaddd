import { expect } from 'chai';
import {
  canExportCsv,
  canMarkBilling,
  canPickFrom,
  canPickTo,
  canShowChart,
  defaultBillingRange,
} from '../../../src/domain/billing';

const at = (iso: string): number => Date.parse(iso) / 1000;

describe('domain/billing: range and actions (spec 3 §5, §9)', () => {
  it('spec 3 §9: "The billing date range defaults to the current month, start to end"', () => {
    expect(defaultBillingRange(at('2026-11-22T11:55:00Z'), 'Europe/Helsinki')).to.deep.equal({
      start: at('2026-11-01T00:00:00+02:00'),
      end: at('2026-11-30T23:59:59+02:00'),
    });
    expect(defaultBillingRange(at('2026-11-30T22:30:00Z'), 'Europe/Helsinki').start).to.equal(
      at('2026-12-01T00:00:00+02:00'),
    );
  });

  it("spec 3 §5: the 'From' picker cannot go after the end date, the 'To' picker not before the start date", () => {
    const range = { start: 1000, end: 2000 };
    expect(canPickFrom(2000, range)).to.equal(true);
    expect(canPickFrom(2001, range)).to.equal(false);
    expect(canPickTo(1000, range)).to.equal(true);
    expect(canPickTo(999, range)).to.equal(false);
  });

  it('spec 3 §5: marking billed or not_billed applies only if at least one event is selected', () => {
    expect(canMarkBilling(0)).to.equal(false);
    expect(canMarkBilling(1)).to.equal(true);
  });

  it('spec 3 §5: "Export CSV is disabled without a chosen contract or when there are no events"', () => {
    expect(canExportCsv(false, 5)).to.equal(false);
    expect(canExportCsv(true, 0)).to.equal(false);
    expect(canExportCsv(true, 5)).to.equal(true);
  });

  it('spec 3 §5: "The chart button is disabled when both totals are zero or no customer is chosen"', () => {
    expect(canShowChart(0, 0, true)).to.equal(false);
    expect(canShowChart(10, 0, false)).to.equal(false);
    expect(canShowChart(0, 5, true)).to.equal(true);
  });
});
