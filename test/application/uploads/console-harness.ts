import { Container } from 'inversify';
import { filter, firstValueFrom, type Observable } from 'rxjs';
import sinon from 'sinon';
import { Subject } from 'rxjs';
import { CommandBus, CurrentAccount, JournaledViewChoices, ViewChoices } from '../../../src/application/commands';
import { EventLog } from '../../../src/application/log';
import type { NoticeRules, SettledCommand } from '../../../src/application/notifications';
import {
  ClockPort,
  HttpPort,
  IdPort,
  KeyValueStorage,
  CommandPort,
  PushCodecs,
  SocketPort,
  type HttpAnswer,
  type HttpRequest,
  type PushResult,
} from '../../../src/application/ports';
import { ProjectionStore, StateReader, type Normalizer } from '../../../src/application/store';
import type { LogEntry } from '../../../src/domain/log';
import type { RootState } from '../../../src/domain/state';
import { createWireNormalizer } from '../../../src/infrastructure/wire';

// A console without a browser: the real log, store, normalizer and command bus, with sinon fakes for the
// socket, HTTP, storage and clock. One per test.

/** The console's own normalizer: upload state comes from the journaled `uploads.*` commands. */
export const consoleNormalizer: Normalizer & PushCodecs = createWireNormalizer();

export type PushHandler = (topic: string, event: string, payload: unknown) => PushResult | Promise<PushResult>;
export type HttpHandler = (request: HttpRequest) => HttpAnswer | Promise<HttpAnswer>;

export interface FakeSocket {
  readonly join: sinon.SinonStub<[string, Readonly<Record<string, unknown>>?], Promise<unknown>>;
  readonly push: sinon.SinonStub<[string, string, unknown, number], Promise<PushResult>>;
  readonly leave: sinon.SinonSpy;
}

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

export const createHarness = (options: { push?: PushHandler; http?: HttpHandler } = {}): Harness => {
  const container = new Container();
  let now = startOfTest;
  let ids = 0;
  const socket: FakeSocket = {
    join: sinon.stub<[string, Readonly<Record<string, unknown>>?], Promise<unknown>>().resolves({}),
    push: sinon
      .stub<[string, string, unknown, number], Promise<PushResult>>()
      .callsFake(async (topic, event, payload) =>
        options.push ? options.push(topic, event, payload) : { status: 'ok', response: {} },
      ),
    leave: sinon.spy(),
  };
  const http = sinon
    .stub<[HttpRequest], Promise<HttpAnswer>>()
    .callsFake(async (request) =>
      options.http ? options.http(request) : { status: 204, body: '', url: request.path },
    );
  const storage = new Map<string, unknown>();
  const log = new EventLog();
  const store = new ProjectionStore(consoleNormalizer, log.source);
  const entries: LogEntry[] = [];
  const subscription = log.appended$.subscribe((entry) => {
    entries.push(entry);
    store.enqueue(entry);
  });
  container.bind(EventLog).toConstantValue(log);
  container.bind(ProjectionStore).toConstantValue(store);
  container.bind(StateReader).toConstantValue(store);
  container.bind(SocketPort).toConstantValue({
    frames$: new Subject(),
    sent$: new Subject(),
    connection$: new Subject(),
    connect: sinon.fake(),
    disconnect: sinon.fake(),
    ...socket,
  });
  container.bind(HttpPort).toConstantValue({ request: http });
  container.bind(KeyValueStorage).toConstantValue({
    get: (key: string) => storage.get(key),
    set: (key: string, value: unknown) => void storage.set(key, JSON.parse(JSON.stringify(value))),
    remove: (key: string) => void storage.delete(key),
  });
  container.bind(ClockPort).toConstantValue({ now: () => now, seconds$: new Subject<number>() });
  container.bind(IdPort).toConstantValue({ newId: () => `id-${++ids}` });
  container.bind(CurrentAccount).toConstantValue(() => 'admin@demo.local');
  container.bind(PushCodecs).toConstantValue(consoleNormalizer);
  container.bind(CommandBus).toSelf().inSingletonScope();
  container.bind(CommandPort).toService(CommandBus);
  container.bind(ViewChoices).to(JournaledViewChoices).inSingletonScope();
  return {
    container,
    log,
    store,
    socket,
    http,
    storage,
    entries,
    advance: (ms) => void (now += ms),
    now: () => now,
    until: (predicate) => firstValueFrom((store.state$ as Observable<RootState>).pipe(filter(predicate))),
    receive: (topic, event, payload) => void log.append({ kind: 'FrameReceived', at: now, topic, event, payload }),
    commandNames: () => entries.flatMap((entry) => (entry.kind === 'CommandIssued' ? [entry.name] : [])),
    dispose: () => {
      subscription.unsubscribe();
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
