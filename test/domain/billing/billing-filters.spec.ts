import { expect } from 'chai';
import {
  billingFilterPredicates,
  billingTooltips,
  matchesBillingFilters,
  type BillingFilter,
} from '../../../src/domain/billing';
import { aBillableEvent } from './billing-fixtures';

describe('domain/billing: filter menu (spec 3 §2.7)', () => {
  const plain = aBillableEvent(1);
  const billed = aBillableEvent(2, { billing: { status: 'billed', contract: 4 } });
  const noContract = aBillableEvent(3, { billing: { status: 'not_billed' } });
  const withInfo = aBillableEvent(4, { billing: { status: 'not_billed', contract: 4, info: 'Extra camera crew' } });
  const blankInfo = aBillableEvent(5, { billing: { status: 'not_billed', contract: 4, info: '  ' } });
  const customSum = aBillableEvent(6, { billing: { status: 'billed', contract: 4, expenses_sum: 0 } });
  const all = [plain, billed, noContract, withInfo, blankInfo, customSum];
  const matching = (filter: BillingFilter): number[] =>
    all.filter(billingFilterPredicates[filter]).map((event) => all.indexOf(event) + 1);

  it('spec 3 §2.7: events without contract', () => expect(matching('without-contract')).to.deep.equal([3]));
  it('spec 3 §2.7: billed', () => expect(matching('billed')).to.deep.equal([2, 6]));
  it('spec 3 §2.7: unbilled', () => expect(matching('unbilled')).to.deep.equal([1, 3, 4, 5]));
  it("spec 3 §2.7: extra information ('Check the event for extra information')", () => {
    expect(billingTooltips.extraInformation).to.equal('Check the event for extra information');
    expect(matching('extra-information')).to.deep.equal([4]);
  });
  it("spec 3 §2.7: custom sums ('Sum is defined in the event', 'Expenses sum is defined in the event')", () => {
    expect(billingTooltips.customSum).to.equal('Sum is defined in the event');
    expect(billingTooltips.customExpenses).to.equal('Expenses sum is defined in the event');
    expect(matching('custom-sums')).to.deep.equal([6]);
  });

  it('chosen filters narrow together; none keeps everything', () => {
    expect(all.filter((event) => matchesBillingFilters(event, ['billed', 'custom-sums']))).to.deep.equal([customSum]);
    expect(all.filter((event) => matchesBillingFilters(event, []))).to.have.length(6);
  });
});
