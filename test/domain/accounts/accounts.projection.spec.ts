import { expect } from 'chai';
import { accountsProjection, type Account } from '../../../src/domain/accounts';
import { projectionSpec } from '../../support/projection-spec';

const at = 1_000;
const { given, when } = projectionSpec(accountsProjection);

const mari: Account = { id: 7, email: 'mari@example.fi', type: 'admin', state: 'active' };
const olli: Account = { id: 9, email: 'olli@example.fi', type: 'user', state: 'active' };

describe('domain/accounts: accountsProjection', () => {
  it('given accounts, when init arrives, then it replaces the list', () => {
    const state = given(
      { type: 'AccountsReceived', accounts: [mari], at },
      { type: 'AccountsReceived', accounts: [olli], at },
    );
    expect(Object.keys(state.byId)).to.deep.equal(['9']);
  });

  it('when update arrives, then it upserts one account', () => {
    const state = given(
      { type: 'AccountsReceived', accounts: [mari], at },
      { type: 'AccountUpdated', account: { ...mari, state: 'archived' }, at },
      { type: 'AccountUpdated', account: olli, at },
    );
    expect(state.byId[7]?.state).to.equal('archived');
    expect(state.byId[9]).to.deep.equal(olli);
  });

  it('when delete arrives, then it removes one; an unknown id is harmless', () => {
    const state = given(
      { type: 'AccountsReceived', accounts: [mari, olli], at },
      { type: 'AccountDeleted', id: 9, at },
    );
    expect(Object.keys(state.byId)).to.deep.equal(['7']);
    expect(when(state, { type: 'AccountDeleted', id: 42, at })).to.equal(state);
  });
});
