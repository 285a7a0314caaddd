import { expect } from 'chai';
import { filter, firstValueFrom } from 'rxjs';
import {
  channelFormOf,
  channelSavePlan,
  ChannelsAdminCommands,
  channelsAdminModule,
  channelsAdminNoticeRules,
  ChannelsAdminQueries,
} from '../../../src/application/channels-admin';
import { type SettledCommand } from '../../../src/application/notifications';
import { controlNoticeRules } from '../../../src/application/notifications/control-notices';
import { DisplayZone } from '../../../src/application/shared';
import { channelEditorRights } from '../../../src/domain/channels';
import { createHarness, settle, toastsOf, type Harness, type PushHandler } from '../console-harness';

const profile = (type: string) => ({ data: { id: 1, email: `${type}@demo.local`, type, meta: {} } });
const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const channel = (n: number, type: 'input' | 'output', state: 'active' | 'archived' = 'active') => ({
  id: n,
  uuid: uuid(n),
  name: `c${n}`,
  title: `Channel ${n}`,
  type,
  state,
  meta: {},
});

const setup = (push?: PushHandler) => {
  const harness = createHarness(push ? { push } : {});
  harness.container.rebind(DisplayZone).toConstantValue('UTC');
  harness.container.load(channelsAdminModule);
  return {
    harness,
    queries: harness.container.get(ChannelsAdminQueries),
    commands: harness.container.get(ChannelsAdminCommands),
  };
};

const settled = (name: string, status: SettledCommand['status'], args: unknown, reason?: string): SettledCommand =>
  ({ id: 'c', at: 0, account: 'a', name, args, status, ...(reason ? { reason } : {}) }) as unknown as SettledCommand;

describe('application/channels-admin: queries (spec 3 §2.3, §6)', () => {
  let harness: Harness;
  afterEach(() => harness.dispose());

  it('the toolbar: a user sees Inputs, an admin adds Outputs and Access groups, a developer Configuration presets', async () => {
    const context = setup();
    harness = context.harness;
    const titles = async () => (await firstValueFrom(context.queries.toolbar$)).map((entry) => entry.title);
    harness.receive('profile:t', 'init', profile('user'));
    await harness.until((state) => state.session.profile?.type === 'user');
    expect(await titles()).to.deep.equal(['Inputs']);
    harness.receive('profile:t', 'update', profile('admin'));
    await harness.until((state) => state.session.profile?.type === 'admin');
    expect(await titles()).to.deep.equal(['Inputs', 'Outputs', 'Access groups']);
    harness.receive('profile:t', 'update', profile('developer'));
    await harness.until((state) => state.session.profile?.type === 'developer');
    expect(await titles()).to.deep.equal(['Inputs', 'Outputs', 'Access groups', 'Configuration presets']);
  });

  it('inputs and outputs list apart; active is the default state filter', async () => {
    const context = setup();
    harness = context.harness;
    harness.receive('channels:all', 'init', {
      channels: [channel(1, 'input'), channel(2, 'input', 'archived'), channel(3, 'output')],
    });
    const inputs = await firstValueFrom(context.queries.inputs.view$.pipe(filter((view) => view.loaded)));
    expect(inputs.rows.map((row) => row.id)).to.deep.equal([1]);
    expect(inputs.total).to.equal(2);
    context.queries.inputs.setState('archived');
    expect((await firstValueFrom(context.queries.inputs.view$)).rows.map((row) => row.id)).to.deep.equal([2]);
    const outputs = await firstValueFrom(context.queries.outputs.view$);
    expect(outputs.rows.map((row) => row.id)).to.deep.equal([3]);
    const choices = await firstValueFrom(context.queries.choices$);
    expect(choices.channels.map((choice) => choice.key)).to.deep.equal([1, 3]);
  });

  it('an editor route opens only its own kind: a preset id under access groups is no such access group', async () => {
    const context = setup();
    harness = context.harness;
    const group = (id: number, type: 'access' | 'template') => ({
      id,
      uuid: uuid(id),
      name: `g${id}`,
      title: `Group ${id}`,
      state: 'active',
      type,
      meta: {},
    });
    expect((await firstValueFrom(context.queries.group$('access', '3'))).status).to.equal('loading');
    harness.receive('channels:group:all:template', 'init', { channel_groups: [group(3, 'template')] });
    harness.receive('channels:group:all:access', 'init', { channel_groups: [group(5, 'access')] });
    await harness.until((state) => state.channels.groups.access[5] !== undefined);
    expect(await firstValueFrom(context.queries.group$('access', '3'))).to.deep.equal({
      status: 'missing',
      message: 'There is no access group 3.',
    });
    expect(await firstValueFrom(context.queries.group$('template', '5'))).to.deep.include({ status: 'missing' });
    const found = await firstValueFrom(context.queries.group$('access', '5'));
    expect(found.status === 'found' && found.group.name).to.equal('g5');
    expect((await firstValueFrom(context.queries.group$('template', '3'))).status).to.equal('found');
  });
});

