import { expect } from 'chai';
import { connect, disconnect, join, push, waitFor, type Joined } from './support/phoenix-client';
import { loginAs, postLogin } from './support/studio';
import { useStudioFixture } from './support/studio-fixture';

type Presences = Record<string, { metas: { phx_ref: string; online_at: string }[] }>;

describe('studio server: profile:{token} (spec 1 §7.2; spec 3 §7, §8)', () => {
  const { studio, token, joinOk } = useStudioFixture({ types: ['group_admin'] });
  let profile: Joined;

  before(async () => {
    profile = await joinOk('group_admin', `profile:${token('group_admin')}`, [
      'init',
      'update',
      'presence_state',
      'presence_diff',
    ]);
  });

  it('sends init {data: Account} with sessions right after the join', async () => {
    const [init] = await waitFor(profile, 'init');
    expect((init as { data: Record<string, unknown> }).data).to.deep.include({
      email: 'group_admin@demo.local',
      type: 'group_admin',
    });
  });

  it('sends update with the new sessions list when the account logs in elsewhere', async () => {
    await loginAs(studio.url, 'group_admin');
    const [update] = await waitFor(profile, 'update');
    expect((update as { data: { sessions: unknown[] } }).data.sessions).to.have.length(2);
  });

  it('get answers the account with its sessions; the current one is marked (spec 3 §3 Session)', async () => {
    const reply = await push(profile.channel, 'get');
    expect(reply.status).to.equal('ok');
    const account = (reply.response as { data: Record<string, unknown> & { sessions: Record<string, unknown>[] } })
      .data;
    expect(account).to.deep.include({ email: 'group_admin@demo.local', type: 'group_admin' });
    expect(account.sessions).to.have.length(2);
    expect(account.sessions.filter((session) => session.current === true)).to.have.length(1);
    expect(account.sessions[0]).to.include.keys('id', 'current', 'meta', 'inserted_at', 'online_at');
    expect(account.sessions[0]?.meta).to.include.keys('ip', 'user_agent');
  });

  it('update changes name, surname and meta.company (spec 3 §7 update_profile)', async () => {
    const reply = await push(profile.channel, 'update', {
      name: 'Greta',
      surname: 'Admin',
      meta: { company: 'Studio Oy' },
    });
    expect(reply.status).to.equal('ok');
    const data = (reply.response as { data: Record<string, unknown> }).data;
    expect(data).to.deep.include({ name: 'Greta', surname: 'Admin' });
    expect(data.meta).to.deep.include({ company: 'Studio Oy' });
  });

  describe('change_password', () => {
    it('answers passwords_dont_match when new and confirm differ (spec 3 §8 → "Passwords dont\'t match!")', async () => {
      const reply = await push(profile.channel, 'change_password', {
        old_password: 'demo1234',
        new_password: 'abcdef1',
        confirm_password: 'abcdef2',
      });
      expect(reply).to.deep.equal({ status: 'error', response: { reason: 'passwords_dont_match' } });
    });

    it("answers invalid_password for a wrong old password (spec 3 §8 → 'Old password is invalid!')", async () => {
      const reply = await push(profile.channel, 'change_password', {
        old_password: 'wrong-one',
        new_password: 'abcdef12',
        confirm_password: 'abcdef12',
      });
      expect(reply).to.deep.equal({ status: 'error', response: { reason: 'invalid_password' } });
    });

    it('answers password_too_short below 6 characters (spec 3 §5, §9 "Minimum password length 6")', async () => {
      const reply = await push(profile.channel, 'change_password', {
        old_password: 'demo1234',
        new_password: 'abc',
        confirm_password: 'abc',
      });
      expect(reply).to.deep.equal({ status: 'error', response: { reason: 'password_too_short' } });
    });

    it('changes the password: the new one logs in, the old one no longer does', async () => {
      const reply = await push(profile.channel, 'change_password', {
        old_password: 'demo1234',
        new_password: 'new-pass-1',
        confirm_password: 'new-pass-1',
      });
      expect(reply.status).to.equal('ok');
      expect((await postLogin(studio.url, 'group_admin@demo.local', 'new-pass-1')).body.status).to.equal('ok');
      expect((await postLogin(studio.url, 'group_admin@demo.local', 'demo1234')).body).to.deep.equal({
        status: 'error',
        msg: 'Invalid email or password',
      });
    });
  });

  it('answers ping and marks the session online (spec 1 §9 "Ping every 600 s")', async () => {
    expect(await push(profile.channel, 'ping')).to.deep.equal({ status: 'ok', response: {} });
    const sessions = (
      (await push(profile.channel, 'get')).response as { data: { sessions: { current: boolean; online_at: number }[] } }
    ).data.sessions;
    expect(sessions.find((session) => session.current)?.online_at).to.be.greaterThan(0);
  });

  it('sends presence_state on join and presence_diff when another connection of the session joins and leaves', async () => {
    const [state] = await waitFor(profile, 'presence_state');
    expect(state).to.deep.equal({});
    const [ownJoin] = await waitFor(profile, 'presence_diff');
    const key = Object.keys((ownJoin as { joins: Presences }).joins)[0] as string;

    const second = await connect(studio.socketUrl, token('group_admin'));
    const other = await join(second, `profile:${token('group_admin')}`, ['presence_state', 'presence_diff']);
    const [otherState] = await waitFor(other, 'presence_state');
    expect((otherState as Presences)[key]?.metas).to.have.length(1);
    const [, joined] = await waitFor(profile, 'presence_diff', 2);
    expect((joined as { joins: Presences }).joins[key]?.metas).to.have.length(1);
    await disconnect(second);
    const [, , left] = await waitFor(profile, 'presence_diff', 3);
    expect(Object.keys((left as { leaves: Presences }).leaves)).to.deep.equal([key]);
  });
});
