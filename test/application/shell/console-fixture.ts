import 'fake-indexeddb/auto';
import { Container } from 'inversify';
import { Subject } from 'rxjs';
import sinon from 'sinon';
import { CommandBus, CurrentAccount, JournaledViewChoices, ViewChoices } from '../../../src/application/commands';
import { HttpGateway } from '../../../src/application/http/http-gateway';
import { EventLog } from '../../../src/application/log';
import { InMemoryNavigation, navigationModule } from '../../../src/application/navigation';
import { DesktopNotifier, notificationsModule } from '../../../src/application/notifications';
import {
  ClockPort,
  HttpPort,
  IdPort,
  KeyValueStorage,
  NavigationPort,
  CommandPort,
  PushCodecs,
  RuntimeConfig,
  SocketPort,
  TokenStorage,
  type HttpAnswer,
  type HttpRequest,
  type PushResult,
  type SocketConnection,
} from '../../../src/application/ports';
import { SessionService } from '../../../src/application/session/session-service';
import { shellModule } from '../../../src/application/shell';
import { Normalizer, ProjectionStore, StateReader } from '../../../src/application/store';
import type { Account } from '../../../src/domain/accounts';
import type { ConnectionState, NewLogEntry } from '../../../src/domain/log';
import type { MaintenanceInfo } from '../../../src/domain/maintenance';
import { createWireNormalizer } from '../../../src/infrastructure/wire';

export const token = 'tok-123';

/** A demo account as the profile topic sends it. */
export const account = (type: string, extra: Partial<Account> = {}): Account => ({
  id: 7,
  email: `${type}@demo.local`,
  type,
  ...extra,
});

/**
 * A console without a browser: the real log, store (folding at once), wire normalizer and application
 * services, with sinon fakes for HTTP, socket, clock, ids and tokens. Fresh per test. What the fixture appends
 * is folded at once; what services append is folded on the next turn, as in the page.
 */