describe('application/channels-admin: commands (spec 2 §7)', () => {
  let harness: Harness;
  afterEach(() => harness.dispose());

  it('a new channel joins channels:create, pushes save with its groups and opens the reply uuid', async () => {
    const context = setup(() => ({ status: 'ok', response: { data: { uuid: uuid(9), id: 9 } } }));
    harness = context.harness;
    const form = { ...channelFormOf(0)({ channel: channel(1, 'input'), memberships: [] }), title: 'New' };
    const plan = channelSavePlan(form, { rights: channelEditorRights('user'), newUuid: uuid(9) });
    if (plan.kind !== 'save') throw new Error(plan.message);
    expect(await context.commands.saveChannel(plan, true)).to.deep.equal({ ok: true, id: uuid(9) });
    const [topic, event, payload] = harness.socket.push.firstCall.args;
    expect([topic, event]).to.deep.equal(['channels:create', 'save']);
    expect(payload).to.deep.include({ channel_groups: [] });
    expect(payload).to.have.nested.property('channel.uuid', uuid(9));
    await settle();
    expect(harness.commandNames()).to.include('channels.save');
  });

  it("a refused save says the server's reason with the path it named; the form's plan is untouched", async () => {
    const context = setup(() => ({
      status: 'error',
      response: {
        reason: 'invalid',
        errors: [{ path: 'channel.name', expected: 'a stream name no other channel has', actual: '"tv"' }],
      },
    }));
    harness = context.harness;
    const form = { ...channelFormOf(0)({ channel: channel(1, 'output'), memberships: [] }), name: 'tv' };
    const plan = channelSavePlan(form, { rights: channelEditorRights('admin'), newUuid: uuid(9), uuid: uuid(1) });
    if (plan.kind !== 'save') throw new Error(plan.message);
    expect(await context.commands.saveChannel(plan, false)).to.deep.equal({
      ok: false,
      reason: 'invalid: channel.name — a stream name no other channel has',
    });
  });

  it('the preview pushes get_configuration on the channel topic with the form memberships', async () => {
    const context = setup(() => ({ status: 'ok', response: { data: { streamer: { fps: 50 } } } }));
    harness = context.harness;
    const form = {
      ...channelFormOf(0)({ channel: channel(1, 'output'), memberships: [{ id: 4, expiry_time: -1 }] }),
      configuration: '{"streamer":{"width":1920}}',
    };
    expect(await context.commands.previewConfiguration(uuid(1), form)).to.deep.equal({
      ok: true,
      configuration: { streamer: { fps: 50 } },
    });
    expect(harness.socket.push.firstCall.args.slice(0, 3)).to.deep.equal([
      `channels:${uuid(1)}`,
      'get_configuration',
      { configuration: { streamer: { width: 1920 } }, channel_groups: [{ id: 4, expiry_time: -1 }] },
    ]);
    expect(await context.commands.previewConfiguration(uuid(1), { ...form, configuration: '[' })).to.deep.equal({
      ok: false,
      reason: 'the configuration JSON or a streamer number cannot be read',
    });
  });

  it('a streamer start from the editor is the control instance push start_streamer; a failure appends the error', async () => {
    const context = setup(() => ({ status: 'error', response: { reason: 'instance_offline' } }));
    harness = context.harness;
    const result = await context.commands.streamer('start', 5, uuid(1));
    expect(result.outcome).to.equal('error');
    expect(harness.socket.push.firstCall.args.slice(0, 3)).to.deep.equal([
      'control',
      'instance',
      { type: 'start_streamer', instance: 5 },
    ]);
    // "Streamer start and stop failures from the channel editor … with the error appended" (spec 2 §8).
    await settle();
    expect(toastsOf(harness.store.state, controlNoticeRules).map((toast) => toast.title)).to.deep.equal([
      'Streamer start failed! instance_offline',
    ]);
  });
});

describe('application/channels-admin: toasts (spec 2 §8, spec 3 §8)', () => {
  it('says the channel and group texts exactly, by create or update and by group kind', () => {
    const rule = (name: string) => channelsAdminNoticeRules[name];
    expect(rule('channels.save')?.(settled('channels.save', 'ok', { mode: 'create' }))?.title).to.equal(
      'Channel was created!',
    );
    expect(rule('channels.save')?.(settled('channels.save', 'ok', { mode: 'update' }))?.title).to.equal(
      'Channel was updated!',
    );
    expect(
      rule('channels.save')?.(settled('channels.save', 'error', { mode: 'create' }, 'unauthorized'))?.title,
    ).to.equal('Unable to create channel!');
    expect(rule('channels.save')?.(settled('channels.save', 'error', { mode: 'update' }, 'invalid'))?.title).to.equal(
      'Unable to update channel!',
    );
    const group = (kind: string, status: SettledCommand['status'], mode: string) =>
      rule('channel_groups.save')?.(settled('channel_groups.save', status, { kind, mode }))?.title;
    expect(group('template', 'ok', 'create')).to.equal('Configuration preset was created!');
    expect(group('access', 'ok', 'update')).to.equal('Access group was updated!');
    expect(group('access', 'error', 'create')).to.equal('Unable to create access group!');
  });
});
