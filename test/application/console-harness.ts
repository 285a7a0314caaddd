import 'fake-indexeddb/auto';
import { Container } from 'inversify';
import { filter, firstValueFrom, Subject, type Observable } from 'rxjs';
import sinon from 'sinon';
import { signedInNotificationsModule } from '../../src/application/notifications/manifest';
import { commandsModule, CurrentAccount } from '../../src/application/commands';
import { HttpGateway } from '../../src/application/http/http-gateway';
import { EventLog } from '../../src/application/log';
import { InMemoryNavigation, navigationModule } from '../../src/application/navigation';
import {
  DesktopNotifier,
  notificationsModule,
  type NoticeRules,
  type SettledCommand,
} from '../../src/application/notifications';
import {
  ClockPort,
  HttpPort,
  IdPort,
  KeyValueStorage,
  NavigationPort,
  HttpCodecs,
  PushCodecs,
  RuntimeConfig,
  SocketPort,
  TokenStorage,
  type HttpAnswer,
  type HttpRequest,
  type PushResult,
  type SocketConnection,
} from '../../src/application/ports';
import { SessionService } from '../../src/application/sign-in/session-service';
import { DisplayZone } from '../../src/application/shared';
import { shellModule } from '../../src/application/shell';
import { signedInShellModule } from '../../src/application/shell/manifest';
import { profileModule } from '../../src/application/profile';
import { Normalizer, ProjectionStore, storeModule } from '../../src/application/store';
import type { Account } from '../../src/domain/accounts';
import type { ConnectionState, LogEntry, NewLogEntry } from '../../src/domain/log';
import type { MaintenanceInfo } from '../../src/domain/maintenance';
import type { RootState } from '../../src/domain/state';
import { platformZone } from '../../src/infrastructure/system';
import { createWireNormalizer } from '../../src/infrastructure/wire';

// The one harness of the application tests: a console without a browser, built from the real container modules
// (the log and store, the command bus and its port, and whatever feature modules a test loads) with sinon fakes
// only for the ports — socket, HTTP, storage, tokens, clock, ids, navigation, desktop notifications — and the
// real wire normalizer. Fresh per test. `createHarness` is the bare console (a feature test loads its modules);
// `consoleFixture` adds the shell, navigation, notifications and session services and folds what it appends at
// once.

/** The console's own normalizer, every topic's codecs loaded. */
export const consoleNormalizer = createWireNormalizer();

export type PushHandler = (topic: string, event: string, payload: unknown) => PushResult | Promise<PushResult>;
export type HttpHandler = (request: HttpRequest) => HttpAnswer | Promise<HttpAnswer>;

export interface FakeSocket {
  readonly frames$: Subject<unknown>;
  readonly sent$: Subject<unknown>;
  readonly connection$: Subject<SocketConnection>;
  readonly connect: sinon.SinonSpy;
  readonly disconnect: sinon.SinonSpy;
  readonly join: sinon.SinonStub<[string, Readonly<Record<string, unknown>>?], Promise<unknown>>;
  readonly push: sinon.SinonStub<[string, string, unknown, number], Promise<PushResult>>;
  readonly leave: sinon.SinonSpy;
}

interface ConsoleOptions {
  readonly startAt: number;
  readonly idPrefix: string;
  readonly push?: PushHandler;
  readonly http: HttpHandler;
  /** Who commands are journaled as; by default the signed-in account, as live (commandsModule). */
  readonly account?: string;
  /** Stored values go through JSON, as local storage keeps them. */
  readonly storeAsJson: boolean;
}