export const consoleFixture = () => {
  const container = new Container();
  let now = 1_700_000_000_000;
  let ids = 0;
  let stored: string | undefined;
  const seconds$ = new Subject<number>();
  const http = sinon
    .stub<[HttpRequest], Promise<HttpAnswer>>()
    .resolves({ status: 0, body: undefined, url: 'http://studio.test/api/v1/x' });
  const push = sinon
    .stub<[string, string, unknown, number], Promise<PushResult>>()
    .resolves({ status: 'ok', response: {} });
  const socket = {
    frames$: new Subject(),
    sent$: new Subject(),
    connection$: new Subject<SocketConnection>(),
    connect: sinon.fake(),
    disconnect: sinon.fake(),
    join: sinon.fake.resolves({}),
    leave: sinon.fake(),
    push,
  };
  const navigation = new InMemoryNavigation('/');
  const kept = new Map<string, unknown>();
  // Desktop notifications: a browser that would ask (permission not decided yet); tests change what they need.
  const desktop = {
    wanted: sinon.fake.returns(false),
    show: sinon.fake(),
    canAsk: sinon.fake.returns(true),
    requestPermission: sinon.fake(),
  };
  container.bind(RuntimeConfig).toConstantValue({
    apiBase: 'http://studio.test/api/v1',
    socketUrl: 'ws://studio.test/socket',
    maintenanceUrl: 'http://studio.test/m.json',
    latestVersionUrl: 'http://studio.test/l',
  });
  const normalizer = createWireNormalizer();
  container.bind(Normalizer).toConstantValue(normalizer);
  container.bind(PushCodecs).toConstantValue(normalizer);
  container.bind(EventLog).toSelf().inSingletonScope();
  container
    .bind(ProjectionStore)
    .toDynamicValue((context) => new ProjectionStore(context.get<Normalizer>(Normalizer), context.get(EventLog).source))
    .inSingletonScope();
  container.bind(StateReader).toService(ProjectionStore);
  container.bind(SocketPort).toConstantValue(socket);
  container.bind(HttpPort).toConstantValue({ request: http });
  container.bind(TokenStorage).toConstantValue({
    get: () => stored,
    set: (value: string) => void (stored = value),
    clear: () => void (stored = undefined),
  });
  container.bind(IdPort).toConstantValue({ newId: () => `cmd-${++ids}` });
  container.bind(ClockPort).toConstantValue({ now: () => now, seconds$ });
  container.bind(NavigationPort).toConstantValue(navigation);
  container.bind(KeyValueStorage).toConstantValue({
    get: (key: string) => kept.get(key),
    set: (key: string, value: unknown) => void kept.set(key, value),
    remove: (key: string) => void kept.delete(key),
  });
  container.bind(DesktopNotifier).toConstantValue(desktop);
  container
    .bind(CurrentAccount)
    .toDynamicValue((context) => () => context.get(ProjectionStore).state.session.profile?.email ?? 'anonymous');
  container.bind(CommandBus).toSelf().inSingletonScope();
  container.bind(CommandPort).toService(CommandBus);
  container.bind(ViewChoices).to(JournaledViewChoices).inSingletonScope();
  container.bind(HttpGateway).toSelf().inSingletonScope();
  container.bind(SessionService).toSelf().inSingletonScope();
  container.load(navigationModule, shellModule, notificationsModule);

  const log = container.get(EventLog);
  const store = container.get(ProjectionStore);
  const wiring = log.appended$.subscribe((entry) => store.enqueue(entry));
  // Tests read state right after appending: fold at once instead of on the next turn.
  const append = (entry: NewLogEntry): void => {
    log.append(entry);
    store.flush();
  };

  const fixture = {
    container,
    log,
    store,
    http,
    push,
    socket,
    navigation,
    desktop,
    kept,
    get now() {
      return now;
    },
    get token() {
      return stored;
    },
    storeToken(value: string | undefined): void {
      stored = value;
    },
    /** Moves the client clock and appends the tick the live session would. */
    tick(ms = 1000): void {
      now += ms;
      append({ kind: 'ClockTicked', at: now, now });
    },
    frame(topic: string, event: string, payload: unknown): void {
      append({ kind: 'FrameReceived', at: now, topic, event, payload });
    },
    connection(state: ConnectionState, attempt = 0): void {
      append({ kind: 'ConnectionChanged', at: now, state, attempt });
    },
    /** The signed-in state a verify and the profile topic's init give. */
    signIn(profile: Account): void {
      append({
        kind: 'HttpExchanged',
        at: now,
        name: 'verify',
        method: 'GET',
        url: 'http://studio.test/api/v1/verify',
        status: 200,
        response: { status: 'ok', result: 1 },
      });
      fixture.frame(`profile:${token}`, 'init', { data: profile });
    },
    maintenance(info: MaintenanceInfo | undefined): void {
      append({
        kind: 'HttpExchanged',
        at: now,
        name: 'maintenance',
        method: 'GET',
        url: 'http://studio.test/m.json?t=1',
        status: info ? 200 : 0,
        ...(info ? { response: info } : {}),
      });
    },
    bypass(ids: readonly number[]): void {
      fixture.frame('settings:all', 'init', {
        data: [{ id: 1, name: 'maintenance', title: 'Maintenance', type: 'system', value: { bypass_accounts: ids } }],
      });
    },
    /** Journals a command as the bus would, without a socket. */
    issue(id: string, name: string, args: unknown = {}): void {
      append({ kind: 'CommandIssued', at: now, id, account: 'admin@demo.local', name, args });
    },
    settle(id: string, outcome: 'ok' | 'error' | 'timeout' | 'not_sent', reason?: string): void {
      append({ kind: 'CommandSettled', at: now, id, outcome, latencyMs: 10, ...(reason ? { reason } : {}) });
    },
    dispose(): void {
      // A verify or login starts the 600 s profile ping; it must not outlive the test.
      container.get(SessionService).stop();
      wiring.unsubscribe();
      store.dispose();
    },
  };
  return fixture;
};

export type ConsoleFixture = ReturnType<typeof consoleFixture>;

/** The latest value a stream has given so far (streams over the store emit at once on subscribe). */
export const latest = <T>(source: {
  subscribe(next: (value: T) => void): { unsubscribe(): void };
}): { readonly value: T; stop(): void } => {
  let value: T | undefined;
  let seen = false;
  const subscription = source.subscribe((next) => {
    value = next;
    seen = true;
  });
  return {
    get value(): T {
      if (!seen) throw new Error('the stream has not emitted');
      return value as T;
    },
    stop: () => subscription.unsubscribe(),
  };
};
