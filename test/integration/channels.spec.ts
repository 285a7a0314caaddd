import { expect } from 'chai';
import { join, waitFor, type Reply } from './support/phoenix-client';
import { useStudioFixture } from './support/studio-fixture';

type Item = Record<string, unknown> & { id: number; uuid: string };
const dataOf = (reply: Reply): Item => (reply.response as { data: Item }).data;
const unauthorized = (detail?: string): Reply => ({
  status: 'error',
  response: detail ? { reason: 'unauthorized', detail } : { reason: 'unauthorized' },
});

const channelInput = (
  name: string,
  type: 'input' | 'output',
  extra: Record<string, unknown> = {},
): Record<string, unknown> => ({
  name,
  title: name.toUpperCase(),
  type,
  state: 'active',
  meta: { description: 'test' },
  ...extra,
});

describe('studio server: channels and channel groups (spec 2 §6, §7; spec 3 §2.3, §7)', () => {
  const { socket, joinOk, pushOn, framesSeen, frameErrors } = useStudioFixture({
    types: ['developer', 'admin', 'user'],
  });
  const saved = async (type: string, topic: string, event: string, payload: object): Promise<Item> => {
    const reply = await pushOn(type, topic, event, payload);
    expect(reply.status, JSON.stringify(reply.response)).to.equal('ok');
    return dataOf(reply);
  };

  let template: Item;
  let heavyTemplate: Item;
  let access: Item;
  let output: Item;

  it('a developer creates configuration presets; the template list hears of them (spec 3 §2.3 "Configuration presets tab: developer")', async () => {
    const list = await joinOk('admin', 'channels:group:all:template');
    await waitFor(list, 'init');
    template = await saved('developer', 'channels:group:create:template', 'save', {
      channel_group: {
        title: 'Sports',
        name: 'sports',
        state: 'active',
        type: 'template',
        meta: {
          weight: 10,
          configuration: { streamer: { width: 1920, height: 1080, fps: 50 }, input: { default: 'srt' } },
        },
      },
    });
    heavyTemplate = await saved('developer', 'channels:group:create:template', 'save', {
      channel_group: {
        title: 'Low latency',
        name: 'low_latency',
        state: 'active',
        type: 'template',
        meta: { weight: 20, configuration: { streamer: { fps: 25, params: '--ll' } } },
      },
    });
    const [update] = await waitFor(list, 'update');
    expect((update as { channel_group: Item }).channel_group).to.deep.include({
      id: template.id,
      type: 'template',
      channels: [],
    });
    list.channel.leave();
  });

  it('presets are developer-only: an admin may not join create:template nor save a template (spec 3 §6)', async () => {
    expect((await join(socket('admin'), 'channels:group:create:template')).reply).to.deep.equal(unauthorized());
    const refused = await pushOn('admin', `channels:group:${template.id}`, 'save', {
      channel_group: { title: 'X', name: 'x', state: 'active', type: 'template', meta: {} },
    });
    expect(refused).to.deep.equal(unauthorized('template'));
    const refusedType = await pushOn('developer', 'channels:group:create:access', 'save', {
      channel_group: { title: 'X', name: 'x', state: 'active', type: 'template', meta: {} },
    });
    expect(refusedType.response).to.deep.include({ reason: 'invalid' });
  });

  it('an admin creates an access group; a user may not (spec 3 §6 "access groups" admin-level)', async () => {
    access = await saved('admin', 'channels:group:create:access', 'save', {
      channel_group: { title: 'Partners', name: 'partners', state: 'active', type: 'access', meta: {} },
    });
    expect(access).to.deep.include({ type: 'access', name: 'partners', channels: [] });
    expect((await join(socket('user'), 'channels:group:create:access')).reply).to.deep.equal(unauthorized());
  });

  it('an admin saves an output channel with memberships: channels:all update {channel}, groups updated, reply data holds the uuid (spec 2 §7)', async () => {
    const channels = await joinOk('user', 'channels:all');
    const accessList = await joinOk('user', 'channels:group:all:access');
    await waitFor(channels, 'init');
    output = await saved('admin', 'channels:create', 'save', {
      channel: channelInput('tv_out', 'output', {
        configuration: { streamer: { width: 1280 } },
        meta: { billing_customer: 7 },
      }),
      channel_groups: [
        { id: template.id, expiry_time: -1 },
        { id: access.id, expiry_time: 4_102_444_800 },
      ],
    });
    expect(output).to.deep.include({ name: 'tv_out', type: 'output', state: 'active' });
    expect(output.uuid).to.match(/^[0-9a-f-]{36}$/);
    const [update] = await waitFor(channels, 'update');
    expect((update as { channel: Item }).channel).to.deep.equal(output);
    const [group] = await waitFor(accessList, 'update');
    expect((group as { channel_group: Item }).channel_group.channels).to.deep.equal([
      { id: output.id, expiry_time: 4_102_444_800 },
    ]);
    channels.channel.leave();
    accessList.channel.leave();
  });

  it('memberships are read both ways: channels:channel_groups:{id} and channels:channel_group_channels:{id}', async () => {
    const groups = await joinOk('user', `channels:channel_groups:${output.id}`);
    const [init] = await waitFor(groups, 'init');
    expect((init as { channel_groups: unknown[] }).channel_groups).to.have.deep.members([
      { id: template.id, expiry_time: -1 },
      { id: access.id, expiry_time: 4_102_444_800 },
    ]);
    const members = await joinOk('user', `channels:channel_group_channels:${template.id}`);
    expect(await waitFor(members, 'init')).to.deep.equal([{ channels: [{ id: output.id, expiry_time: -1 }] }]);
    groups.channel.leave();
    members.channel.leave();
  });

  it('channels:{uuid} sends init {channel}; an unknown channel is not_found', async () => {
    const editor = await joinOk('user', `channels:${output.uuid}`);
    expect(await waitFor(editor, 'init')).to.deep.equal([{ channel: output }]);
    editor.channel.leave();
    expect((await join(socket('user'), 'channels:00000000-0000-4000-8000-000000000000')).reply.response).to.deep.equal({
      reason: 'not_found',
    });
  });

  it('non-admins create input channels only and cannot edit outputs (spec 2 §6, spec 3 §2.3)', async () => {
    expect(
      await pushOn('user', 'channels:create', 'save', {
        channel: channelInput('user_out', 'output'),
        channel_groups: [],
      }),
    ).to.deep.equal(unauthorized('output_channel'));
    expect(
      await pushOn('user', `channels:${output.uuid}`, 'save', {
        channel: channelInput('tv_out', 'input'),
        channel_groups: [],
      }),
    ).to.deep.equal(unauthorized('output_channel'));
    const input = await saved('user', 'channels:create', 'save', {
      channel: channelInput('cam_user', 'input'),
      channel_groups: [{ id: access.id, expiry_time: -1 }],
    });
    expect(input.type).to.equal('input');
    // Memberships are an administrator field: the user's channel_groups changed nothing.
    const groups = await joinOk('user', `channels:channel_groups:${input.id}`);
    expect(await waitFor(groups, 'init')).to.deep.equal([{ channel_groups: [] }]);
    groups.channel.leave();
  });

  it('only developers change the "Is admin channel" flag (spec 2 §6)', async () => {
    const input = await saved('admin', 'channels:create', 'save', {
      channel: channelInput('cam_flag', 'input'),
      channel_groups: [],
    });
    expect(
      await pushOn('admin', `channels:${input.uuid}`, 'save', {
        channel: channelInput('cam_flag', 'input', { meta: { is_admin_channel: true } }),
        channel_groups: [],
      }),
    ).to.deep.equal(unauthorized('is_admin_channel'));
    const flagged = await saved('developer', `channels:${input.uuid}`, 'save', {
      channel: channelInput('cam_flag', 'input', { meta: { is_admin_channel: true } }),
      channel_groups: [],
    });
    expect(flagged.meta).to.deep.equal({ is_admin_channel: true });
  });

  it('stream names are unique and required', async () => {
    const duplicate = await pushOn('admin', 'channels:create', 'save', {
      channel: channelInput('tv_out', 'output'),
      channel_groups: [],
    });
    expect(duplicate.response).to.deep.include({ reason: 'invalid' });
    const blank = await pushOn('admin', 'channels:create', 'save', {
      channel: channelInput('  ', 'input'),
      channel_groups: [],
    });
    expect((blank.response as { errors: { path: string }[] }).errors[0]?.path).to.equal('channel.name');
    const unknownGroup = await pushOn('admin', 'channels:create', 'save', {
      channel: channelInput('cam_x', 'input'),
      channel_groups: [{ id: 999_999, expiry_time: -1 }],
    });
    expect((unknownGroup.response as { errors: { path: string }[] }).errors[0]?.path).to.equal('channel_groups.0.id');
  });

  it('get_configuration previews the templates by weight with the channel configuration last; expired memberships do not apply (spec 2 §7)', async () => {
    const preview = await pushOn('admin', `channels:${output.uuid}`, 'get_configuration', {
      configuration: { streamer: { width: 1280 } },
      channel_groups: [
        { id: heavyTemplate.id, expiry_time: -1 },
        { id: template.id, expiry_time: -1 },
        { id: access.id, expiry_time: -1 },
      ],
    });
    expect(dataOf(preview)).to.deep.equal({
      streamer: { width: 1280, height: 1080, fps: 25, params: '--ll' },
      input: { default: 'srt' },
    });
    const expired = await pushOn('admin', 'channels:create', 'get_configuration', {
      configuration: {},
      channel_groups: [{ id: heavyTemplate.id, expiry_time: 1 }],
    });
    expect(dataOf(expired)).to.deep.equal({});
  });

  it('an access group save replaces its channels and tells both list topics (spec 3 §7 "Access adds channels")', async () => {
    const list = await joinOk('user', 'channels:group:all:access');
    await waitFor(list, 'init');
    const updated = await saved('admin', `channels:group:${access.id}`, 'save', {
      channel_group: { title: 'Partners', name: 'partners', state: 'archived', type: 'access', meta: {}, channels: [] },
    });
    expect(updated).to.deep.include({ state: 'archived', channels: [] });
    await waitFor(list, 'update');
    const unknown = await pushOn('admin', `channels:group:${access.id}`, 'save', {
      channel_group: {
        title: 'P',
        name: 'p',
        state: 'active',
        type: 'access',
        meta: {},
        channels: [{ id: 123_456, expiry_time: -1 }],
      },
    });
    expect((unknown.response as { errors: { path: string }[] }).errors[0]?.path).to.equal(
      'channel_group.channels.0.id',
    );
    list.channel.leave();
  });

  it('every frame the server sent decodes with the console catalogue', async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const seen = framesSeen();
    expect([...seen]).to.include.members([
      'channels:all init',
      'channels:all update',
      'channels:group:all:template update',
      'channels:group:all:access update',
      'channels:{uuid} init',
      'channels:channel_groups:{id} init',
      'channels:channel_group_channels:{id} init',
    ]);
    expect(frameErrors()).to.deep.equal([]);
  });
});
