import { expect } from 'chai';
import { push, waitFor, type Joined } from './support/phoenix-client';
import { useStudioFixture } from './support/studio-fixture';

type AccountReply = { data: { name?: string; meta?: Record<string, unknown> } };

const metaOf = (response: unknown): Record<string, unknown> => (response as AccountReply).data.meta ?? {};

describe('studio server: profile update keeps the wall filters (spec 2 §3, §7 update_profile)', () => {
  const { token, joinOk } = useStudioFixture({ types: ['user', 'group_admin'] });
  let user: Joined;
  let other: Joined;

  beforeEach(async () => {
    user = await joinOk('user', `profile:${token('user')}`, ['init', 'update']);
    other = await joinOk('group_admin', `profile:${token('group_admin')}`, ['init', 'update']);
    await waitFor(user, 'init');
    await waitFor(other, 'init');
  });

  it("stores meta.monitor_channel_filter and meta.multiview_event_filter on the caller's account only", async () => {
    const reply = await push(user.channel, 'update', {
      meta: { monitor_channel_filter: ['channel-a', 'channel-b'], multiview_event_filter: ['event-1'] },
    });
    expect(reply.status).to.equal('ok');
    expect(metaOf(reply.response)).to.deep.include({
      monitor_channel_filter: ['channel-a', 'channel-b'],
      multiview_event_filter: ['event-1'],
    });
    // A new profile read (what a reload does) gives the saved filters back.
    const reloaded = await push(user.channel, 'get');
    expect(metaOf(reloaded.response)).to.deep.include({ monitor_channel_filter: ['channel-a', 'channel-b'] });
    // The other account's meta is untouched.
    const others = await push(other.channel, 'get');
    expect(metaOf(others.response)).to.not.have.any.keys('monitor_channel_filter', 'multiview_event_filter');
  });

  it("sends the profile's update frame before the push's reply (the console's wall toggle relies on the order)", async () => {
    const before = user.received.get('update')?.length ?? 0;
    const reply = await push(user.channel, 'update', { meta: { monitor_channel_filter: ['first'] } });
    expect(reply.status).to.equal('ok');
    const updates = user.received.get('update') ?? [];
    expect(updates.length).to.equal(before + 1);
    expect(metaOf(updates[updates.length - 1])).to.deep.include({ monitor_channel_filter: ['first'] });
  });

  it('keeps the filters when a later update changes only the name or the company, and replaces each on its own', async () => {
    await push(user.channel, 'update', { meta: { monitor_channel_filter: ['x'], multiview_event_filter: ['e'] } });
    const renamed = await push(user.channel, 'update', { name: 'Wall', meta: { company: 'Studio Oy' } });
    expect(metaOf(renamed.response)).to.deep.include({
      company: 'Studio Oy',
      monitor_channel_filter: ['x'],
      multiview_event_filter: ['e'],
    });
    const emptied = await push(user.channel, 'update', { meta: { monitor_channel_filter: [] } });
    expect(metaOf(emptied.response)).to.deep.include({ monitor_channel_filter: [], multiview_event_filter: ['e'] });
  });

  it('refuses a filter that is not a list of keys, and changes nothing', async () => {
    await push(user.channel, 'update', { meta: { monitor_channel_filter: ['kept'] } });
    const reply = await push(user.channel, 'update', { meta: { monitor_channel_filter: { a: true } } });
    expect(reply.status).to.equal('error');
    expect((reply.response as { reason: string }).reason).to.equal('invalid');
    const reloaded = await push(user.channel, 'get');
    expect(metaOf(reloaded.response)).to.deep.include({ monitor_channel_filter: ['kept'] });
  });

  it('does not let a profile update set other meta keys (rec_readonly stays an administrator setting)', async () => {
    const reply = await push(user.channel, 'update', { meta: { rec_readonly: true, monitor_channel_filter: ['y'] } });
    expect(reply.status).to.equal('ok');
    expect(metaOf(reply.response)).to.not.have.property('rec_readonly');
  });

  it('stores meta.monitor_wall_layout (issue 31) whole, beside the channel filter, and gives it back on a reload', async () => {
    await push(user.channel, 'update', { meta: { monitor_channel_filter: ['c1'] } });
    const layouts = {
      monitor: { grid: '3x3', solo: 'c1' },
      sysmonitor: { grid: 'auto' },
      multiview: { grid: '2x2', solo: 'e1' },
    };
    const reply = await push(user.channel, 'update', { meta: { monitor_wall_layout: layouts } });
    expect(reply.status).to.equal('ok');
    const reloaded = await push(user.channel, 'get');
    expect(metaOf(reloaded.response)).to.deep.include({ monitor_channel_filter: ['c1'], monitor_wall_layout: layouts });
    const replaced = await push(user.channel, 'update', {
      meta: { monitor_wall_layout: { monitor: { grid: '2x2' } } },
    });
    expect(metaOf(replaced.response)).to.deep.include({ monitor_wall_layout: { monitor: { grid: '2x2' } } });
  });

  for (const layouts of [
    { monitor: { grid: '5x5' } },
    { monitor: { solo: 'c1' } },
    ['3x3'],
    { monitor: 'auto' },
    { multiview: { grid: '5x5', solo: 'e1' } },
    { multiview: { solo: 7, grid: 'auto' } },
  ])
    it(`refuses meta.monitor_wall_layout = ${JSON.stringify(layouts)} as invalid and changes nothing`, async () => {
      await push(user.channel, 'update', { meta: { monitor_wall_layout: { monitor: { grid: '4x4' } } } });
      const reply = await push(user.channel, 'update', { meta: { monitor_wall_layout: layouts } });
      expect(reply.status).to.equal('error');
      expect((reply.response as { reason: string }).reason).to.equal('invalid');
      const reloaded = await push(user.channel, 'get');
      expect(metaOf(reloaded.response)).to.deep.include({ monitor_wall_layout: { monitor: { grid: '4x4' } } });
    });

  it("stores meta.monitor_wall_settings (the walls' switches, issue 31) beside the layout and gives them back", async () => {
    await push(user.channel, 'update', { meta: { monitor_wall_layout: { monitor: { grid: '2x2' } } } });
    const settings = { alarm_sound: true, stats: false };
    const reply = await push(user.channel, 'update', { meta: { monitor_wall_settings: settings } });
    expect(reply.status).to.equal('ok');
    const reloaded = await push(user.channel, 'get');
    expect(metaOf(reloaded.response)).to.deep.include({
      monitor_wall_layout: { monitor: { grid: '2x2' } },
      monitor_wall_settings: settings,
    });
    const others = await push(other.channel, 'get');
    expect(metaOf(others.response)).to.not.have.property('monitor_wall_settings');
  });

  for (const settings of [{ alarm_sound: 'yes', stats: false }, { alarm_sound: true }, 'on', [true, true]])
    it(`refuses meta.monitor_wall_settings = ${JSON.stringify(settings)} as invalid and changes nothing`, async () => {
      const kept = { alarm_sound: false, stats: true };
      await push(user.channel, 'update', { meta: { monitor_wall_settings: kept } });
      const reply = await push(user.channel, 'update', { meta: { monitor_wall_settings: settings } });
      expect(reply.status).to.equal('error');
      expect((reply.response as { reason: string }).reason).to.equal('invalid');
      const reloaded = await push(user.channel, 'get');
      expect(metaOf(reloaded.response)).to.deep.include({ monitor_wall_settings: kept });
    });
});
