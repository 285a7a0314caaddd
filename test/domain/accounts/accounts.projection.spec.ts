import { expect } from 'chai';
import {
  accountsProjection,
  type Account,
  type AccountsListEvent,
  type AccountsState,
} from '../../../src/domain/accounts';
import { evolve } from '../../../src/domain/projection';

const at = 1_000;
const run = (events: readonly AccountsListEvent[], from: AccountsState = accountsProjection.initial): AccountsState =>
  events.reduce((state, event) => evolve(accountsProjection, state, event), from);

const mari: Account = { id: 7, email: 'mari@example.fi', type: 'admin', state: 'active' };
const olli: Account = { id: 9, email: 'olli@example.fi', type: 'user', state: 'active' };

describe('domain/accounts: accountsProjection', () => {
  it('given accounts, when init arrives, then it replaces the list', () => {
    const state = run([
      { type: 'AccountsReceived', accounts: [mari], at },
      { type: 'AccountsReceived', accounts: [olli], at },
    ]);
    expect(Object.keys(state.byId)).to.deep.equal(['9']);
  });

  it('when update arrives, then it upserts one account', () => {
    const state = run([
      { type: 'AccountsReceived', accounts: [mari], at },
      { type: 'AccountUpdated', account: { ...mari, state: 'archived' }, at },
      { type: 'AccountUpdated', account: olli, at },
    ]);
    expect(state.byId[7]?.state).to.equal('archived');
    expect(state.byId[9]).to.deep.equal(olli);
  });

  it('when delete arrives, then it removes one; an unknown id is harmless', () => {
    const state = run([
      { type: 'AccountsReceived', accounts: [mari, olli], at },
      { type: 'AccountDeleted', id: 9, at },
    ]);
    expect(Object.keys(state.byId)).to.deep.equal(['7']);
    expect(run([{ type: 'AccountDeleted', id: 42, at }], state)).to.equal(state);
  });
});
