import { expect } from 'chai';
import { visibleAccounts } from '../../src/domain/accounts';
import { join, push, recordFrames, waitFor, type Reply } from './support/phoenix-client';
import { useStudioFixture } from './support/studio-fixture';

const unauthorized: Reply = { status: 'error', response: { reason: 'unauthorized' } };
type Item = Record<string, unknown> & { id: number; type?: string; email?: string };

// The settings area's rights as the server enforces them (spec 3 §2.2, §6), one test per boundary the
// console's hiding relies on, and what must never leave the server (passwords) or be missing from the audit.
describe('studio server: settings area rights and secrets (spec 3 §2.2, §5, §6)', () => {
  const { socket, joinOk } = useStudioFixture({ types: ['developer', 'root', 'admin', 'user', 'group_admin'] });
  const joinReply = async (type: string, topic: string): Promise<Reply> => {
    const joined = await join(socket(type), topic);
    if (joined.reply.status === 'ok') joined.channel.leave();
    return joined.reply;
  };
  const list = async (type: string, topic: string): Promise<Item[]> => {
    const joined = await join(socket(type), topic);
    const [init] = await waitFor(joined, 'init');
    joined.channel.leave();
    return (init as { data: Item[] }).data;
  };

  it('a user, a group_admin and an admin cannot open a settings record; root can', async () => {
    const [setting] = await list('root', 'settings:all');
    for (const type of ['user', 'group_admin', 'admin'])
      expect(await joinReply(type, `settings:${setting?.id}`), type).to.deep.equal(unauthorized);
    expect((await joinReply('root', `settings:${setting?.id}`)).status).to.equal('ok');
  });

  it('a user cannot open the list type, running order, account or group editors', async () => {
    for (const topic of ['cms:list_type:create', 'running_orders:create', 'accounts:create', 'groups:create'])
      expect(await joinReply('user', topic), topic).to.deep.equal(unauthorized);
  });

  it("an admin's accounts list is the developer's without root and developer accounts: server and console agree", async () => {
    const all = await list('developer', 'accounts:all');
    const admins = await list('admin', 'accounts:all');
    expect(all.some((account) => account.type === 'root')).to.equal(true);
    expect(admins.map((account) => account.id).sort()).to.deep.equal(
      visibleAccounts('admin', all as { type: string; id: number }[])
        .map((account) => account.id)
        .sort(),
    );
    expect(await list('root', 'accounts:all')).to.have.length(all.length);
  });

  it('an admin cannot create a developer, root or admin account', async () => {
    const create = await joinOk('admin', 'accounts:create');
    for (const type of ['developer', 'root', 'admin'])
      expect(
        await push(create.channel, 'save', {
          account: { email: `x-${type}@x.test`, type, state: 'active', groups: [], password: 'secret12' },
        }),
        type,
      ).to.deep.include({ status: 'error' });
    create.channel.leave();
  });

  it('a saved password is never sent back: not in the reply, the list update, nor a later init', async () => {
    const frames = recordFrames(socket('admin'));
    const listing = await joinOk('admin', 'accounts:all', ['init', 'update']);
    const create = await joinOk('admin', 'accounts:create');
    const secret = 'Unique-Secret-42';
    const reply = await push(create.channel, 'save', {
      account: {
        email: 'pw.check@x.test',
        type: 'user',
        state: 'active',
        groups: [],
        password: secret,
        password_confirm: secret,
      },
    });
    expect(reply.status).to.equal('ok');
    expect(JSON.stringify(reply)).to.not.include(secret);
    expect(JSON.stringify(reply)).to.not.match(/password/);
    await waitFor(listing, 'update');
    const again = await list('admin', 'accounts:all');
    expect(again.some((account) => account.email === 'pw.check@x.test')).to.equal(true);
    expect(JSON.stringify(frames)).to.not.include(secret);
    expect(JSON.stringify(again)).to.not.match(/password/);
    create.channel.leave();
    listing.channel.leave();
  });

  it('the audit trail says who changed which account and setting, without the password', async () => {
    const audit = await joinOk('root', 'audit:all', ['init', 'append']);
    await waitFor(audit, 'init');
    const create = await joinOk('admin', 'accounts:create');
    await push(create.channel, 'save', {
      account: { email: 'audited@x.test', type: 'user', state: 'active', groups: [], password: 'Audit-Secret-7' },
    });
    const settings = await joinOk('root', 'settings:create');
    await push(settings.channel, 'save', { setting: { name: 'audited_setting', type: 'system', value: {} } });
    const rows = (await waitFor(audit, 'append', 2)) as Record<string, unknown>[];
    const accountRow = rows.find((row) => row.topic === 'accounts:create');
    const settingRow = rows.find((row) => row.topic === 'settings:create');
    expect(accountRow).to.deep.include({ account_email: 'admin@demo.local', event: 'save', outcome: 'ok' });
    expect(JSON.stringify(accountRow)).to.include('audited@x.test');
    expect(JSON.stringify(rows)).to.not.include('Audit-Secret-7');
    expect(settingRow).to.deep.include({ account_email: 'root@demo.local', outcome: 'ok' });
    expect(JSON.stringify(settingRow)).to.include('audited_setting');
    create.channel.leave();
    settings.channel.leave();
    audit.channel.leave();
  });

  it('a saved setting keeps its name: a rename is refused with name_fixed', async () => {
    const create = await joinOk('root', 'settings:create');
    const saved = await push(create.channel, 'save', { setting: { name: 'fixed_name', type: 'system', value: {} } });
    const id = (saved.response as { data: { id: number } }).data.id;
    const edit = await joinOk('root', `settings:${id}`);
    const renamed = await push(edit.channel, 'save', {
      setting: { id, name: 'other_name', type: 'system', value: {} },
    });
    expect(renamed).to.deep.include({ status: 'error' });
    expect((renamed.response as { reason: string }).reason).to.equal('name_fixed');
    create.channel.leave();
    edit.channel.leave();
  });
});