/** The ports faked, the real store and command modules loaded, the log wired into the store as live. */
const buildConsole = (options: ConsoleOptions) => {
  const container = new Container();
  let now = options.startAt;
  let ids = 0;
  let token: string | undefined;
  const socket: FakeSocket = {
    frames$: new Subject(),
    sent$: new Subject(),
    connection$: new Subject<SocketConnection>(),
    connect: sinon.fake(),
    disconnect: sinon.fake(),
    join: sinon.stub<[string, Readonly<Record<string, unknown>>?], Promise<unknown>>().resolves({}),
    push: sinon
      .stub<[string, string, unknown, number], Promise<PushResult>>()
      .callsFake(async (topic, event, payload) =>
        options.push ? options.push(topic, event, payload) : { status: 'ok', response: {} },
      ),
    leave: sinon.fake(),
  };
  const http = sinon.stub<[HttpRequest], Promise<HttpAnswer>>().callsFake(async (request) => options.http(request));
  const storage = new Map<string, unknown>();
  const seconds$ = new Subject<number>();
  container.bind(RuntimeConfig).toConstantValue({
    apiBase: 'http://studio.test/api/v1',
    socketUrl: 'ws://studio.test/socket',
    maintenanceUrl: 'http://studio.test/m.json',
    latestVersionUrl: 'http://studio.test/l',
  });
  container.bind(Normalizer).toConstantValue(consoleNormalizer);
  container.bind(PushCodecs).toConstantValue(consoleNormalizer);
  container.bind(HttpCodecs).toConstantValue(consoleNormalizer);
  container.bind(SocketPort).toConstantValue(socket);
  container.bind(HttpPort).toConstantValue({ request: http });
  container.bind(KeyValueStorage).toConstantValue({
    get: (key: string) => storage.get(key),
    set: (key: string, value: unknown) =>
      void storage.set(key, options.storeAsJson ? JSON.parse(JSON.stringify(value)) : value),
    remove: (key: string) => void storage.delete(key),
  });
  container.bind(TokenStorage).toConstantValue({
    get: () => token,
    set: (value: string) => void (token = value),
    clear: () => void (token = undefined),
  });
  container.bind(ClockPort).toConstantValue({ now: () => now, seconds$ });
  container.bind(IdPort).toConstantValue({ newId: () => `${options.idPrefix}-${++ids}` });
  // As a live console binds it (systemModule); a test that needs another zone rebinds it.
  container.bind(DisplayZone).toConstantValue(platformZone());
  container.load(storeModule, commandsModule);
  if (options.account !== undefined) {
    const account = options.account;
    container.rebind(CurrentAccount).toConstantValue(() => account);
  }
  const log = container.get(EventLog);
  const store = container.get(ProjectionStore);
  const entries: LogEntry[] = [];
  const wiring = log.appended$.subscribe((entry) => {
    entries.push(entry);
    store.enqueue(entry);
  });
  return {
    container,
    log,
    store,
    socket,
    http,
    storage,
    entries,
    seconds$,
    clock: {
      get now() {
        return now;
      },
      set now(value: number) {
        now = value;
      },
    },
    tokens: {
      get: () => token,
      set: (value: string | undefined) => void (token = value),
    },
    unwire: () => wiring.unsubscribe(),
  };
};

// --- The bare console -----------------------------------------------------------------------------------------

export interface Harness {
  readonly container: Container;
  readonly log: EventLog;
  readonly store: ProjectionStore;
  readonly socket: FakeSocket;
  readonly http: sinon.SinonStub<[HttpRequest], Promise<HttpAnswer>>;
  readonly storage: Map<string, unknown>;
  readonly entries: LogEntry[];
  /** Moves the fake clock (ms). */
  advance(ms: number): void;
  now(): number;
  /** Resolves with the first state the predicate accepts (the store folds asynchronously, as live). */
  until(predicate: (state: RootState) => boolean): Promise<RootState>;
  /** Appends a received frame, as the live session does. */
  receive(topic: string, event: string, payload: unknown): void;
  commandNames(): string[];
  dispose(): void;
}

export const startOfTest = Date.parse('2026-11-22T10:00:00Z');

/** The bare console at `startOfTest`, journaling as admin@demo.local; HTTP answers 204 unless told. */
export const createHarness = (options: { push?: PushHandler; http?: HttpHandler } = {}): Harness => {
  const built = buildConsole({
    startAt: startOfTest,
    idPrefix: 'id',
    ...(options.push ? { push: options.push } : {}),
    http: options.http ?? ((request) => ({ status: 204, body: '', url: request.path })),
    account: 'admin@demo.local',
    storeAsJson: true,
  });
  const { container, log, store, socket, http, storage, entries, clock } = built;
  return {
    container,
    log,
    store,
    socket,
    http,
    storage,
    entries,
    advance: (ms) => void (clock.now += ms),
    now: () => clock.now,
    until: (predicate) => firstValueFrom((store.state$ as Observable<RootState>).pipe(filter(predicate))),
    receive: (topic, event, payload) =>
      void log.append({ kind: 'FrameReceived', at: clock.now, topic, event, payload }),
    commandNames: () => entries.flatMap((entry) => (entry.kind === 'CommandIssued' ? [entry.name] : [])),
    dispose: () => {
      built.unwire();
      store.dispose();
      log.dispose();
    },
  };
};

