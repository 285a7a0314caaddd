import { expect } from 'chai';
import { demoArns } from '../../server/seed/demo-channels';
import { eventUuid } from '../../server/seed/demo-events';
import { simulationOf } from '../../server/simulation';
import { pausedSimulation } from '../server/simulation/live-test-kit';
import { disconnect, join, push, waitFor } from './support/phoenix-client';
import { seededInstanceId } from './support/seeded-instances';
import { connectAs, startTestServer, type TestServer } from './support/studio';

type Flows = Record<string, { status: string }>;

describe('studio server: the live simulation loop (issue 3 "Live behaviour")', () => {
  let studio: TestServer;

  before(async () => {
    studio = await startTestServer();
  });
  after(async () => {
    await studio.close();
  });
  afterEach(() => expect(studio.errors).to.deep.equal([]));

  it('runs by itself: control broadcasts about once a second; a paused loop sends nothing until ticked', async () => {
    const socket = await connectAs(studio, 'admin');
    const control = await join(socket, 'control', ['timestamp']);
    const frames = await waitFor(control, 'timestamp', 3, 3500);
    const seconds = (frames as { timestamp: number }[]).map((frame) => frame.timestamp);
    expect((seconds[2] as number) - (seconds[1] as number)).to.be.within(0, 2);
    const simulation = pausedSimulation(studio.server);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const count = control.received.get('timestamp')?.length ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(control.received.get('timestamp')?.length, 'paused').to.equal(count);
    await simulation.tick(simulation.now() + 1000);
    await waitFor(control, 'timestamp', count + 1);
    simulation.resume();
    await disconnect(socket);
  });

  it('what matters survives a restart: started flows, stopped streamers, and a clip job that was cut short', async () => {
    const simulation = pausedSimulation(studio.server);
    const socket = await connectAs(studio, 'admin');
    const control = await join(socket, 'control', []);
    expect(
      (await push(control.channel, 'mediaconnect', { type: 'start', event: eventUuid('studio_talk') })).status,
    ).to.equal('ok');
    const backpack = await seededInstanceId(studio, 'backpack_07');
    expect((await push(control.channel, 'instance', { type: 'stop_streamer', instance: backpack })).status).to.equal(
      'ok',
    );
    await simulation.tick(simulation.now() + 3500);
    const clips = await join(socket, 'events:clip:create', []);
    const cut = await push(clips.channel, 'save', {
      clip: { event_uuid: eventUuid('live_match'), start_time: 10, end_time: 20, meta: { title: 'Before restart' } },
    });
    const uuids = (cut.response as { data: { uuid: string }[] }).data.map((clip) => clip.uuid);
    await disconnect(socket);
    await studio.stop();

    studio = await startTestServer({ dataDir: studio.dataDir });
    const again = pausedSimulation(studio.server);
    const admin = await connectAs(studio, 'admin');
    const restarted = await join(admin, 'control', ['mediaconnects', 'instances']);
    const [flows] = (await waitFor(restarted, 'mediaconnects')) as Flows[];
    expect(flows?.[demoArns.webSport[0]]?.status).to.equal('ACTIVE');
    const [instances] = (await waitFor(restarted, 'instances')) as Record<string, { streamer_state?: string }>[];
    expect(instances?.[String(backpack)]?.streamer_state).to.equal('stopped');
    await again.tick(again.now() + 1500);
    await again.tick(again.now() + 8000);
    for (const uuid of uuids)
      expect((await studio.server.services.store.documents.clips.getByUuid(uuid))?.body.status, uuid).to.equal('ready');
    await disconnect(admin);
  });

  it('maintenance with an end time ends by itself once that time has passed', async () => {
    const simulation = simulationOf(studio.server.services);
    simulation.pause();
    const root = await connectAs(studio, 'root');
    const control = await join(root, 'control', []);
    const now = Math.floor(Date.now() / 1000);
    expect(
      (
        await push(control.channel, 'maintenance', {
          type: 'start',
          start_time: now - 60,
          end_time: now + 30,
          message: 'Short',
        })
      ).status,
    ).to.equal('ok');
    await simulation.tick(Date.now() + 1000);
    expect(await (await fetch(`${studio.url}/api/v1/maintenance.json`)).json()).to.include({ running: true });
    await simulation.tick(Date.now() + 31_000);
    expect(await (await fetch(`${studio.url}/api/v1/maintenance.json`)).json()).to.deep.equal({ running: false });
    await disconnect(root);
  });
});
