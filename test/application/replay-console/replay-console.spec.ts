import 'fake-indexeddb/auto';
import { expect } from 'chai';
import { firstValueFrom, VirtualTimeScheduler, type Observable } from 'rxjs';
import type { Container } from 'inversify';
import sinon from 'sinon';
import { testCommand } from '../../support/test-command';
import { processCommands } from '../../../src/domain/processes';
import { CommandBus } from '../../../src/application/commands';
import { DashboardFeed } from '../../../src/application/dashboard';
import { EventLog } from '../../../src/application/log';
import { checkingAccessText, InMemoryNavigation, RouteAccessQueries } from '../../../src/application/navigation';
import { NotificationQueries, type Notice } from '../../../src/application/notifications';
import {
  ClockPort,
  CommandPort,
  FeatureLoader,
  HttpPort,
  KeyValueStorage,
  SocketPort,
  TokenStorage,
} from '../../../src/application/ports';
import { ReplayService } from '../../../src/application/replay-inspector';
import {
  commandsDisabledText,
  DetachedSocket,
  replayAccessPendingText,
  ReplayCommandBus,
  replayConsoleModule,
  ReplayedStore,
  ReplayJump,
  ReplayMode,
  socketDetachedText,
} from '../../../src/application/replay-console';
import { SessionCommands, ToolbarQueries } from '../../../src/application/shell';
import { ProjectionStore, StateReader } from '../../../src/application/store';
import { AuditSource } from '../../../src/application/audit/audit-source';
import { createWireNormalizer } from '../../../src/infrastructure/wire';
import { buildContainer } from '../../../src/main';
import { memoryStorage, unreachableConfig } from '../../support/composition';
import { fileOf, fixture, lines, textOpener, total } from './studio-recording';

/** The entry that brings the running orders (its line index is its seq: line 0 is the header). */
const ordersSeq = lines.findIndex(
  (line) => line.includes('"topic":"running_orders:all"') && line.includes('"event":"init"'),
);

const current = <T>(source$: Observable<T>): Promise<T> => firstValueFrom(source$);
const ordersIn = (store: StateReader): number => Object.keys(store.state.runningOrders.byId).length;