/** A promise with its resolve handle, to hold a fake answer back until the test lets it go. */
export const deferred = <T>(): { promise: Promise<T>; resolve: (value: T) => void } => {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
};

/** Lets pending promise callbacks and the store's asap flush run. */
export const settle = async (): Promise<void> => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

/** What the toaster would say about the journaled commands, by the given notice rules (silent ones left out). */
export const toastsOf = (state: RootState, rules: NoticeRules): { title: string; intent: string }[] =>
  state.journal.order.flatMap((id) => {
    const item = state.journal.byId[id];
    const rule = item && item.status !== 'pending' ? rules[item.name] : undefined;
    const text = rule && item ? rule(item as SettledCommand) : undefined;
    return text ? [{ title: text.title, intent: text.intent }] : [];
  });

// --- The console with its shell -------------------------------------------------------------------------------

export const token = 'tok-123';

/** A demo account as the profile topic sends it. */
export const account = (type: string, extra: Partial<Account> = {}): Account => ({
  id: 7,
  email: `${type}@demo.local`,
  type,
  ...extra,
});

/**
 * The console with the shell, navigation, notifications and session services, journaling as the signed-in
 * account; HTTP answers nothing (status 0) unless told. What the fixture appends is folded at once; what
 * services append is folded on the next turn, as in the page.
 */
export const consoleFixture = () => {
  const built = buildConsole({
    startAt: 1_700_000_000_000,
    idPrefix: 'cmd',
    http: () => ({ status: 0, body: undefined, url: 'http://studio.test/api/v1/x' }),
    storeAsJson: false,
  });
  const { container, log, store, http, socket, storage: kept, clock, tokens } = built;
  const navigation = new InMemoryNavigation('/');
  // Desktop notifications: a browser that would ask (permission not decided yet); tests change what they need.
  const desktop = {
    wanted: sinon.fake.returns(false),
    show: sinon.fake(),
    canAsk: sinon.fake.returns(true),
    requestPermission: sinon.fake(),
  };
  container.bind(NavigationPort).toConstantValue(navigation);
  container.bind(DesktopNotifier).toConstantValue(desktop);
  container.bind(HttpGateway).toSelf().inSingletonScope();
  container.bind(SessionService).toSelf().inSingletonScope();
  container.load(
    navigationModule,
    shellModule,
    signedInShellModule,
    profileModule,
    notificationsModule,
    signedInNotificationsModule,
  );

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
    push: socket.push,
    socket,
    navigation,
    desktop,
    kept,
    get now() {
      return clock.now;
    },
    get token() {
      return tokens.get();
    },
    storeToken(value: string | undefined): void {
      tokens.set(value);
    },
    /** Moves the client clock and appends the tick the live session would. */
    tick(ms = 1000): void {
      clock.now += ms;
      append({ kind: 'ClockTicked', at: clock.now, now: clock.now });
    },
    frame(topic: string, event: string, payload: unknown): void {
      append({ kind: 'FrameReceived', at: clock.now, topic, event, payload });
    },
    connection(state: ConnectionState, attempt = 0): void {
      append({ kind: 'ConnectionChanged', at: clock.now, state, attempt });
    },
    /** The signed-in state a verify and the profile topic's init give. */
    signIn(profile: Account): void {
      append({
        kind: 'HttpExchanged',
        at: clock.now,
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
        at: clock.now,
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
      append({ kind: 'CommandIssued', at: clock.now, id, account: 'admin@demo.local', name, args });
    },
    settle(id: string, outcome: 'ok' | 'error' | 'timeout' | 'not_sent', reason?: string): void {
      append({ kind: 'CommandSettled', at: clock.now, id, outcome, latencyMs: 10, ...(reason ? { reason } : {}) });
    },
    dispose(): void {
      // A verify or login starts the 600 s profile ping; it must not outlive the test.
      container.get(SessionService).stop();
      built.unwire();
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
