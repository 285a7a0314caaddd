import { expect } from 'chai';
import { accountsTopics } from '../../../../src/infrastructure/wire/accounts';
import { accountsSamples } from '../../../fixtures/wire/accounts.samples';
import {
  decodeFrame,
  eventsOf,
  expectTotalOnMutations,
  frameAt,
  inboundPairs,
  routeOf,
  sampledPairs,
} from '../settings/catalogue-harness';

const sample = (topicStart: string, event: string) => {
  const found = accountsSamples.find((entry) => entry.topic.startsWith(topicStart) && entry.event === event);
  if (!found) throw new Error(`no sample ${topicStart} ${event}`);
  return found;
};

describe('wire/accounts: accountsTopics', () => {
  it('keys every topic by its own pattern', () => {
    for (const [key, spec] of Object.entries(accountsTopics)) expect(spec.pattern).to.equal(key);
  });

  it('has a sample for every inbound (topic, event)', () => {
    expect([...new Set(sampledPairs(accountsTopics, accountsSamples))].sort()).to.deep.equal(
      [...inboundPairs(accountsTopics)].sort(),
    );
  });

  it('routes accounts:all and accounts:create to their literal patterns, accounts:9 to accounts:{id}', () => {
    expect(routeOf(accountsTopics, 'accounts:all').topic.pattern).to.equal('accounts:all');
    expect(routeOf(accountsTopics, 'accounts:create').topic.pattern).to.equal('accounts:create');
    expect(routeOf(accountsTopics, 'accounts:9').params).to.deep.equal({ id: '9' });
  });

  it('maps the profile init to ProfileReceived with the sessions, and never copies the token into the event', () => {
    const profile = sample('profile:', 'init');
    const events = eventsOf(accountsTopics, profile);
    expect(events[0]).to.deep.include({ type: 'ProfileReceived', at: frameAt });
    expect(
      events[0]?.type === 'ProfileReceived' && events[0].account.sessions?.map((session) => session.id),
    ).to.deep.equal([41, 38]);
    expect(JSON.stringify(events)).to.not.include(profile.topic.slice('profile:'.length));
  });

  it('strips a password a backend might echo: an account in an event never holds one', () => {
    const payload = {
      data: {
        id: 7,
        email: 'a@example.fi',
        type: 'user',
        password: 'secret1',
        password_confirm: 'secret1',
        own_password: 'x',
      },
    };
    const [event] = eventsOf(accountsTopics, { topic: 'accounts:all', event: 'update', payload });
    expect(event?.type === 'AccountUpdated' && Object.keys(event.account).sort()).to.deep.equal([
      'email',
      'id',
      'type',
    ]);
  });

  it('keeps unknown account meta keys so a re-save loses nothing', () => {
    const payload = { data: { id: 7, email: 'a@example.fi', type: 'user', meta: { company: 'X', theme: 'dark' } } };
    const [event] = eventsOf(accountsTopics, { topic: 'accounts:all', event: 'update', payload });
    expect(event?.type === 'AccountUpdated' && event.account.meta).to.deep.include({ theme: 'dark' });
  });

  it('maps presence_state and presence_diff (Phoenix Presence shapes)', () => {
    expect(eventsOf(accountsTopics, sample('profile:', 'presence_state'))[0]).to.deep.include({
      type: 'PresenceStateReceived',
    });
    const [diff] = eventsOf(accountsTopics, sample('profile:', 'presence_diff'));
    expect(diff?.type === 'PresenceDiffReceived' && Object.keys(diff.diff.joins)).to.deep.equal(['12']);
  });

  it('maps accounts:all init, update and delete', () => {
    expect(eventsOf(accountsTopics, sample('accounts:all', 'init'))[0]).to.deep.include({ type: 'AccountsReceived' });
    expect(eventsOf(accountsTopics, sample('accounts:all', 'update'))[0]).to.deep.include({ type: 'AccountUpdated' });
    expect(eventsOf(accountsTopics, sample('accounts:all', 'delete'))).to.deep.equal([
      { type: 'AccountDeleted', id: 9, at: frameAt },
    ]);
  });

  it('rejects an account with an unknown state, with the path of the error', () => {
    const result = decodeFrame(accountsTopics, {
      topic: 'accounts:all',
      event: 'update',
      payload: { data: { id: 7, email: 'a@b', type: 'user', state: 'deleted' } },
    });
    expect(result.errors).to.deep.equal(['data.state']);
  });

  it('rejects a presence meta without phx_ref', () => {
    const result = decodeFrame(accountsTopics, {
      topic: 'profile:abc',
      event: 'presence_state',
      payload: { '7': { metas: [{ online_at: 1 }] } },
    });
    expect(result.errors?.[0]).to.match(/^7\.metas\.0/);
  });

  it('rejects, never throws, on mutated payloads', () => {
    expect(expectTotalOnMutations(accountsTopics, accountsSamples)).to.be.greaterThan(100);
  });

  it('change_password takes {old_password, new_password, confirm_password} (spec 3 §7)', () => {
    const { payload } = accountsTopics['profile:{token}'].pushes.change_password;
    expect(payload.is({ old_password: 'a', new_password: 'bbbbbb', confirm_password: 'bbbbbb' })).to.equal(true);
    expect(payload.decode({ old_password: 'a', new_password: 'bbbbbb' })._tag).to.equal('Left');
  });

  it('update takes name, surname, meta.company and dev_key (spec 3 §7)', () => {
    const { payload } = accountsTopics['profile:{token}'].pushes.update;
    expect(payload.decode({ name: 'Mari', surname: 'V', meta: { company: 'X' }, dev_key: 'dk-1' })._tag).to.equal(
      'Right',
    );
  });
});