describe('replay console (issue 7: replay mode runs the real UI on the recorded log)', () => {
  let live: Container;
  let liveNavigation: InMemoryNavigation;
  let replay: ReplayService;
  let console: Container;
  let consoleNavigation: InMemoryNavigation;

  beforeEach(async () => {
    liveNavigation = new InMemoryNavigation('/replay');
    live = buildContainer(unreachableConfig, memoryStorage(), { navigation: liveNavigation });
    // The container's replay service reads files with the page's opener; tests hand it text.
    replay = new ReplayService(createWireNormalizer(), textOpener, new VirtualTimeScheduler());
    // The replay console is opened from the /replay screen, which has loaded every feature (replay included).
    await live.get<FeatureLoader>(FeatureLoader).load();
    live.rebind(ReplayService).toConstantValue(replay);
    await replay.open(fileOf(fixture));
    consoleNavigation = new InMemoryNavigation('/dashboard');
    console = buildContainer(unreachableConfig, memoryStorage(), {
      navigation: consoleNavigation,
      replay: replayConsoleModule(live),
    });
  });

  afterEach(() => {
    console.get(ReplayedStore).dispose();
    live.get(ReplayMode).dispose();
    replay.close();
  });

  it('binds the replayed store, the detached socket and the refusing command bus; the replay service is the live one', () => {
    // Readers get the replayed store, which implements the read side itself (no live store behind it).
    expect(console.get<StateReader>(StateReader)).to.equal(console.get(ReplayedStore));
    expect(console.get(ReplayedStore)).to.not.be.instanceOf(ProjectionStore);
    expect(console.get<SocketPort>(SocketPort)).to.be.instanceOf(DetachedSocket);
    expect(console.get<CommandPort>(CommandPort)).to.be.instanceOf(ReplayCommandBus);
    expect(console.isBound(CommandBus), 'no live bus to reach by its class').to.equal(false);
    expect(console.get(ReplayService)).to.equal(replay);
    expect(console.get(ReplayMode)).to.equal(live.get(ReplayMode));
    expect(console.get(ReplayJump)).to.equal(live.get(ReplayJump));
  });

  it('given the cursor on the last entry, then the store shows the state at the end; seeking before the running orders removes them', () => {
    const store = console.get<StateReader>(StateReader);
    expect(replay.seq).to.equal(total);
    expect(ordersIn(store)).to.be.greaterThan(0);
    replay.seek(ordersSeq - 1);
    expect(store.lastSeq).to.equal(ordersSeq - 1);
    expect(ordersIn(store)).to.equal(0);
    replay.seek(ordersSeq);
    expect(ordersIn(store)).to.be.greaterThan(0);
    expect(replay.stateAt(ordersSeq - 1).runningOrders.byId).to.deep.equal({});
  });

  it('given the shell queries of the replay console, then they read the recorded account and follow the cursor', async () => {
    const profile = replay.stateAt(total).session.profile;
    expect(profile?.type).to.equal('admin');
    expect((await current(console.get(RouteAccessQueries).viewer$))?.type).to.equal('admin');
    expect(await current(console.get(ToolbarQueries).userName$)).to.not.equal('');
    expect((await current(console.get(RouteAccessQueries).menu$)).length).to.be.greaterThan(0);
    replay.seek(0);
    expect(await current(console.get(RouteAccessQueries).viewer$)).to.equal(undefined);
    expect(await current(console.get(ToolbarQueries).userName$)).to.equal('');
    // A guarded screen before the profile frame says why it waits and where to go, not 'Checking access…'.
    expect(console.get(RouteAccessQueries).pendingText).to.equal(replayAccessPendingText);
    expect(live.get(RouteAccessQueries).pendingText).to.equal(checkingAccessText);
  });

  it('given a command, when pushed, then it is refused with "Replay: commands are disabled", nothing is journaled and the toaster says so', async () => {
    const toasts: (readonly Notice[])[] = [];
    const subscription = console.get(NotificationQueries).toasts$.subscribe((notices) => toasts.push(notices));
    const before = console.get<StateReader>(StateReader).state;
    const result = await console.get<CommandPort>(CommandPort).push({
      name: testCommand('profile.ping'),
      pattern: 'profile:{token}',
      params: { token: 'x' },
      push: 'ping',
      payload: {},
    });
    expect(result).to.include({ outcome: 'not_sent', reason: commandsDisabledText });
    const local = console.get<CommandPort>(CommandPort).local(processCommands.remove, { uuid: 'p-1' });
    expect(local.outcome).to.equal('not_sent');
    expect(console.get(EventLog).lastSeq).to.equal(0);
    expect(console.get<StateReader>(StateReader).state).to.equal(before);
    subscription.unsubscribe();
    const last = toasts.at(-1) ?? [];
    expect(last.map((notice) => [notice.title, notice.body])).to.deep.equal([
      [commandsDisabledText, 'profile.ping'],
      [commandsDisabledText, 'processes.remove'],
    ]);
  });

  it('given the dashboard opening (its own events.filter, a feed push), then the push is refused without a notice; a person’s command after it still shows one', async () => {
    const toasts: (readonly Notice[])[] = [];
    const subscription = console.get(NotificationQueries).toasts$.subscribe((notices) => toasts.push(notices));
    const bus = console.get<CommandPort>(CommandPort);
    const pushes = sinon.spy(bus, 'push');
    const feed = console.get(DashboardFeed);
    const close = feed.open();
    await feed.asked();
    close();
    const filter = pushes.getCalls().find((call) => call.args[0].name.name === 'events.filter');
    expect(filter?.args[0].feed, 'the dashboard marks its filter as a feed push').to.equal(true);
    expect(await filter?.returnValue).to.include({ outcome: 'not_sent', reason: commandsDisabledText });
    expect(toasts.flat(), 'no notice for a push nobody asked for').to.deep.equal([]);
    await bus.push({
      name: testCommand('profile.ping'),
      pattern: 'profile:{token}',
      params: { token: 'x' },
      push: 'ping',
      payload: {},
    });
    subscription.unsubscribe();
    expect((toasts.at(-1) ?? []).map((notice) => [notice.title, notice.body])).to.deep.equal([
      [commandsDisabledText, 'profile.ping'],
    ]);
    expect(console.get(EventLog).lastSeq, 'nothing journaled').to.equal(0);
  });

  it('given logout, then it is refused and the console stays where it is', async () => {
    expect(await console.get(SessionCommands).logout()).to.equal(false);
    expect(consoleNavigation.visited).to.deep.equal([]);
    expect(console.get<TokenStorage>(TokenStorage).get()).to.equal(undefined);
  });

  it('given the detached socket, then joins of topics the recording lacks are refused, recorded ones resolve, pushes get the replay reply', async () => {
    const socket = console.get<SocketPort>(SocketPort);
    await socket.join('running_orders:all');
    let refused: unknown;
    await socket.join('audit:all').catch((error: unknown) => (refused = error));
    expect((refused as Error).message).to.equal(socketDetachedText);
    replay.seek(ordersSeq - 1);
    refused = undefined;
    await socket.join('running_orders:all').catch((error: unknown) => (refused = error));
    expect(refused).to.be.instanceOf(Error);
    const pushed = await socket.push('running_orders:all', 'create', {}, 10_000);
    expect(pushed).to.deep.include({ status: 'error' });
    expect(
      (await console.get<HttpPort>(HttpPort).request({ name: 'verify', method: 'GET', path: 'verify' })).status,
    ).to.equal(0);
  });

  it('given the audit view in replay, then the join is refused and it lists the recorded commands, not the browser journal', async () => {
    const audit = console.get(AuditSource);
    const close = audit.open();
    await audit.decided();
    expect(await current(audit.kind$)).to.equal('journal');
    const entries = await current(audit.entries$);
    expect(entries.length).to.equal(replay.stateAt(total).journal.order.length);
    close();
  });

  it('given the replay clock, then "now" is the recorded time at the cursor', () => {
    const clock = console.get<ClockPort>(ClockPort);
    replay.seek(ordersSeq);
    expect(clock.now()).to.equal(replay.entryAt(ordersSeq)?.at);
  });

  it('given in-memory storage, then the replay console never writes the live console’s preferences', () => {
    console.get<KeyValueStorage>(KeyValueStorage).set('processes', []);
    expect(live.get<KeyValueStorage>(KeyValueStorage).get('processes')).to.equal(undefined);
  });
});

