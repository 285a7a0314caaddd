import { expect } from 'chai';
import { channelUuid } from '../../server/seed/demo-channels';
import { groupUuids } from '../../server/seed/demo-people';
import { join, push, waitFor, type Joined } from './support/phoenix-client';
import { setProductionRole } from './support/production-roles';
import { seededInstanceId } from './support/seeded-instances';
import { useStudioFixture } from './support/studio-fixture';

// Issue 28 "An allowed action refused": a cloudrec account holding a production role joins control to start and
// stop the streamers of channels it directs, and sees only its productions' share there and in the lists the
// productions viewer reads; its profile says it belongs to a productions group (docs/protocol/webrtc.md).

const hockeyChannels = [channelUuid('arena_a_cam1'), channelUuid('tv_sport_hd'), channelUuid('web_sport')];
type Keyed = Record<string, unknown>;

describe('studio server: a cloudrec production crew member (issue 28)', () => {
  const { socket, studio, token } = useStudioFixture({ types: ['cloudrec', 'admin', 'root'] });
  const documents = () => studio.server.services.store.documents;
  const backpack07 = (): Promise<number> => seededInstanceId(studio, 'backpack_07');
  const setRole = (role: string | undefined) => setProductionRole(studio, socket('admin'), 'cloudrec@demo.local', role);
  const command = async (payload: Keyed) => {
    const control = await join(socket('cloudrec'), 'control', []);
    if (control.reply.status !== 'ok') return control.reply;
    const reply = await push(control.channel, 'instance', payload);
    control.channel.leave();
    return reply;
  };
  /** Every channel key and every instance's channel in a control frame pair lies in Hockey production. */
  const expectOnlyHockey = async (control: Joined, count: number): Promise<void> => {
    const channels = (await waitFor(control, 'channels', count, 4000))[count - 1] as Keyed;
    const instances = (await waitFor(control, 'instances', count, 4000))[count - 1] as Keyed;
    expect(Object.keys(channels)).to.have.length.above(0);
    expect(hockeyChannels).to.include.members(Object.keys(channels));
    expect(Object.keys(instances)).to.include(String(await backpack07()));
    for (const id of Object.keys(instances)) {
      const meta = (await documents().instances.get(Number(id)))?.body.meta as { channel?: string } | undefined;
      expect(hockeyChannels, `instance ${id}`).to.include(meta?.channel);
    }
    expect((await waitFor(control, 'mediaconnects', count, 4000))[count - 1]).to.deep.equal({});
  };

  it('as commentator joins control and gets its channels and their instances only, at the join and every second', async () => {
    const control = await join(socket('cloudrec'), 'control', ['channels', 'instances', 'mediaconnects']);
    expect(control.reply.status, JSON.stringify(control.reply.response)).to.equal('ok');
    await expectOnlyHockey(control, 1);
    await expectOnlyHockey(control, 2);
    const whole = await join(socket('admin'), 'control', ['channels']);
    const [all] = (await waitFor(whole, 'channels')) as Keyed[];
    expect(Object.keys(all ?? {})).to.include(channelUuid('studio_1'));
    control.channel.leave();
    whole.channel.leave();
  });

  it('starts and stops its streamer only as director, and sends no other control push', async () => {
    const instance = await backpack07();
    expect((await command({ type: 'start_streamer', instance })).response).to.deep.include({
      detail: 'production_director_only',
    });
    await setRole('director');
    expect((await command({ type: 'stop_streamer', instance })).status).to.equal('ok');
    expect((await command({ type: 'start_streamer', instance })).status).to.equal('ok');
    expect((await command({ type: 'mediamtx_remove_pull', instance, channel: 'x' })).response).to.deep.include({
      reason: 'unauthorized',
    });
    const control = await join(socket('cloudrec'), 'control', []);
    const transcoder = await push(control.channel, 'transcoder', { type: 'start', channel: hockeyChannels[0] });
    expect(transcoder.response).to.deep.include({ reason: 'unauthorized' });
    control.channel.leave();
  });

  it('reads only its productions in channels:all and groups:all, and its profile says productions', async () => {
    const channels = await join(socket('cloudrec'), 'channels:all', ['init']);
    const [init] = (await waitFor(channels, 'init')) as { channels: { uuid: string }[] }[];
    expect(init?.channels.map((channel) => channel.uuid).sort()).to.deep.equal([...hockeyChannels].sort());
    const groups = await join(socket('cloudrec'), 'groups:all', ['init']);
    const [mine] = (await waitFor(groups, 'init')) as { data: { uuid: string }[] }[];
    expect(mine?.data.map((group) => group.uuid)).to.include(groupUuids.production);
    expect(mine?.data.map((group) => group.uuid)).to.not.include(groupUuids.partner);
    for (const [type, productions] of [
      ['cloudrec', true],
      ['root', false],
    ] as const) {
      const profile = await join(socket(type), `profile:${token(type)}`, ['init']);
      const [frame] = (await waitFor(profile, 'init')) as { data: { productions?: boolean } }[];
      expect(frame?.data.productions, type).to.equal(productions);
      profile.channel.leave();
    }
  });

  it('without a production role it may not join control, channels:all or groups:all', async () => {
    await setRole(undefined);
    for (const topic of ['control', 'channels:all', 'groups:all'])
      expect((await join(socket('cloudrec'), topic, [])).reply.response, topic).to.deep.equal({
        reason: 'unauthorized',
      });
  });

  it('its open profile hears at once when its productions group stops being one, and again when it is one', async () => {
    const profile = await join(socket('cloudrec'), `profile:${token('cloudrec')}`, ['init', 'update']);
    await waitFor(profile, 'init');
    const flag = async (productions: boolean, count: number): Promise<boolean | undefined> => {
      const group = await documents().groups.getByUuid(groupUuids.production);
      if (!group) throw new Error('no production group');
      const editor = await join(socket('admin'), `groups:${group.id}`, []);
      const meta = { ...(group.body.meta as object), productions };
      const saved = await push(editor.channel, 'save', {
        group: { ...group.body, id: group.id, state: group.state, meta },
      });
      expect(saved.status, JSON.stringify(saved.response)).to.equal('ok');
      editor.channel.leave();
      const updates = (await waitFor(profile, 'update', count, 4000)) as { data: { productions?: boolean } }[];
      return updates[count - 1]?.data.productions;
    };
    expect(await flag(false, 1)).to.equal(false);
    expect(await flag(true, 2)).to.equal(true);
    profile.channel.leave();
  });
});
