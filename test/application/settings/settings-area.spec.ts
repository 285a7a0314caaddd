import { expect } from 'chai';
import { filter, firstValueFrom } from 'rxjs';
import { DisplayZone } from '../../../src/application/shared';
import {
  SettingsAreaCommands,
  settingsAreaModule,
  settingsAreaNoticeRules,
  SettingsAreaQueries,
} from '../../../src/application/settings';
import type { SettledCommand } from '../../../src/application/notifications';
import { createHarness, settle, type Harness, type PushHandler } from '../console-harness';

const profile = (type: string) => ({
  data: { id: 1, email: `${type}@demo.local`, type, meta: { default_group: 'g-1' } },
});

const setup = (push?: PushHandler) => {
  const harness = createHarness(push ? { push } : {});
  harness.container.rebind(DisplayZone).toConstantValue('UTC');
  harness.container.load(settingsAreaModule);
  return {
    harness,
    queries: harness.container.get(SettingsAreaQueries),
    commands: harness.container.get(SettingsAreaCommands),
  };
};

const settled = (name: string, status: SettledCommand['status'], args: unknown, reason?: string): SettledCommand =>
  ({ id: 'c', at: 0, account: 'a', name, args, status, ...(reason ? { reason } : {}) }) as unknown as SettledCommand;

describe('application/settings: queries (spec 3 §2.2, §6)', () => {
  let harness: Harness;
  afterEach(() => harness.dispose());

  it('the toolbar follows the viewer: root sees Settings and Maintenance, a user Profile and Sessions', async () => {
    const context = setup();
    harness = context.harness;
    harness.receive('profile:t', 'init', profile('user'));
    const user = await firstValueFrom(context.queries.toolbar$.pipe(filter((entries) => entries.length > 0)));
    expect(user.map((entry) => entry.title)).to.deep.equal(['Profile', 'Sessions']);
    harness.receive('profile:t', 'update', profile('root'));
    const root = await firstValueFrom(context.queries.toolbar$.pipe(filter((entries) => entries.length > 2)));
    expect(root.map((entry) => entry.title)).to.deep.equal([
      'Settings',
      'List Types',
      'External devices',
      'Profile',
      'Accounts',
      'Groups',
      'Maintenance',
    ]);
  });

  it("an admin's account list leaves out root and developer accounts and the type choices are three", async () => {
    const context = setup();
    harness = context.harness;
    harness.receive('profile:t', 'init', profile('admin'));
    harness.receive('accounts:all', 'init', {
      data: [
        { id: 1, email: 'admin@demo.local', type: 'admin' },
        { id: 2, email: 'root@demo.local', type: 'root' },
        { id: 3, email: 'dev@demo.local', type: 'developer' },
        { id: 4, email: 'old@demo.local', type: 'user', state: 'archived' },
        { id: 5, email: 'user@demo.local', type: 'user' },
      ],
    });
    const view = await firstValueFrom(context.queries.accounts.view$.pipe(filter((v) => v.loaded)));
    expect(view.rows.map((account) => account.email)).to.deep.equal(['admin@demo.local', 'user@demo.local']);
    expect(view.total).to.equal(3);
    context.queries.accounts.setState('archived');
    const archived = await firstValueFrom(context.queries.accounts.view$);
    expect(archived.rows.map((account) => account.id)).to.deep.equal([4]);
    expect(await firstValueFrom(context.queries.accountTypeChoices$)).to.deep.equal([
      'group_admin',
      'user',
      'cloudrec',
    ]);
  });

  it("an edit route's record is loading until its table arrives, then found, or missing when absent or hidden", async () => {
    const context = setup();
    harness = context.harness;
    harness.receive('profile:t', 'init', profile('admin'));
    // The store folds frames in batches: wait until the answer is no longer 'loading'.
    const presence = (table: 'accounts' | 'groups', id: number) =>
      firstValueFrom(context.queries.presence$(table, id).pipe(filter((state) => state !== 'loading')));
    expect(await firstValueFrom(context.queries.presence$('groups', 7))).to.equal('loading');
    harness.receive('groups:all', 'init', { data: [{ id: 7, name: 'Desk', uuid: 'g-7', state: 'active' }] });
    expect(await presence('groups', 7)).to.equal('found');
    expect(await presence('groups', 8)).to.equal('missing');
    harness.receive('accounts:all', 'init', {
      data: [
        { id: 1, email: 'admin@demo.local', type: 'admin' },
        { id: 2, email: 'root@demo.local', type: 'root' },
      ],
    });
    expect(await presence('accounts', 1)).to.equal('found');
    // An admin does not see root accounts in the list, so the editor says there is none rather than opening it.
    expect(await presence('accounts', 2)).to.equal('missing');
  });

  it('is loading until the list topic sent its list, then empty means empty', async () => {
    const context = setup();
    harness = context.harness;
    expect((await firstValueFrom(context.queries.groups.view$)).loaded).to.equal(false);
    harness.receive('groups:all', 'init', { data: [] });
    const view = await firstValueFrom(context.queries.groups.view$.pipe(filter((v) => v.loaded)));
    expect(view.total).to.equal(0);
  });

  it('generated passwords are letters and digits, length 12', () => {
    const context = setup();
    harness = context.harness;
    for (let index = 0; index < 20; index += 1) expect(context.queries.newPassword()).to.match(/^[A-Za-z0-9]{12}$/);
  });
});

