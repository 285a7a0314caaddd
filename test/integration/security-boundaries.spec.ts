import { expect } from 'chai';
import { request } from 'node:http';
import { join, joinOk, push, type Reply } from './support/phoenix-client';
import { demoPassword, postLogin, signIn } from './support/studio';
import { useStudioFixture } from './support/studio-fixture';

const types = ['developer', 'root', 'admin', 'device_admin', 'group_admin', 'user', 'cloudrec'] as const;

/** A login from a chosen loopback address (Linux routes all of 127/8 to lo), to act as a second client. */
const loginFrom = (url: string, localAddress: string, email: string, password: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const body = JSON.stringify({ email, password });
    const sent = request(
      `${url}/api/v1/login`,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });

describe('studio server: boundaries of issue 20 (to-do button, password resets, lockout)', () => {
  const fixture = useStudioFixture({ types });
  const documents = () => fixture.studio.server.services.store.documents;
  const accountOf = async (type: string) => {
    const [account] = await documents().accounts.list(`body->>'email' = $1`, [`${type}@demo.local`]);
    if (!account) throw new Error(`no ${type} account`);
    return account;
  };
  /** Saves an account's password as `actor` (with `ownPassword` when given). */
  const reset = async (actor: string, target: string, password: string, ownPassword?: string): Promise<Reply> => {
    const account = await accountOf(target);
    const editor = await join(fixture.socket(actor), `accounts:${account.id}`, []);
    if (editor.reply.status !== 'ok') return editor.reply;
    const reply = await push(editor.channel, 'save', {
      account: {
        ...account.body,
        id: account.id,
        state: account.state,
        password,
        password_confirm: password,
        ...(ownPassword === undefined ? {} : { own_password: ownPassword }),
      },
    });
    editor.channel.leave();
    return reply;
  };

  it('toggle_todo: administrators (admin, device_admin, root, developer) only, as the console shows the button (spec 1 §6)', async () => {
    const [event] = await documents().events.list();
    const topic = `events:${event?.uuid}`;
    const groupsBefore = JSON.stringify(await documents().event_groups.list());
    for (const type of ['group_admin', 'user']) {
      const joined = await joinOk(fixture.socket(type), topic);
      expect(await push(joined.channel, 'toggle_todo', { active: true, status: 'watch' }), type).to.deep.equal({
        status: 'error',
        response: { reason: 'unauthorized' },
      });
      joined.channel.leave();
    }
    // cloudrec reads the event for its clip page's title (issue 29) and may change nothing on it.
    const cloudrec = await joinOk(fixture.socket('cloudrec'), topic);
    for (const [name, payload] of [
      ['toggle_todo', { active: true, status: 'watch' }],
      ['stop', {}],
      ['save', { event: { ...event?.body, uuid: event?.uuid, title: 'Taken over' }, update: true }],
    ] as const)
      expect(await push(cloudrec.channel, name, payload), name).to.deep.equal({
        status: 'error',
        response: { reason: 'unauthorized' },
      });
    cloudrec.channel.leave();
    expect(JSON.stringify(await documents().event_groups.list())).to.equal(groupsBefore);
    for (const type of ['admin', 'device_admin', 'root', 'developer']) {
      const joined = await joinOk(fixture.socket(type), topic);
      expect((await push(joined.channel, 'toggle_todo', { active: true, status: 'watch' })).status, type).to.equal(
        'ok',
      );
      joined.channel.leave();
    }
  });

  describe('password resets (spec 3 §3 own_password, §6 account type choices)', () => {
    it('an admin may not reset the password of a type it may not assign (device_admin, admin, root, developer)', async () => {
      for (const target of ['device_admin', 'root', 'developer']) {
        const reply = await reset('admin', target, 'taken-over-1', demoPassword);
        expect(reply.status, target).to.equal('error');
        expect(reply.response.reason, target).to.equal('unauthorized');
      }
      expect((await postLogin(fixture.studio.url, 'device_admin@demo.local')).body.status).to.equal('ok');
    });

    it("a reset needs the saving account's own password: missing is invalid, wrong is invalid_password", async () => {
      const missing = await reset('admin', 'group_admin', 'new-secret-1');
      expect(missing.response).to.deep.include({ reason: 'invalid' });
      expect(JSON.stringify(missing.response.errors)).to.contain('account.own_password');
      expect((await reset('admin', 'group_admin', 'new-secret-1', 'not-mine')).response).to.deep.equal({
        reason: 'invalid_password',
      });
      expect((await postLogin(fixture.studio.url, 'group_admin@demo.local')).body.status).to.equal('ok');
    });

    it("a reset by an administrator who may assign the type works and ends the account's sessions", async () => {
      const victim = await signIn(fixture.studio, 'cloudrec');
      const closed = new Promise<void>((resolve) => victim.socket.onClose(() => resolve()));
      expect((await reset('admin', 'cloudrec', 'reset-by-admin', demoPassword)).status).to.equal('ok');
      await closed;
      victim.socket.disconnect();
      const verify = await fetch(`${fixture.studio.url}/api/v1/verify`, { headers: { authorization: victim.token } });
      expect(verify.status).to.equal(401);
      expect((await postLogin(fixture.studio.url, 'cloudrec@demo.local')).body.status).to.equal('error');
      expect((await postLogin(fixture.studio.url, 'cloudrec@demo.local', 'reset-by-admin')).body.status).to.equal('ok');
      // Root may assign admin, so root may reset an admin's password.
      expect((await reset('root', 'admin', 'reset-by-root', demoPassword)).status).to.equal('ok');
      expect((await postLogin(fixture.studio.url, 'admin@demo.local', 'reset-by-root')).body.status).to.equal('ok');
    });

    it('an account may reset its own password in the editor (with its own password) and stays signed in', async () => {
      expect((await reset('device_admin', 'device_admin', 'my-own-new-1', demoPassword)).status).to.equal('ok');
      const verify = await fetch(`${fixture.studio.url}/api/v1/verify`, {
        headers: { authorization: fixture.token('device_admin') },
      });
      expect(verify.status).to.equal(200);
    });
  });

  it('lockout: a stranger failing at one address does not keep the owner out at another (docs/protocol.md)', async () => {
    const { url } = fixture.studio;
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(await loginFrom(url, '127.0.0.3', 'user@demo.local', 'guess')).to.equal(200);
    // The failing address is throttled even with the right password…
    expect(await loginFrom(url, '127.0.0.3', 'user@demo.local', demoPassword)).to.equal(429);
    // …the owner at another address signs in.
    expect(await loginFrom(url, '127.0.0.4', 'user@demo.local', demoPassword)).to.equal(200);
    const answer = await postLogin(url, 'user@demo.local');
    expect(answer.body.status).to.equal('ok');
  });
});
