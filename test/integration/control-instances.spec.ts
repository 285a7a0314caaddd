import { expect } from 'chai';
import { latestDemoVersion, type InstanceKey } from '../../server/seed/demo-instances';
import { seededInstanceId } from './support/seeded-instances';
import {
  inboundErrors,
  pausedSimulation,
  replyErrors,
  Ticker,
  type Followed,
} from '../server/simulation/live-test-kit';
import { disconnect, join, push, type Joined, type Reply } from './support/phoenix-client';
import { connectAs } from './support/studio';
import { useStudioFixture } from './support/studio-fixture';

interface Status {
  system?: { network?: { name: string; default?: boolean }[] };
  streamer_module?: { type: string; name: string; bitrate?: number }[];
  external_device?: {
    routing?: { out_id: number; in_id: number }[];
    relays?: { id: number; state: string }[];
    video_output_mode?: string;
  };
  media_server?: { name: string; ready: boolean; source?: { id?: string; type: string; pull?: boolean } }[];
}
type Live = Record<
  string,
  {
    online: boolean;
    streamer_state?: string;
    streamer_version?: string;
    streamer_update_info?: { status: string; messages: string[] };
  }
>;

describe('studio server: control instance commands (spec 1 §2.7, §7.2; spec 2 §7; docs/protocol/control.md)', () => {
  let ticker: Ticker;
  let control: Joined;
  let live: Followed;
  const ids = {} as Record<InstanceKey, number>;
  const statuses: Record<number, Followed> = {};
  const { studio, socket } = useStudioFixture({
    types: ['admin'],
    started: ({ server }) => {
      ticker = new Ticker(pausedSimulation(server));
    },
  });

  before(async () => {
    control = await join(socket('admin'), 'control', ['instances']);
    live = await ticker.follow(control, 'instances');
    for (const key of [
      'backpack_07',
      'backpack_12',
      'output_tv_sport',
      'transcoder_1',
      'videohub',
      'pdu',
      'teranex',
      'media_server',
      'clipper_1',
    ] as const) {
      ids[key] = await seededInstanceId(studio, key);
    }
    for (const key of ['backpack_07', 'videohub', 'pdu', 'teranex', 'media_server'] as const) {
      statuses[ids[key]] = await ticker.follow(
        await join(socket('admin'), `instances:status:${ids[key]}`, ['status']),
        'status',
      );
    }
  });

  const instance = async (payload: Record<string, unknown>): Promise<Reply> => {
    const reply = await push(control.channel, 'instance', payload);
    if (reply.status === 'ok') expect(replyErrors('control', 'instance', reply.response)).to.deep.equal([]);
    return reply;
  };
  const status = async (key: InstanceKey, ms = 1000): Promise<Status> => {
    await ticker.advance(ms);
    const frame = await ticker.frame<Status>(statuses[ids[key]] as Followed);
    expect(inboundErrors('instances:status:{id}', 'status', frame)).to.deep.equal([]);
    return frame;
  };
  const liveOf = async (key: InstanceKey): Promise<Live[string] | undefined> =>
    (await ticker.frame<Live>(live))[String(ids[key])];

  it('start, stop and restart the streamer: acknowledged at once, the state follows in the control broadcast (spec 1 §8 toasts)', async () => {
    const id = ids.backpack_07;
    expect((await instance({ type: 'stop_streamer', instance: id })).status).to.equal('ok');
    await ticker.advance(1000);
    expect((await liveOf('backpack_07'))?.streamer_state).to.equal('stopped');
    expect((await instance({ type: 'start_streamer', instance: id })).status).to.equal('ok');
    await ticker.advance(2000);
    expect((await liveOf('backpack_07'))?.streamer_state).to.equal('running');
    expect((await instance({ type: 'restart_streamer', instance: id })).status).to.equal('ok');
    await ticker.advance(100);
    expect((await liveOf('backpack_07'))?.streamer_state).to.equal('stopped');
    await ticker.advance(2000);
    expect((await liveOf('backpack_07'))?.streamer_state).to.equal('running');
  });

  it('update_streamer: updating, then the latest version installed; an up-to-date streamer says so', async () => {
    expect((await instance({ type: 'update_streamer', instance: ids.output_tv_sport })).response).to.deep.equal({
      message: 'Streamer update request sent',
    });
    await ticker.advance(100);
    expect((await liveOf('output_tv_sport'))?.streamer_update_info?.status).to.equal('updating');
    await ticker.advance(4500);
    const updated = await liveOf('output_tv_sport');
    expect(updated).to.include({ streamer_version: latestDemoVersion, streamer_state: 'running' });
    expect(updated?.streamer_update_info?.messages).to.include(`Installed ${latestDemoVersion}`);
    expect((await instance({ type: 'update_streamer', instance: ids.transcoder_1 })).response).to.deep.equal({
      message: 'Streamer is up to date',
    });
  });

  it("failures: an offline instance, an external device's streamer, an unknown instance", async () => {
    expect((await instance({ type: 'restart_streamer', instance: ids.backpack_12 })).response).to.deep.equal({
      reason: 'instance_offline',
    });
    expect((await instance({ type: 'start_streamer', instance: ids.videohub })).response).to.include({
      reason: 'not_supported',
    });
    expect((await instance({ type: 'speedtest', instance: 999_999 })).response).to.include({ reason: 'not_found' });
  });

  it('bitrate (free text, spec 1 §5), default interface and speedtest act on the live statistics', async () => {
    const id = ids.backpack_07;
    expect(
      (await instance({ type: 'bitrate', instance: id, name: 'encoder_main', bitrate: '5000 kbps' })).status,
    ).to.equal('ok');
    for (let second = 0; second < 8; second += 1) await ticker.advance(1000);
    const encoder = (await status('backpack_07')).streamer_module?.find((module) => module.name === 'encoder_main');
    expect(encoder?.bitrate).to.be.within(3500, 5500);
    expect(
      (await instance({ type: 'bitrate', instance: id, name: 'encoder_main', bitrate: 'fast' })).response,
    ).to.include({ reason: 'invalid' });
    expect((await instance({ type: 'bitrate', instance: id, name: 'nope', bitrate: '3000' })).response).to.include({
      reason: 'unknown_encoder',
    });
    expect((await instance({ type: 'set_default_interface', instance: id, interface: 'usb0' })).status).to.equal('ok');
    const network = (await status('backpack_07')).system?.network ?? [];
    expect(network.filter((face) => face.default).map((face) => face.name)).to.deep.equal(['usb0']);
    expect((await instance({ type: 'set_default_interface', instance: id, interface: 'eth9' })).response).to.include({
      reason: 'unknown_interface',
    });
    expect((await instance({ type: 'speedtest', instance: id })).status).to.equal('ok');
    expect((await instance({ type: 'streamer', instance: id, message: 'reload' })).status).to.equal('ok');
  });

  it('external devices: route a video router, set a converter, power-cycle a relay (send_command_to_external_device)', async () => {
    const device = (id: number, command: string, args: object) =>
      instance({ type: 'send_command_to_external_device', instance: id, command, args });
    expect((await device(ids.videohub, 'change-route', { in_id: 3, out_id: 1 })).status).to.equal('ok');
    expect((await status('videohub')).external_device?.routing).to.deep.include({ out_id: 1, in_id: 3 });
    expect((await device(ids.videohub, 'change-route', { in_id: 'x' })).response).to.include({ reason: 'invalid' });
    expect(
      (await device(ids.teranex, 'change-setting', { name: 'video', key: 'output_mode', value: '1080p50' })).status,
    ).to.equal('ok');
    expect((await status('teranex')).external_device?.video_output_mode).to.equal('1080p50');
    expect((await device(ids.pdu, 'reset-device', { device: 2 })).status).to.equal('ok');
    expect((await status('pdu', 100)).external_device?.relays?.find((relay) => relay.id === 2)?.state).to.equal('off');
    expect((await status('pdu', 5000)).external_device?.relays?.find((relay) => relay.id === 2)?.state).to.equal('on');
    expect((await device(ids.pdu, 'explode', {})).response).to.include({ reason: 'unknown_command' });
  });

  it('media server: add and remove a pull, kick a publisher (mediamtx_* commands)', async () => {
    const id = ids.media_server;
    const streams = async (ms = 1000) => (await status('media_server', ms)).media_server ?? [];
    expect(
      (
        await instance({
          type: 'mediamtx_add_update_pull',
          instance: id,
          channel: 'cam_pull',
          url: 'rtsp://10.0.0.9/cam',
        })
      ).status,
    ).to.equal('ok');
    expect((await streams(100)).find((stream) => stream.name === 'cam_pull')).to.include({ ready: false });
    expect((await streams(2500)).find((stream) => stream.name === 'cam_pull')).to.include({ ready: true });
    expect(
      (await instance({ type: 'mediamtx_add_update_pull', instance: id, channel: 'bad', url: 'not a url' })).response,
    ).to.include({ reason: 'invalid' });
    expect((await instance({ type: 'mediamtx_remove_pull', instance: id, channel: 'cam_pull' })).status).to.equal('ok');
    expect((await streams()).map((stream) => stream.name)).to.not.include('cam_pull');
    const publisher = (await streams()).find((stream) => stream.source && !stream.source.pull);
    expect(
      (
        await instance({
          type: 'mediamtx_kick',
          instance: id,
          id: publisher?.source?.id,
          stream_type: publisher?.source?.type,
        })
      ).status,
    ).to.equal('ok');
    expect((await streams(100)).find((stream) => stream.name === publisher?.name)?.ready).to.equal(false);
    expect((await streams(2500)).find((stream) => stream.name === publisher?.name)?.ready).to.equal(true);
    expect(
      (await instance({ type: 'mediamtx_remove_pull', instance: id, channel: publisher?.name })).response,
    ).to.include({ reason: 'not_found' });
    expect(
      (await instance({ type: 'mediamtx_kick', instance: ids.clipper_1, id: 'x', stream_type: 'srtConn' })).response,
    ).to.include({ reason: 'not_supported' });
  });

  it('instance commands are for administrators; an operator may only start and stop a configured pull (docs/protocol.md)', async () => {
    const user = await connectAs(studio, 'user');
    const joined = await join(user, 'control', []);
    const refused = (detail: string) => ({ status: 'error', response: { reason: 'unauthorized', detail } });
    const send = (payload: Record<string, unknown>) => push(joined.channel, 'instance', payload);
    expect(await send({ type: 'speedtest', instance: ids.backpack_07 })).to.deep.equal(refused('instance_command'));
    expect(await send({ type: 'restart_streamer', instance: ids.backpack_07 })).to.deep.equal(
      refused('instance_command'),
    );
    const pull = { type: 'mediamtx_add_update_pull', instance: ids.media_server, channel: 'arena_a_cam1' };
    // Arena A camera 1 is configured for a pull (meta.use_pull, pull_url); only that url may be pulled.
    expect(await send({ ...pull, url: 'rtsp://somewhere.else/feed' })).to.deep.equal(refused('pull_url'));
    expect(await send({ ...pull, channel: 'studio_1', url: 'rtsp://somewhere.else/feed' })).to.deep.equal(
      refused('pull_not_configured'),
    );
    expect((await send({ ...pull, url: 'srt://ingest.studio.example:9000?streamid=arena_a_cam1' })).status).to.equal(
      'ok',
    );
    const streams = (await status('media_server', 100)).media_server ?? [];
    expect(streams.find((stream) => stream.name === 'arena_a_cam1')?.source).to.include({ pull: true });
    expect(
      (await send({ type: 'mediamtx_remove_pull', instance: ids.media_server, channel: 'studio_1' })).response,
    ).to.deep.equal({ reason: 'unauthorized', detail: 'pull_not_configured' });
    expect(
      (await send({ type: 'mediamtx_remove_pull', instance: ids.media_server, channel: 'arena_a_cam1' })).status,
    ).to.equal('ok');
    await disconnect(user);
  });
});
