import { expect } from 'chai';
import { filter, firstValueFrom } from 'rxjs';
import { clipsModule } from '../../../src/application/clips';
import { HttpGateway } from '../../../src/application/http/http-gateway';
import {
  MultiviewCommands,
  MultiviewQueries,
  monitoringModule,
  WallLayoutCommands,
} from '../../../src/application/monitoring';
import { TokenStorage } from '../../../src/application/ports';
import { processesModule } from '../../../src/application/processes';
import { DisplayZone } from '../../../src/application/shared';
import { sampleClipHd, sampleClipSd } from '../../fixtures/wire/clips.samples';
import { createHarness, settle, startOfTest, type PushHandler } from '../console-harness';

const now = startOfTest / 1000;
const destination = 'a8b7c6d5-e4f3-4a2b-8c1d-0e9f8a7b6c5d';
const partner = 'b8b7c6d5-e4f3-4a2b-8c1d-0e9f8a7b6c5e';
const running = '6f1c2a9e-3b7d-4c1e-9a52-0d8e4f7b1c23';
const partnerEvent = '8a4d7e21-5c3f-4b9a-8e17-2f6b9c0d4e58';

const event = (uuid: string, title: string, channelId: number) => ({
  uuid,
  state: 'active',
  cached_start_time: now - 600,
  cached_end_time: now + 3600,
  channel_id: channelId,
  title,
  preview_url: `/hls/vod/${uuid}/index.m3u8`,
  live_url: '/hls/live/x/index.m3u8',
  event_group: {
    uuid: `${uuid.slice(0, -2)}00`,
    system_meta: { todos: { 'admin@demo.local': { active: true, status: 'watch' } } },
  },
});

const multiviewFixture = (push?: PushHandler) => {
  const harness = createHarness(push ? { push } : {});
  harness.container
    .rebind(TokenStorage)
    .toConstantValue({ get: () => 'tok', set: () => undefined, clear: () => undefined });
  harness.container.rebind(DisplayZone).toConstantValue('UTC');
  harness.container.bind(HttpGateway).toSelf().inSingletonScope();
  harness.container.load(processesModule, clipsModule, monitoringModule);
  harness.receive('profile:tok', 'init', { data: { id: 1, email: 'admin@demo.local', type: 'admin', meta: {} } });
  const channel = (uuid: string, id: number, meta: Record<string, unknown> = {}) => ({
    id,
    uuid,
    name: `c${id}`,
    title: `Channel ${id}`,
    type: 'output',
    state: 'active',
    meta,
  });
  harness.receive('channels:all', 'init', {
    channels: [channel(destination, 31), channel(partner, 32, { company_domain: 'partner.example' })],
  });
  harness.receive('events:all', 'init', {
    events: [event(running, 'HIFK – Tappara', 31), event(partnerEvent, 'Partner match', 32)],
  });
  return {
    ...harness,
    queries: harness.container.get(MultiviewQueries),
    commands: harness.container.get(MultiviewCommands),
    layouts: harness.container.get(WallLayoutCommands),
  };
};

