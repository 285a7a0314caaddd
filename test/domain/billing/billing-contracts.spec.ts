import { expect } from 'chai';
import { customerLabel, isContractOpen, selectableContracts } from '../../../src/domain/billing';
import { cupContract, liigaContract } from './billing-fixtures';

describe('domain/billing: contract pick list (spec 2 §5)', () => {
  const now = 1795537800;
  const ended = { ...cupContract, id: 9, title: 'Summer cup 2025', end_date: now - 1 };
  const endsNow = { ...liigaContract, id: 10, title: 'Autumn', end_date: now };
  const contracts = [liigaContract, cupContract, ended, endsNow];

  it('spec 2 §5: "Billing contracts listed only if not ended and filtered by the output channel\'s billing customer"', () => {
    expect(selectableContracts(contracts, 2, now).map((contract) => contract.id)).to.deep.equal([10, 4]);
    expect(selectableContracts(contracts, 3, now).map((contract) => contract.id)).to.deep.equal([7]);
  });

  it('a channel without a billing customer lists every open contract, by title', () => {
    expect(selectableContracts(contracts, undefined, now).map((contract) => contract.title)).to.deep.equal([
      'Autumn',
      'Cup matches',
      'Liiga production',
    ]);
  });

  it('a contract without an end date never ends', () => {
    expect(isContractOpen(liigaContract, Number.MAX_SAFE_INTEGER)).to.equal(true);
    expect(isContractOpen(ended, now)).to.equal(false);
  });
});

describe("domain/billing: a contract's customer name (issue 29)", () => {
  const customers = { '3': { id: 3, name: 'City Arena Events' } };

  it('a bare customer id (what a content-select field stores) shows the name from the customers list', () => {
    expect(customerLabel({ id: 3 }, customers, true)).to.equal('City Arena Events');
  });

  it("the customers list's name wins over a stale copy in the reference", () => {
    expect(customerLabel({ id: 3, name: 'Old name' }, customers, true)).to.equal('City Arena Events');
  });

  it('a reference with its own name needs no customers list', () => {
    expect(customerLabel({ id: 8, name: 'Stadium TV Ab' }, {}, false)).to.equal('Stadium TV Ab');
  });

  it('a customer that is gone says so once the list is known, and shows nothing before', () => {
    expect(customerLabel({ id: 3 }, {}, true)).to.equal('unknown customer (id 3)');
    expect(customerLabel({ id: 3 }, {}, false)).to.equal('');
    expect(customerLabel(undefined, customers, true)).to.equal('');
  });
});
