import { expect } from 'chai';
import { billingListIds, canSeeBilling, mayReadBillingList } from '../../../src/domain/billing';

describe('domain/billing access (spec 1 §2.1 Billing route, spec 3 §3 billing_config)', () => {
  it('billing is for admin, device_admin, root and developer', () => {
    expect(['admin', 'device_admin', 'root', 'developer'].every(canSeeBilling)).to.equal(true);
    expect(['group_admin', 'user', 'cloudrec', undefined].some(canSeeBilling)).to.equal(false);
  });

  it('the billing lists are the contracts and customers lists of every billing_config setting', () => {
    const ids = billingListIds([
      { type: 'billing_config', value: { contracts_list_id: 4, customers_list_id: '5' } },
      { type: 'developer_config', value: { contracts_list_id: 9 } },
      { type: 'billing_config', value: { contracts_list_id: 'x', customers_list_id: -1 } },
      { type: 'billing_config' },
    ]);
    expect([...ids]).to.deep.equal([4, 5]);
  });

  it('a billing list is read only by billing accounts; other lists by anyone', () => {
    const lists = new Set([4]);
    expect(mayReadBillingList('admin', 4, lists)).to.equal(true);
    expect(mayReadBillingList('user', 4, lists)).to.equal(false);
    expect(mayReadBillingList('user', 6, lists)).to.equal(true);
  });
});
