import { expect } from 'chai';
import { anonymousActorLabel, auditActorView } from '../../../src/domain/accounts';

describe('domain/accounts audit actor (issue 28: the audit shows what the accounts list shows)', () => {
  const developer = { accountId: 7, email: 'dev@example.com', type: 'developer' };

  it('admin and device_admin see root and developer actors by type only', () => {
    for (const type of ['admin', 'device_admin'])
      expect(auditActorView({ accountId: 1, type }, developer)).to.deep.equal({
        email: 'a developer account',
        hidden: true,
      });
    expect(anonymousActorLabel('admin')).to.equal('an admin account');
    expect(anonymousActorLabel(undefined)).to.equal('an account');
  });

  it('root and developer see everyone; everyone sees themselves and the types the list shows them', () => {
    expect(auditActorView({ accountId: 1, type: 'root' }, developer)).to.deep.equal({
      accountId: 7,
      email: 'dev@example.com',
      hidden: false,
    });
    expect(auditActorView({ accountId: 7, type: 'admin' }, developer).hidden).to.equal(false);
    expect(auditActorView({ accountId: 1, type: 'admin' }, { ...developer, type: 'user' }).hidden).to.equal(false);
    expect(auditActorView({ accountId: 1, type: 'admin' }, { ...developer, type: undefined }).hidden).to.equal(true);
  });
});
