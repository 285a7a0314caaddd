import { expect } from 'chai';
import { ownSessions, sessionProjection, type Account } from '../../../src/domain/accounts';
import { projectionSpec } from '../../support/projection-spec';

const at = 1_000;
const { given, when } = projectionSpec(sessionProjection);

const profile: Account = {
  id: 7,
  email: 'mari@example.fi',
  type: 'admin',
  sessions: [
    { id: 38, online_at: 0 },
    { id: 41, current: true, online_at: 1706774400 },
  ],
};

describe('domain/accounts: sessionProjection', () => {
  it('starts unknown, and a login answered ok makes it logged in with no alert', () => {
    expect(sessionProjection.initial.status).to.equal('unknown');
    const state = given({ type: 'LoginRefused', at }, { type: 'LoginSucceeded', at });
    expect(state.status).to.equal('logged_in');
    expect(state.loginError).to.equal(undefined);
  });

  it("a refused login shows the server's msg (spec 3 §8), else 'Invalid email or password' (spec 1 §8)", () => {
    expect(given({ type: 'LoginRefused', message: 'Account archived', at }).loginError).to.equal('Account archived');
    expect(given({ type: 'LoginRefused', at }).loginError).to.equal('Invalid email or password');
  });

  it("a login network failure shows 'Cannot login, please try again later' (spec 1 §8)", () => {
    expect(given({ type: 'LoginFailed', at }).loginError).to.equal('Cannot login, please try again later');
  });

  it('given the profile, then the account is held without sessions and the sessions by id', () => {
    const state = given({ type: 'LoginSucceeded', at }, { type: 'ProfileReceived', account: profile, at });
    expect(state.profile).to.deep.equal({ id: 7, email: 'mari@example.fi', type: 'admin' });
    expect(ownSessions(state.sessions).map((session) => session.id)).to.deep.equal([41, 38]);
  });

  it('a profile frame without sessions keeps the sessions held; one with a list replaces them', () => {
    const loaded = given({ type: 'ProfileReceived', account: profile, at });
    const { sessions: _sessions, ...bare } = profile;
    expect(
      Object.keys(when(loaded, { type: 'ProfileReceived', account: { ...bare, name: 'Mari' }, at }).sessions),
    ).to.have.length(2);
    expect(
      Object.keys(when(loaded, { type: 'ProfileReceived', account: { ...bare, sessions: [] }, at }).sessions),
    ).to.have.length(0);
  });

  it('a deleted session goes; an unknown session id is harmless', () => {
    const state = given({ type: 'ProfileReceived', account: profile, at }, { type: 'SessionDeleted', id: 38, at });
    expect(Object.keys(state.sessions)).to.deep.equal(['41']);
    expect(Object.keys(when(state, { type: 'SessionDeleted', id: 1, at }).sessions)).to.deep.equal(['41']);
  });

  it('presence_state replaces presence; presence_diff joins and leaves', () => {
    const state = given(
      {
        type: 'PresenceStateReceived',
        presences: { 7: { metas: [{ phx_ref: 'a' }] }, 9: { metas: [{ phx_ref: 'b' }] } },
        at,
      },
      {
        type: 'PresenceDiffReceived',
        diff: { joins: { 12: { metas: [{ phx_ref: 'c' }] } }, leaves: { 9: { metas: [{ phx_ref: 'b' }] } } },
        at,
      },
    );
    expect(Object.keys(state.presences).sort()).to.deep.equal(['12', '7']);
  });

  it('a verify answering not logged in, or a logout, clears profile, sessions and presence', () => {
    const loaded = given(
      { type: 'LoginSucceeded', at },
      { type: 'ProfileReceived', account: profile, at },
      { type: 'PresenceStateReceived', presences: { 7: { metas: [{ phx_ref: 'a' }] } }, at },
    );
    for (const event of [
      { type: 'LoginChecked', loggedIn: false, at },
      { type: 'LoggedOut', at },
    ] as const) {
      const state = when(loaded, event);
      expect(state).to.deep.include({ status: 'logged_out', profile: undefined, sessions: {}, presences: {} });
    }
  });

  it('a verify answering logged in keeps the profile', () => {
    const loaded = given({ type: 'ProfileReceived', account: profile, at });
    expect(when(loaded, { type: 'LoginChecked', loggedIn: true, at })).to.deep.include({ status: 'logged_in' });
    expect(when(loaded, { type: 'LoginChecked', loggedIn: true, at }).profile?.id).to.equal(7);
  });
});
