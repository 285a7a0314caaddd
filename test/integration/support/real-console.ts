import { Subject } from 'rxjs';
import WebSocket from 'ws';
import { CommandBus } from '../../../src/application/commands';
import { EventLog } from '../../../src/application/log';
import type { ClockPort } from '../../../src/application/ports';
import { LiveSession } from '../../../src/application/sign-in/live-session';
import { ProjectionStore } from '../../../src/application/store';
import { TopicLeases } from '../../../src/application/topics';
import type { RootState } from '../../../src/domain/state';
import { PhoenixSocketGateway } from '../../../src/infrastructure/socket/phoenix-socket-gateway';
import { createWireNormalizer } from '../../../src/infrastructure/wire';

/** The console's application core wired as the browser wires it (gateway, log, store, session, command bus). */
export interface RealConsole {
  readonly gateway: PhoenixSocketGateway;
  readonly log: EventLog;
  readonly store: ProjectionStore;
  readonly bus: CommandBus;
  readonly clock: ClockPort;
  state(): RootState;
  /** Ends the session, disconnects and stops the store. */
  dispose(): void;
}

export interface RealConsoleOptions {
  /** Who the bus journals commands as. */
  readonly account?: string;
  /** The prefix of the bus's command ids (`c1`, `c2`, …). */
  readonly idPrefix?: string;
  /** A log made beforehand (a recorder that must see every entry starts on it before the session does). */
  readonly log?: EventLog;
}

/** The one "real console" of the integration suite: the console core against a studio (or replay) server's socket. */
export const realConsole = (socketUrl: string, options: RealConsoleOptions = {}): RealConsole => {
  const gateway = new PhoenixSocketGateway(socketUrl, { transport: WebSocket });
  const log = options.log ?? new EventLog();
  const normalizer = createWireNormalizer();
  const store = new ProjectionStore(normalizer, log.source);
  const clock: ClockPort = { now: () => Date.now(), seconds$: new Subject<number>() };
  const session = new LiveSession(log, store, gateway, clock);
  let id = 0;
  const prefix = options.idPrefix ?? 'c';
  const bus = new CommandBus(
    log,
    gateway,
    normalizer,
    { newId: () => `${prefix}${++id}` },
    clock,
    () => options.account ?? 'admin@demo.local',
    new TopicLeases(gateway),
  );
  return {
    gateway,
    log,
    store,
    bus,
    clock,
    state: () => store.state,
    dispose: () => {
      session.dispose();
      gateway.disconnect();
      store.dispose();
    },
  };
};

/** A real console signed in with `token`: connected, its profile topic joined and its profile arrived. */
export const signedInConsole = async (socketUrl: string, token: string, who: string): Promise<RealConsole> => {
  const core = realConsole(socketUrl);
  core.gateway.connect(token);
  await eventually(() => core.state().connection.state === 'connected', `${who} connected`);
  await core.gateway.join(`profile:${token}`);
  await eventually(() => core.state().session.profile !== undefined, `${who}'s profile`);
  return core;
};

/** Waits (polling every 25 ms) until `check` holds, or fails naming `what`. */
export const eventually = async (check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};
