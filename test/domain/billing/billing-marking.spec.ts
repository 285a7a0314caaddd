import { expect } from 'chai';
import { billingMarkRefusal, lastBilledOf } from '../../../src/domain/billing';
import { aBillableEvent, cupContract, liigaContract, uuidOf } from './billing-fixtures';

describe('domain/billing: marking events billed (issue 29)', () => {
  const start = 1795537800;

  it('a future event cannot be marked billed; one that has started can', () => {
    expect(billingMarkRefusal({ cached_start_time: start }, 'billed', start - 1)).to.equal('future_event');
    expect(billingMarkRefusal({ cached_start_time: start }, 'billed', start)).to.equal(undefined);
    expect(billingMarkRefusal({ cached_start_time: start }, 'billed', start + 3600)).to.equal(undefined);
  });

  it('marking not billed is always allowed', () => {
    expect(billingMarkRefusal({ cached_start_time: start }, 'not_billed', start - 86_400)).to.equal(undefined);
  });
});

describe("domain/billing: a contract's Last Billed (issue 29)", () => {
  const billed = (n: number, at: number, contract = liigaContract.id) =>
    aBillableEvent(n, { cached_start_time: at, billing: { status: 'billed', contract } });

  it("given no billed event, when read, then it is the contract's own last_billed (or none)", () => {
    expect(lastBilledOf({ ...liigaContract, last_billed: 100 }, { [uuidOf(1)]: aBillableEvent(1) })).to.equal(100);
    expect(lastBilledOf(liigaContract, {})).to.equal(undefined);
  });

  it("given an event of the contract just marked billed, then Last Billed is that event's start when later", () => {
    const events = { [uuidOf(1)]: billed(1, 500), [uuidOf(2)]: billed(2, 900), [uuidOf(3)]: billed(3, 2000, 7) };
    expect(lastBilledOf({ ...liigaContract, last_billed: 100 }, events)).to.equal(900);
    expect(lastBilledOf({ ...liigaContract, last_billed: 1000 }, events)).to.equal(1000);
    expect(lastBilledOf(cupContract, events)).to.equal(2000);
  });
});
