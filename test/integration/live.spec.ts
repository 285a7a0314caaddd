import { expect } from 'chai';
import { instanceKeys, type InstanceKey } from '../../server/seed/demo-instances';
import { inboundErrors, pausedSimulation, replyErrors, Ticker } from '../server/simulation/live-test-kit';
import { connect, disconnect, join, push, waitFor } from './support/phoenix-client';
import { connectAs } from './support/studio';
import { seededInstanceId } from './support/seeded-instances';
import { useStudioFixture } from './support/studio-fixture';

interface Status {
  system?: { cpu?: number[]; memory?: { used: number }; network?: unknown[]; battery?: unknown };
  host?: { hostname?: string; ssh_password?: string };
  external_device?: { routing?: { out_id: number; in_id: number }[]; relays?: unknown[]; video_output_mode?: string };
  media_server?: unknown[];
  streamer_module?: unknown[];
  srtla_state?: unknown;
}

describe('studio server: instances:status:{id} and system:instance_to_instance:{name} (spec 1 §2.7, spec 2 §7, spec 3 §7)', () => {
  let ticker: Ticker;
  const ids = {} as Record<InstanceKey, number>;
  const { studio, socket } = useStudioFixture({
    types: ['admin'],
    started: ({ server }) => {
      ticker = new Ticker(pausedSimulation(server));
    },
  });

  before(async () => {
    for (const key of instanceKeys) ids[key] = await seededInstanceId(studio, key);
  });

  it('every online instance sends a status at once and every second that decodes with InstanceStatusCodec; values drift', async () => {
    const online = instanceKeys.filter((key) => key !== 'backpack_12' && key !== 'old_backpack');
    const followed = new Map<InstanceKey, Awaited<ReturnType<Ticker['follow']>>>();
    for (const key of online)
      followed.set(
        key,
        await ticker.follow(await join(socket('admin'), `instances:status:${ids[key]}`, ['status']), 'status'),
      );
    const first = new Map<InstanceKey, Status>();
    for (const key of online) first.set(key, await ticker.frame<Status>(followed.get(key) as never));
    for (let second = 0; second < 3; second += 1) await ticker.advance(1000);
    for (const key of online) {
      const status = await ticker.frame<Status>(followed.get(key) as never);
      expect(inboundErrors('instances:status:{id}', 'status', status), key).to.deep.equal([]);
      expect(status.host?.hostname, `${key} host data`).to.be.a('string');
      if (key === 'videohub') expect(status.external_device?.routing?.length).to.be.greaterThan(0);
      else if (key === 'pdu') expect(status.external_device?.relays).to.have.length(4);
      else if (key === 'teranex') expect(status.external_device?.video_output_mode).to.be.oneOf(['1080p50', '1080i50']);
      else {
        expect(status.system?.cpu, key).to.not.deep.equal(first.get(key)?.system?.cpu);
        expect(status.host?.ssh_password, key).to.have.length(12);
      }
    }
    const backpack = await ticker.frame<Status>(followed.get('backpack_07') as never);
    expect(backpack.system?.battery, 'a backpack has a battery (spec 1 §2.7)').to.not.equal(undefined);
    expect(backpack.srtla_state).to.not.equal(undefined);
    expect((await ticker.frame<Status>(followed.get('media_server') as never)).media_server?.length).to.be.greaterThan(
      1,
    );
    expect((await ticker.frame<Status>(followed.get('transcoder_1') as never)).streamer_module?.length).to.equal(3);
  });

  it('an offline instance stays silent; an unknown one cannot be joined', async () => {
    const offline = await join(socket('admin'), `instances:status:${ids.backpack_12}`, ['status']);
    expect(offline.reply.status).to.equal('ok');
    await ticker.advance(1000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(offline.received.get('status') ?? []).to.have.length(0);
    expect((await join(socket('admin'), 'instances:status:999999', ['status'])).reply).to.deep.equal({
      status: 'error',
      response: { reason: 'not_found' },
    });
    expect((await join(socket('admin'), 'instances:status:abc', ['status'])).reply).to.deep.equal({
      status: 'error',
      response: { reason: 'not_found' },
    });
  });

  it('external-device commands on instances:{id} (change-route, change-setting, reset-device) change the next status', async () => {
    const status = await ticker.follow(
      await join(socket('admin'), `instances:status:${ids.videohub}`, ['status']),
      'status',
    );
    const device = await join(socket('admin'), `instances:${ids.videohub}`, ['init']);
    expect(device.reply.status).to.equal('ok');
    const reply = await push(device.channel, 'change-route', { in_id: 5, out_id: 2 });
    expect(reply.status).to.equal('ok');
    expect(replyErrors('instances:{id}', 'change-route', reply.response)).to.deep.equal([]);
    expect((await ticker.tick<Status>(status)).external_device?.routing).to.deep.include({ out_id: 2, in_id: 5 });
    // A command of another device kind changes nothing (issue 28): a router has no relays and no converter settings.
    expect((await push(device.channel, 'reset-device', { device: 1 })).response).to.include({
      reason: 'not_supported',
    });
    const setting = { name: 'video', key: 'output_mode', value: '1080p50' };
    expect((await push(device.channel, 'change-setting', setting)).response).to.include({ reason: 'not_supported' });
    expect((await ticker.tick<Status>(status)).external_device).to.not.have.property('video_output_mode');
    const pdu = await join(socket('admin'), `instances:${ids.pdu}`, ['init']);
    expect((await push(pdu.channel, 'reset-device', { device: 1 })).status).to.equal('ok');
    const user = await connectAs(studio, 'user');
    expect((await join(user, `instances:${ids.pdu}`)).reply.response).to.include({ reason: 'unauthorized' });
    await disconnect(user);
  });

  it('viewer presets: status after the join, state_request answers, update applies after a moment (spec 3 §2.9)', async () => {
    const topic = 'system:instance_to_instance:arena_a_cam1_program';
    const viewer = await join(socket('admin'), topic, ['status']);
    expect(viewer.reply.status).to.equal('ok');
    const [first] = (await waitFor(viewer, 'status')) as {
      control: Record<string, { value: string[] }>;
      state: Record<string, string>;
    }[];
    expect(inboundErrors('system:instance_to_instance:{name}', 'status', first)).to.deep.equal([]);
    const preset = first?.control.camera?.value[1] ?? '';
    const stateRequest = await push(viewer.channel, 'message', { type: 'state_request' });
    expect(replyErrors('system:instance_to_instance:{name}', 'message', stateRequest.response)).to.deep.equal([]);
    await waitFor(viewer, 'status', 2);
    const update = await push(viewer.channel, 'update', { control: { camera: { type: 'presets', value: [preset] } } });
    expect(update.status).to.equal('ok');
    expect(
      (await push(viewer.channel, 'update', { control: { camera: { type: 'presets', value: ['nope'] } } })).response,
    ).to.include({ reason: 'unknown_preset' });
    await ticker.advance(1500);
    const [, , applied] = (await waitFor(viewer, 'status', 3)) as { state: Record<string, string> }[];
    expect(applied?.state.camera).to.equal(preset);
  });

  it("productions: crew of the output's channel and administrators may join; other users may not (spec 1 §2.1, spec 3 §6)", async () => {
    const accounts = await join(socket('admin'), 'accounts:create', []);
    const created = await push(accounts.channel, 'save', {
      account: {
        email: 'outsider@demo.local',
        type: 'user',
        state: 'active',
        groups: [],
        password: 'secret12',
        password_confirm: 'secret12',
      },
    });
    expect(created.status).to.equal('ok');
    const others = { root: await connectAs(studio, 'root'), user: await connectAs(studio, 'user') };
    const outsiderLogin = await fetch(`${studio.url}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'outsider@demo.local', password: 'secret12' }),
    });
    const outsider = await connect(studio.socketUrl, ((await outsiderLogin.json()) as { result: string }).result);
    const topic = 'system:instance_to_instance:arena_a_cam1_program';
    expect((await join(others.user, topic)).reply.status, 'user directs arena A cam 1 in Hockey production').to.equal(
      'ok',
    );
    // Studio 1 is no channel of Hockey production: its outputs are not the user's (issue 28).
    expect((await join(others.user, 'system:instance_to_instance:studio_1_program')).reply.response).to.deep.equal({
      reason: 'unauthorized',
      detail: 'channel',
    });
    expect((await join(others.root, topic)).reply.status, 'root is an administrator').to.equal('ok');
    expect((await join(outsider, topic)).reply).to.deep.equal({
      status: 'error',
      response: { reason: 'unauthorized' },
    });
    for (const other of [...Object.values(others), outsider]) await disconnect(other);
  });
});