describe('multiview (spec 2 §2, §4, §5, §6, §7)', () => {
  it("lists today's events but the company-domain channel's, and offers admins 'add own todo events'", async () => {
    const fixture = multiviewFixture();
    const wall = await firstValueFrom(fixture.queries.wall$.pipe(filter((candidate) => candidate.choices.length > 0)));
    expect(wall.choices.map((choice) => choice.title)).to.deep.equal(['HIFK – Tappara']);
    expect(wall.ownTodos).to.equal(true);
    expect(wall.cards).to.deep.equal([]);
    fixture.dispose();
  });

  it("'add own todo events' and the eye save meta.multiview_event_filter through the profile update", async () => {
    const fixture = multiviewFixture(() => ({
      status: 'ok',
      response: { data: { id: 1, email: 'a', type: 'admin' } },
    }));
    await fixture.until((state) => Object.keys(state.schedule.events).length === 2);
    await fixture.commands.addOwnTodoEvents();
    expect(fixture.socket.push.firstCall.args.slice(0, 3)).to.deep.equal([
      'profile:tok',
      'update',
      { meta: { multiview_event_filter: [running, partnerEvent] } },
    ]);
    fixture.receive('profile:tok', 'update', {
      data: { id: 1, email: 'admin@demo.local', type: 'admin', meta: { multiview_event_filter: [running] } },
    });
    const wall = await firstValueFrom(fixture.queries.wall$.pipe(filter((candidate) => candidate.cards.length === 1)));
    expect(wall.cards[0]).to.deep.include({ uuid: running, timing: 'Live', started: true });
    expect(wall.cards[0]?.video.preview).to.deep.equal({ url: `/hls/vod/${running}/index.m3u8` });
    await fixture.commands.setShown(running, false);
    expect(fixture.socket.push.secondCall.args[2]).to.deep.equal({ meta: { multiview_event_filter: [] } });
    fixture.dispose();
  });

  it("lays out like the monitor walls (issue 31): a solo shows at once, saved beside the monitor walls' layouts", async () => {
    const answers: ((result: { status: 'ok'; response: unknown }) => void)[] = [];
    const fixture = multiviewFixture(() => new Promise((resolve) => answers.push(resolve)));
    const meta = { multiview_event_filter: [running], monitor_wall_layout: { monitor: { grid: '3x3' } } };
    fixture.receive('profile:tok', 'update', { data: { id: 1, email: 'admin@demo.local', type: 'admin', meta } });
    const wall = await firstValueFrom(fixture.queries.wall$.pipe(filter((candidate) => candidate.cards.length === 1)));
    expect(wall.layout).to.deep.equal({ grid: 'auto' });
    const soloing = fixture.layouts.toggleSolo('multiview', running);
    const soloed = await firstValueFrom(
      fixture.queries.wall$.pipe(filter((candidate) => candidate.layout.solo !== undefined)),
    );
    expect(soloed.layout).to.deep.equal({ grid: 'auto', solo: running });
    await settle();
    expect(fixture.socket.push.firstCall.args.slice(0, 3)).to.deep.equal([
      'profile:tok',
      'update',
      { meta: { monitor_wall_layout: { monitor: { grid: '3x3' }, multiview: { grid: 'auto', solo: running } } } },
    ]);
    for (const answer of answers.splice(0)) answer({ status: 'ok', response: {} });
    await soloing;
    fixture.dispose();
  });

  it('a solo of an event not on the wall shows the grid; hiding the soloed event ends its solo', async () => {
    const fixture = multiviewFixture(() => ({ status: 'ok', response: {} }));
    const profile = (filter: readonly string[]) =>
      fixture.receive('profile:tok', 'update', {
        data: {
          id: 1,
          email: 'admin@demo.local',
          type: 'admin',
          meta: { multiview_event_filter: filter, monitor_wall_layout: { multiview: { grid: '2x2', solo: running } } },
        },
      });
    profile([]);
    await fixture.until((state) => state.session.profile?.meta?.multiview_event_filter !== undefined);
    expect((await firstValueFrom(fixture.queries.wall$)).layout).to.deep.equal({ grid: '2x2' });
    profile([running]);
    const wall = await firstValueFrom(fixture.queries.wall$.pipe(filter((candidate) => candidate.cards.length === 1)));
    expect(wall.layout).to.deep.equal({ grid: '2x2', solo: running });
    await fixture.commands.setShown(running, false);
    await settle();
    expect(fixture.socket.push.getCalls().map((call) => call.args[2])).to.deep.equal([
      { meta: { multiview_event_filter: [] } },
      { meta: { monitor_wall_layout: { multiview: { grid: '2x2' } } } },
    ]);
    fixture.dispose();
  });

  it('the clip button saves the last 60 seconds with the clips feature and puts the clip on the process bar', async () => {
    const fixture = multiviewFixture(() => ({ status: 'ok', response: { data: [sampleClipHd, sampleClipSd] } }));
    await fixture.until((state) => Object.keys(state.schedule.events).length === 2);
    const outcome = await fixture.commands.clipLastMinute(running);
    expect(outcome).to.deep.equal({ outcome: 'started', title: 'HIFK – Tappara · last 60 s · 10:00' });
    const [topic, push, payload] = fixture.socket.push.firstCall.args;
    expect([topic, push]).to.deep.equal(['events:clip:create', 'save']);
    expect(payload).to.deep.equal({
      clip: {
        event_uuid: running,
        start_time: 540,
        end_time: 600,
        meta: { title: 'HIFK – Tappara · last 60 s · 10:00', clip_type: 'none' },
      },
    });
    const state = await fixture.until((candidate) => candidate.processes.order.length === 1);
    const process = state.processes.byId[state.processes.order[0] ?? ''];
    expect(process).to.deep.include({ description: 'Creating clip HIFK – Tappara · last 60 s · 10:00' });
    expect(process?.meta).to.deep.equal({ uuids: [sampleClipHd.uuid, sampleClipSd.uuid], event_uuid: running });
    fixture.dispose();
  });
});