describe('ReplayMode (the page’s switch into the replay console)', () => {
  let navigation: InMemoryNavigation;
  let replay: ReplayService;
  let mode: ReplayMode;

  beforeEach(async () => {
    navigation = new InMemoryNavigation('/replay');
    replay = new ReplayService(createWireNormalizer(), textOpener, new VirtualTimeScheduler());
    mode = new ReplayMode(replay, navigation);
  });
  afterEach(() => {
    mode.dispose();
    replay.close();
  });

  it('given no recording, then the console view cannot be entered', () => {
    mode.open();
    expect(navigation.visited).to.deep.equal([]);
    expect(mode.enter()).to.equal(false);
    expect(mode.active).to.equal(false);
  });

  it('given a recording, when opened, then it goes to /replay/view/, enters, and leaving goes back where it came from', async () => {
    await replay.open(fileOf(fixture));
    mode.open();
    expect(navigation.current()).to.equal('/replay/view/');
    mode.screenLeft();
    expect(mode.available).to.equal(true);
    expect(mode.enter()).to.equal(true);
    mode.located('/replay/view/dashboard');
    expect(mode.active).to.equal(true);
    mode.exit();
    expect(navigation.current()).to.equal('/replay');
    mode.located('/replay');
    expect(mode.active).to.equal(false);
    expect(mode.available).to.equal(true);
  });

  it('given the replay screen left for another route, then the recording is closed', async () => {
    await replay.open(fileOf(fixture));
    navigation.navigate('/dashboard');
    mode.screenLeft();
    expect(mode.available).to.equal(false);
    expect(replay.total).to.equal(0);
  });

  const playing = async (): Promise<boolean> => (await current(replay.playback$)).playing;

  it('given a recording playing in the console view, when the view is left (Leave replay mode or the back button), then playback pauses', async () => {
    await replay.open(fileOf(fixture));
    mode.open();
    mode.enter();
    replay.seek(1);
    replay.play();
    mode.located('/replay/view/dashboard');
    expect(await playing(), 'moving inside the console view keeps playing').to.equal(true);
    mode.exit();
    mode.located(navigation.current());
    expect(mode.active).to.equal(false);
    expect(await playing()).to.equal(false);
    expect(mode.available, 'the recording stays open').to.equal(true);
  });

  it('given the /replay screen playing with the mode never on, then page moves do not pause it', async () => {
    await replay.open(fileOf(fixture));
    replay.seek(1);
    replay.play();
    mode.located('/replay');
    expect(await playing()).to.equal(true);
  });

  it('given the mode on, when the recording is closed, then the mode leaves the console view', async () => {
    await replay.open(fileOf(fixture));
    mode.open();
    mode.enter();
    replay.close();
    expect(navigation.current()).to.equal('/replay');
  });
});
