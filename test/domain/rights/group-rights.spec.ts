import { expect } from 'chai';
import { accountTypes, isAdministrator, maySeeGroup } from '../../../src/domain/rights';

// The boundary the studio server enforces on groups:all and groups:{id} (spec 3 §6); the integration suite's
// group specs prove the server holds to it over the socket.

describe('domain/rights/group-rights (spec 3 §6)', () => {
  const group = '5a4f3c2e-0000-4000-8000-000000000001';

  it('administrators see every group, member or not', () => {
    for (const type of accountTypes.filter(isAdministrator)) expect(maySeeGroup(type, [], group)).to.equal(true);
  });

  it('every other account type sees a group only when it is one of its own', () => {
    for (const type of accountTypes.filter((candidate) => !isAdministrator(candidate))) {
      expect(maySeeGroup(type, [], group), type).to.equal(false);
      expect(maySeeGroup(type, ['another'], group), type).to.equal(false);
      expect(maySeeGroup(type, ['another', group], group), type).to.equal(true);
    }
  });

  it('an unknown account type is granted nothing beyond membership', () => {
    expect(maySeeGroup('intruder', [], group)).to.equal(false);
  });
});
