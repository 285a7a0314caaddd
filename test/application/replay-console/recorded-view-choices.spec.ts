import 'fake-indexeddb/auto';
import { expect } from 'chai';
import type { Container } from 'inversify';
import { firstValueFrom, VirtualTimeScheduler } from 'rxjs';
import {
  DashboardCommands,
  DashboardFeed,
  DashboardPreferences,
  DashboardQueries,
  dashboardModule,
} from '../../../src/application/dashboard';
import { InMemoryNavigation } from '../../../src/application/navigation';
import { FeatureLoader } from '../../../src/application/ports';
import { encodeRecording, makeHeader } from '../../../src/application/recording';
import { ReplayService } from '../../../src/application/replay-inspector';
import { replayConsoleModule, ReplayedStore, ReplayMode } from '../../../src/application/replay-console';
import { SessionService } from '../../../src/application/sign-in/session-service';
import { DisplayZone } from '../../../src/application/shared';
import { platformZone } from '../../../src/infrastructure/system';
import { StateReader } from '../../../src/application/store';
import { clockCommands } from '../../../src/domain/clock';
import type { DateRange } from '../../../src/domain/schedule';
import { createWireNormalizer } from '../../../src/infrastructure/wire';
import { buildContainer } from '../../../src/main';
import { memoryStorage, unreachableConfig } from '../../support/composition';
import { consoleFixture, type ConsoleFixture } from '../console-harness';
import { fileOf, textOpener } from './studio-recording';

// Issue 12 item 6: what decides what a person sees is in the log. A console in Auckland signs in, opens the
// dashboard, moves a day on and shows tiles; its recording replayed here (another zone, an empty local storage,
// another "now") shows Auckland times, the recorded range and the tiles.
const recordedZone = 'Pacific/Auckland';

describe('replay: the recorded zone, dashboard range and layout (issue 12 item 6)', () => {
  let recording: ConsoleFixture;
  let chosen: DateRange | undefined;
  let replay: ReplayService;
  let live: Container;
  let console: Container;

  beforeEach(async () => {
    recording = consoleFixture();
    recording.container.rebind(DisplayZone).toConstantValue(recordedZone);
    recording.container.load(dashboardModule);
    recording.storeToken('tok-123');
    recording.http.resolves({ status: 200, body: { result: 1 }, url: 'http://studio.test/api/v1/verify' });
    expect(await recording.container.get(SessionService).verify()).to.equal(true);
    const feed = recording.container.get(DashboardFeed);
    const close = feed.open();
    await feed.asked();
    await feed.nextDay();
    recording.container.get(DashboardCommands).setLayout('tiles');
    chosen = await firstValueFrom(feed.range$);
    close();
    recording.store.flush();
    const { log } = recording;
    const { chunks } = await encodeRecording(
      makeHeader(new Date(recording.now), 'test', { redacted: false }),
      log.source.range(1, log.lastSeq),
      () => Promise.resolve(),
    );
    replay = new ReplayService(createWireNormalizer(), textOpener, new VirtualTimeScheduler());
    await replay.open(fileOf(chunks.join('')));
    live = buildContainer(unreachableConfig, memoryStorage(), { navigation: new InMemoryNavigation('/replay') });
    await live.get<FeatureLoader>(FeatureLoader).load();
    live.rebind(ReplayService).toConstantValue(replay);
    console = buildContainer(unreachableConfig, memoryStorage(), {
      navigation: new InMemoryNavigation('/dashboard'),
      replay: replayConsoleModule(live),
    });
  });

  afterEach(() => {
    console.get(ReplayedStore).dispose();
    live.get(ReplayMode).dispose();
    replay.close();
    recording.dispose();
  });

  it('given the recording, then it holds the zone, the range and the layout as log entries', () => {
    expect(platformZone(), 'the replaying machine is in another zone').to.not.equal(recordedZone);
    const state = replay.stateAt(replay.total);
    expect(state.displayZone.zone).to.equal(recordedZone);
    expect(state.dashboardChoices).to.deep.equal({ layout: 'tiles', range: chosen });
    expect(state.journal.order.map((id) => state.journal.byId[id]?.name)).to.include(clockCommands.displayZone.name);
  });

  it('given a replay console in another zone, then the dashboard shows the recorded zone, range and layout', async () => {
    const feed = console.get(DashboardFeed);
    expect(feed.displayZone).to.equal(recordedZone);
    const close = feed.open();
    await feed.asked();
    expect(await firstValueFrom(feed.range$)).to.deep.equal(chosen);
    // The range as the operator read it: their days in their zone (a day on from 15.11.2023 in Auckland, which
    // is still 14.11 in UTC).
    const range = await firstValueFrom(console.get(DashboardQueries).range$);
    expect(range?.from).to.equal('16.11.2023');
    expect(await firstValueFrom(console.get(DashboardPreferences).layout$)).to.equal('tiles');
    close();
  });

  it('given the cursor before the choices, then the replaying browser defaults stand (what came before is not in the log)', async () => {
    const state = console.get<StateReader>(StateReader);
    const rangeSeq = replay
      .entriesBetween(1, replay.total)
      .find((entry) => entry.kind === 'CommandIssued' && entry.name === 'dashboard.range')?.seq;
    replay.seek((rangeSeq ?? 1) - 1);
    expect(state.state.dashboardChoices).to.deep.equal({});
    expect(await firstValueFrom(console.get(DashboardPreferences).layout$)).to.equal('list');
  });
});
