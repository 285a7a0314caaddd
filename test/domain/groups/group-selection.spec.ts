import { expect } from 'chai';
import {
  addGroup,
  archiveAction,
  canRemoveGroup,
  groupsForNewAccount,
  removeGroup,
  toggledArchiveState,
} from '../../../src/domain/groups';

describe('domain/groups: group multi-select (spec 3 §5)', () => {
  it('cannot remove the last entry unless empty is allowed', () => {
    expect(canRemoveGroup(['g1'], 'g1', false)).to.equal(false);
    expect(removeGroup(['g1'], 'g1', false)).to.deep.equal(['g1']);
    expect(removeGroup(['g1'], 'g1', true)).to.deep.equal([]);
  });

  it('removes any entry while more than one is selected', () => {
    expect(removeGroup(['g1', 'g2'], 'g1', false)).to.deep.equal(['g2']);
  });

  it('does nothing for an entry that is not selected, and adds without duplicates', () => {
    expect(canRemoveGroup(['g1', 'g2'], 'g3', true)).to.equal(false);
    expect(addGroup(['g1'], 'g1')).to.deep.equal(['g1']);
    expect(addGroup(['g1'], 'g2')).to.deep.equal(['g1', 'g2']);
  });

  it('a new account with no groups gets the default group', () => {
    expect(groupsForNewAccount([], 'g-default')).to.deep.equal(['g-default']);
    expect(groupsForNewAccount(['g1'], 'g-default')).to.deep.equal(['g1']);
    expect(groupsForNewAccount([], undefined)).to.deep.equal([]);
  });
});

describe('domain/groups: archive and unarchive (spec 3 §4)', () => {
  it('offers Archive while active (sets archived) and Unarchive while archived (sets active)', () => {
    expect([archiveAction('active'), toggledArchiveState('active')]).to.deep.equal(['Archive', 'archived']);
    expect([archiveAction('archived'), toggledArchiveState('archived')]).to.deep.equal(['Unarchive', 'active']);
  });
});
