import { expect } from 'chai';
import { eventUuid } from '../../server/seed/demo-events';
import { channelUuid, demoArns } from '../../server/seed/demo-channels';
import type { Simulation } from '../../server/simulation';
import {
  inboundErrors,
  pausedSimulation,
  replyErrors,
  Ticker,
  type Followed,
} from '../server/simulation/live-test-kit';
import { join, push, type Joined, type Reply } from './support/phoenix-client';
import { postLogin } from './support/studio';
import { setProductionRole } from './support/production-roles';
import { useStudioFixture } from './support/studio-fixture';

type Connections = Record<
  string,
  { state: string; events?: string[]; info?: { buffer_status?: { history: number[] } } }
>;
type Flows = Record<string, { status: string }>;
const controlEvents = ['channels', 'instances', 'mediaconnects', 'timestamp'];

describe('studio server: control topic (spec 1 §7.2, spec 2 §4, docs/protocol/control.md)', () => {
  let simulation: Simulation;
  let ticker: Ticker;
  const followed: Record<string, Followed> = {};
  const controls: Record<string, Joined> = {};
  const { studio, socket } = useStudioFixture({
    types: ['admin', 'user', 'root', 'cloudrec'],
    started: ({ server }) => {
      simulation = pausedSimulation(server);
    },
  });

  before(async () => {
    for (const type of ['admin', 'user', 'root']) controls[type] = await join(socket(type), 'control', controlEvents);
    ticker = new Ticker(simulation);
    for (const event of controlEvents) followed[event] = await ticker.follow(control(), event);
  });

  const control = (type = 'admin'): Joined => controls[type] as Joined;
  const command = async (event: string, payload: object, type = 'admin'): Promise<Reply> => {
    const reply = await push(control(type).channel, event, payload);
    if (reply.status === 'ok')
      expect(replyErrors('control', event, reply.response), `${event} reply`).to.deep.equal([]);
    return reply;
  };
  const tick = <T>(event: string, ms = 1000): Promise<T> => ticker.tick<T>(followed[event] as Followed, ms);
  const instanceId = async (title: string): Promise<number> => {
    const [found] = await studio.server.services.store.documents.instances.list(`body->>'title' = $1`, [title]);
    return found?.id ?? -1;
  };

  it('join: channels, instances, mediaconnects and timestamp at once, then once per tick; every frame decodes with the console codecs', async () => {
    await tick('timestamp');
    for (const event of controlEvents) {
      const frames = control().received.get(event) ?? [];
      expect(frames.length, event).to.be.at.least(2);
      for (const frame of frames) expect(inboundErrors('control', event, frame), event).to.deep.equal([]);
    }
    const channels = await ticker.frame<Connections>(followed.channels as Followed);
    const live = channels[channelUuid('tv_sport_hd')];
    expect(live?.state, "the live match's destination").to.be.oneOf(['connected', 'connecting', 'disconnected']);
    expect(live?.events).to.include(eventUuid('live_match'));
    expect(live?.info?.buffer_status?.history.length).to.be.greaterThan(1);
    expect(channels[channelUuid('partner_feed')]?.state, 'an idle channel (spec 1 §4 listening)').to.equal('listening');
    const flows = await ticker.frame<Flows>(followed.mediaconnects as Followed);
    expect(flows[demoArns.tvSport[0]]?.status).to.equal('ACTIVE');
    expect(flows[demoArns.webSport[0]]?.status).to.equal('STANDBY');
    const instances = await ticker.frame<Record<string, { online: boolean }>>(followed.instances as Followed);
    expect(instances[String(await instanceId('Backpack 12'))]?.online).to.equal(false);
    const { timestamp } = await ticker.frame<{ timestamp: number }>(followed.timestamp as Followed);
    expect(Math.abs(timestamp - simulation.now() / 1000)).to.be.below(2);
  });

  it('transcoder start on an input channel binds a transcoder after 2–3 s; a second start is refused; stop unbinds it (spec 2 §4)', async () => {
    const channel = channelUuid('arena_b_cam1');
    expect((await command('transcoder', { type: 'start', channel })).status).to.equal('ok');
    expect((await command('transcoder', { type: 'start', channel })).response).to.include({
      reason: 'already_running',
    });
    const bound = async () =>
      (
        await studio.server.services.store.documents.instances.list(
          `body->'meta'->>'channel' = $1 and body->>'type' = 'transcoder'`,
          [channel],
        )
      )[0];
    await ticker.advance(1000);
    expect(await bound(), 'not yet after 1 s').to.equal(undefined);
    await ticker.advance(2000);
    const instance = await bound();
    expect(instance?.body.streamer_state).to.equal('running');
    const instances = await tick<Record<string, { online: boolean; streamer_state?: string }>>('instances');
    expect(instances[String(instance?.id)]).to.include({ online: true, streamer_state: 'running' });
    expect((await command('transcoder', { type: 'stop', instance: instance?.id })).status).to.equal('ok');
    const stopped = await studio.server.services.store.documents.instances.get(instance?.id ?? 0);
    expect((stopped?.body.meta as Record<string, unknown>).channel).to.equal(undefined);
    expect((await command('transcoder', { type: 'stop', instance: instance?.id })).response).to.include({
      reason: 'not_running',
    });
  });

  it("transcoder start for an output channel's event: administrators only (spec 1 §6); exactly one target", async () => {
    const event = eventUuid('tonight');
    expect((await command('transcoder', { type: 'start', event }, 'user')).response).to.include({
      reason: 'unauthorized',
    });
    expect((await command('transcoder', { type: 'start' })).response).to.include({ reason: 'invalid' });
    expect((await command('transcoder', { type: 'start', instance: 1 })).response).to.include({ reason: 'invalid' });
    expect((await command('transcoder', { type: 'start', event })).status).to.equal('ok');
    await ticker.advance(3000);
    const [instance] = await studio.server.services.store.documents.instances.list(
      `body->'meta'->'events' @> $1::jsonb`,
      [JSON.stringify([event])],
    );
    expect((instance?.body.meta as Record<string, unknown>).channel).to.equal(channelUuid('tv_sport_hd'));
    expect((await command('transcoder', { type: 'stop', event })).status).to.equal('ok');
  });

  it('mediaconnects: STANDBY → STARTING → ACTIVE and back (spec 1 §4); administrators only; an event without flows fails', async () => {
    const event = eventUuid('studio_talk');
    const arn = demoArns.webSport[0];
    expect((await command('mediaconnect', { type: 'start', event }, 'user')).response).to.include({
      reason: 'unauthorized',
    });
    expect((await command('mediaconnect', { type: 'start', event })).status).to.equal('ok');
    expect((await tick<Flows>('mediaconnects', 100))[arn]?.status).to.equal('STARTING');
    expect((await tick<Flows>('mediaconnects', 3000))[arn]?.status).to.equal('ACTIVE');
    expect((await command('mediaconnect', { type: 'stop', event })).status).to.equal('ok');
    expect((await tick<Flows>('mediaconnects', 100))[arn]?.status).to.equal('STOPPING');
    expect((await tick<Flows>('mediaconnects', 3000))[arn]?.status).to.equal('STANDBY');
    expect((await command('mediaconnect', { type: 'start', event: eventUuid('morning_news') })).response).to.include({
      reason: 'no_mediaconnects',
    });
  });

  it("router stop_destination idles the event's destination until the event ends", async () => {
    expect(
      (await command('router', { type: 'stop_destination', event: eventUuid('live_match_english') }, 'user')).status,
    ).to.equal('ok');
    const channels = await tick<Connections>('channels');
    expect(channels[channelUuid('partner_out')]?.state).to.equal('listening');
    expect(
      (await command('router', { type: 'stop_source', event: '00000000-0000-4000-8000-000000000000' })).response,
    ).to.include({ reason: 'not_found' });
  });

  it('maintenance (root, developer; spec 3 §2.2): maintenance.json, logins closed except bypass_accounts, end reopens', async () => {
    // The login check uses the server's real clock, which the paused simulation has run ahead of.
    const now = Math.floor(Date.now() / 1000);
    const start = { type: 'start', start_time: now - 10, end_time: now + 3600, message: 'Upgrade' };
    expect((await command('maintenance', start)).response).to.include({ reason: 'unauthorized' });
    expect((await command('maintenance', { ...start, end_time: now - 20 }, 'root')).response).to.include({
      reason: 'invalid',
    });
    expect((await command('maintenance', start, 'root')).status).to.equal('ok');
    const info = await (await fetch(`${studio.url}/api/v1/maintenance.json`)).json();
    expect(info).to.deep.equal({ running: true, start_time: now - 10, end_time: now + 3600, message: 'Upgrade' });
    expect((await postLogin(studio.url, 'user@demo.local')).body.msg).to.equal('Login is disabled during maintenance');
    expect(
      (await postLogin(studio.url, 'developer@demo.local')).body.status,
      'developer is in bypass_accounts',
    ).to.equal('ok');
    expect((await command('maintenance', { type: 'end' }, 'root')).status).to.equal('ok');
    expect(await (await fetch(`${studio.url}/api/v1/maintenance.json`)).json()).to.deep.equal({ running: false });
    expect((await postLogin(studio.url, 'user@demo.local')).body.status).to.equal('ok');
  });

  it('cloudrec may not join control without a production role (spec 1 §2.1; crew: production-crew.spec.ts)', async () => {
    await setProductionRole(studio, socket('admin'), 'cloudrec@demo.local', undefined);
    const joined = await join(socket('cloudrec'), 'control');
    expect(joined.reply).to.deep.equal({ status: 'error', response: { reason: 'unauthorized' } });
  });
});
