import { expect } from 'chai';
import { join, push, waitFor, type Reply } from './support/phoenix-client';
import { useStudioFixture } from './support/studio-fixture';

const unauthorized: Reply = { status: 'error', response: { reason: 'unauthorized' } };
const typeNotAllowed: Reply = { status: 'error', response: { reason: 'unauthorized', detail: 'type_not_allowed' } };
type Item = Record<string, unknown> & { id: number };

describe('studio server: roles (spec 1 §2.1, §6; spec 3 §6) — refusals answer {reason: unauthorized} and change nothing', () => {
  const { socket, token, joinOk } = useStudioFixture({
    types: ['developer', 'root', 'admin', 'device_admin', 'group_admin', 'user', 'cloudrec'],
  });
  const joinReply = async (type: string, topic: string): Promise<Reply> => {
    const joined = await join(socket(type), topic);
    if (joined.reply.status === 'ok') joined.channel.leave();
    return joined.reply;
  };
  const save = async (type: string, topic: string, payload: object): Promise<Reply> => {
    const joined = await joinOk(type, topic);
    const reply = await push(joined.channel, 'save', payload);
    joined.channel.leave();
    return reply;
  };
  const list = async (type: string, topic: string): Promise<Item[]> => {
    const joined = await join(socket(type), topic);
    const [init] = await waitFor(joined, 'init');
    joined.channel.leave();
    return (init as { data: Item[] }).data;
  };

  it('cloudrec: only the cloud-recording topics (spec 1 §2.1 Clips) — console list topics are refused', async () => {
    // groups:all, channels:all and control are open to it as production crew (production-crew.spec.ts, issue 28).
    for (const topic of ['accounts:all', 'filters:all', 'running_orders:all', 'instances:all', 'cms:all'])
      expect(await joinReply('cloudrec', topic), topic).to.deep.equal(unauthorized);
    expect((await joinReply('cloudrec', 'settings:all')).status).to.equal('ok');
    expect((await joinReply('cloudrec', `profile:${token('cloudrec')}`)).status).to.equal('ok');
  });

  it('administrators (admin, device_admin, root, developer): audit trail, accounts and groups editors', async () => {
    for (const type of ['group_admin', 'user']) {
      expect(await joinReply(type, 'audit:all'), `${type} audit`).to.deep.equal(unauthorized);
      expect(await joinReply(type, 'accounts:create'), `${type} accounts`).to.deep.equal(unauthorized);
      expect(await joinReply(type, 'groups:create'), `${type} groups`).to.deep.equal(unauthorized);
      expect(await joinReply(type, 'running_orders:create'), `${type} running orders`).to.deep.equal(unauthorized);
    }
    for (const type of ['admin', 'device_admin', 'root', 'developer'])
      expect((await joinReply(type, 'audit:all')).status, type).to.equal('ok');
  });

  it('root or developer: the Settings tab (spec 3 §2.2 "Settings (root or developer only)")', async () => {
    const before = await list('developer', 'settings:all');
    for (const type of ['admin', 'device_admin', 'user'])
      expect(await joinReply(type, 'settings:create'), type).to.deep.equal(unauthorized);
    expect(
      (await save('root', 'settings:create', { setting: { name: 'export_form_main', type: 'export_form', value: {} } }))
        .status,
    ).to.equal('ok');
    expect(await list('developer', 'settings:all')).to.have.length(before.length + 1);
  });

  it('developer only: developer_config, the Developer area\'s setting (spec 1 §2.1 "Developer: developer only")', async () => {
    const before = await list('developer', 'settings:all');
    expect(
      await save('root', 'settings:create', {
        setting: { name: 'developer_config', type: 'developer_config', value: {} },
      }),
    ).to.deep.equal(unauthorized);
    expect(await list('developer', 'settings:all')).to.deep.equal(before);
    expect(
      (
        await save('developer', 'settings:create', {
          setting: { name: 'developer_config', type: 'developer_config', value: {} },
        })
      ).status,
    ).to.equal('ok');
  });

  describe('account-type assignment (spec 3 §6 "Account type choices")', () => {
    const account = (email: string, type: string): object => ({
      account: { email, type, state: 'active', groups: [], password: 'secret12', password_confirm: 'secret12' },
    });

    it('admin and device_admin may assign only group_admin, user and cloudrec', async () => {
      for (const actor of ['admin', 'device_admin']) {
        for (const type of ['admin', 'device_admin', 'root', 'developer'])
          expect(
            await save(actor, 'accounts:create', account(`${actor}-${type}@x.test`, type)),
            `${actor} → ${type}`,
          ).to.deep.equal(typeNotAllowed);
        for (const type of ['group_admin', 'user', 'cloudrec'])
          expect(
            (await save(actor, 'accounts:create', account(`${actor}-${type}@x.test`, type))).status,
            `${actor} → ${type}`,
          ).to.equal('ok');
      }
    });

    it('root may assign all but developer; developers all seven', async () => {
      expect(await save('root', 'accounts:create', account('root-dev@x.test', 'developer'))).to.deep.equal(
        typeNotAllowed,
      );
      expect((await save('root', 'accounts:create', account('root-root@x.test', 'root'))).status).to.equal('ok');
      expect((await save('developer', 'accounts:create', account('dev-dev@x.test', 'developer'))).status).to.equal(
        'ok',
      );
      const emails = (await list('developer', 'accounts:all')).map((item) => item.email);
      expect(emails).to.not.include.members(['root-dev@x.test', 'admin-root@x.test', 'device_admin-developer@x.test']);
    });

    it('an unknown type is invalid, not stored', async () => {
      const reply = await save('developer', 'accounts:create', account('odd@x.test', 'superuser'));
      expect(reply.response).to.deep.include({ reason: 'invalid' });
    });

    it('admin cannot open or edit a root account it may not see', async () => {
      const root = (await list('developer', 'accounts:all')).find((item) => item.email === 'root@demo.local');
      expect(await joinReply('admin', `accounts:${root?.id}`)).to.deep.equal(unauthorized);
    });
  });

  it("profile:{token} may be joined only with one's own token", async () => {
    expect(await joinReply('user', `profile:${token('admin')}`)).to.deep.equal(unauthorized);
    expect((await joinReply('user', `profile:${token('user')}`)).status).to.equal('ok');
  });

  it('a non-developer cannot set a dev key (spec 3 §6 "The dev key is shown only to developers")', async () => {
    const joined = await join(socket('admin'), `profile:${token('admin')}`);
    expect((await push(joined.channel, 'update', { dev_key: 'dk-123' })).response).to.deep.include({
      reason: 'unauthorized',
    });
    joined.channel.leave();
  });

  it('a refused join leaves no subscription behind: the refused account gets no broadcasts', async () => {
    const refused = await join(socket('cloudrec'), 'running_orders:all');
    expect(refused.reply).to.deep.equal(unauthorized);
    expect(
      (await save('admin', 'running_orders:create', { running_order: { name: 'Quiet', items: [] } })).status,
    ).to.equal('ok');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(refused.received.size).to.equal(0);
  });
});