describe('application/settings: commands (spec 3 §7)', () => {
  let harness: Harness;
  afterEach(() => harness.dispose());

  it('a new account joins accounts:create and pushes save; the journal holds no password', async () => {
    const context = setup(() => ({
      status: 'ok',
      response: { data: { id: 42, email: 'n@demo.local', type: 'user' } },
    }));
    harness = context.harness;
    const outcome = await context.commands.saveAccount({
      email: 'n@demo.local',
      type: 'user',
      state: 'active',
      groups: ['g-1'],
      password: 'secret12',
      password_confirm: 'secret12',
    });
    expect(outcome).to.deep.equal({ ok: true, id: 42 });
    expect(harness.socket.join.firstCall.args[0]).to.equal('accounts:create');
    const [topic, event, payload] = harness.socket.push.firstCall.args;
    expect([topic, event]).to.deep.equal(['accounts:create', 'save']);
    expect(payload).to.have.nested.property('account.password', 'secret12');
    await settle();
    expect(JSON.stringify(harness.entries.filter((entry) => entry.kind !== 'FrameSent'))).to.not.include('secret12');
    expect(harness.commandNames()).to.deep.equal(['accounts.save']);
  });

  it('an existing setting saves on settings:{id}; a refusal comes back with its reason', async () => {
    const context = setup(() => ({ status: 'error', response: { reason: 'name_fixed' } }));
    harness = context.harness;
    const outcome = await context.commands.saveSetting({ id: 7, name: 'x', type: 'system' });
    expect(outcome).to.deep.equal({ ok: false, reason: 'name_fixed' });
    expect(harness.socket.push.firstCall.args.slice(0, 2)).to.deep.equal(['settings:7', 'save']);
  });

  it('groups, list types and running orders go to their own topics', async () => {
    const context = setup((topic: string) => ({
      status: 'ok',
      response: {
        data: topic.startsWith('groups')
          ? { id: 1, uuid: 'u' }
          : topic.startsWith('cms')
            ? { id: 2, name: 't', fields: [] }
            : { id: 3, name: 'r', items: [] },
      },
    }));
    harness = context.harness;
    expect(await context.commands.saveGroup({ name: 'G', state: 'active' })).to.deep.equal({ ok: true, id: 1 });
    expect(await context.commands.saveListType({ id: 2, name: 't', fields: [] })).to.deep.equal({ ok: true, id: 2 });
    expect(await context.commands.saveRunningOrder({ name: 'r', items: [] })).to.deep.equal({ ok: true, id: 3 });
    expect(harness.socket.push.getCalls().map((call) => call.args[0])).to.deep.equal([
      'groups:create',
      'cms:list_type:2',
      'running_orders:create',
    ]);
  });
});

describe('application/settings: toasts (spec 3 §8)', () => {
  it('says created or updated by entity, and the shared failure text', () => {
    const rule = (name: string) => settingsAreaNoticeRules[name];
    expect(rule('settings.save')?.(settled('settings.save', 'ok', { mode: 'create' }))?.title).to.equal(
      'Setting was created!',
    );
    expect(rule('settings.save')?.(settled('settings.save', 'ok', { mode: 'update' }))?.title).to.equal(
      'Setting was updated!',
    );
    expect(rule('settings.save')?.(settled('settings.save', 'error', { mode: 'update' }, 'invalid'))?.title).to.equal(
      'Unable to create/update setting!',
    );
    expect(rule('accounts.save')?.(settled('accounts.save', 'ok', { mode: 'create' }))?.title).to.equal(
      'Account was created!',
    );
    // Issue 29: a taken e-mail says so under the title, not the bare reason.
    expect(
      rule('accounts.save')?.(settled('accounts.save', 'error', { mode: 'create' }, 'email_taken')),
    ).to.deep.include({
      title: 'Unable to create/update account!',
      body: 'this e-mail address is already taken by another account',
    });
    expect(rule('groups.save')?.(settled('groups.save', 'timeout', { mode: 'update' }))).to.deep.include({
      title: 'Unable to create/update group!',
      body: 'No reply from the server in time',
    });
    expect(rule('list_types.save')?.(settled('list_types.save', 'ok', { mode: 'update' }))?.title).to.equal(
      'List type was updated!',
    );
    expect(rule('running_orders.save')?.(settled('running_orders.save', 'ok', { mode: 'create' }))?.title).to.equal(
      'Running order was created!',
    );
  });
});
