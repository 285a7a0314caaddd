import type { Socket } from 'phoenix';
import { reconnectDelay } from '../../src/infrastructure/socket/reconnect-schedule';
import { connect, disconnect, join, waitFor } from '../../test/integration/support/phoenix-client';
import type { ServerProcess } from '../../test/integration/support/server-process';
import { loginAs } from '../../test/integration/support/studio';
import type { StudioProcesses } from '../../test/integration/support/studio-processes';

// The takeover half of `npm run bench -- --cluster-only` (issue 33 §2): `kill -9` of the simulating process with
// consoles on both processes joined to an online instance's status topic, timed until every console received a
// status frame the new simulation made, and split into its parts (docs/performance.md "A cluster").
//
// A console listens for `status` before it joins, as the console's gateway does (it takes every frame of the
// socket): the survivor sends the first status right after the join's reply, in the same write.

const consolesPerProcess = 10;
/** After a status reached the consoles, nothing of the old simulation is in flight on the bus for ~900 ms. */
const killAfterStatusMs = 100;

export const simulating = (line: string): boolean => line.startsWith('info Simulation: running in this process');

interface Watcher {
  readonly server: ServerProcess;
  socket: Socket;
  /** performance.now() of each step back, for the consoles of the killed process. */
  closed?: number;
  reconnecting?: number;
  opened?: number;
  joined?: number;
  /** The first status frame made after the kill. */
  fresh?: number;
}

/** Where the slowest console of the killed process spent its time, in ms. */
export interface ReturnParts {
  /** The kill until its socket closed. */
  readonly closeMs: number;
  /** Its reconnect delay (the console's schedule: src/infrastructure/socket/reconnect-schedule.ts). */
  readonly delayMs: number;
  /** The new socket opened on the survivor (WebSocket handshake, the token checked). */
  readonly connectMs: number;
  /** The join answered. */
  readonly joinMs: number;
  /** From the join's reply to its first status. */
  readonly statusMs: number;
}

export interface Takeover {
  /** Until every console had a status frame made after the kill. */
  readonly everyConsoleMs: number;
  /** The same for the consoles that were on the surviving process (no reconnect). */
  readonly survivorConsolesMs: number;
  /** Until the survivor printed that it runs the simulation. */
  readonly lockMs: number;
  readonly slowestReturn: ReturnParts;
}

/** An online instance's id, from the control snapshot a console gets on joining. */
const onlineInstance = async (socket: Socket): Promise<string> => {
  const control = await join(socket, 'control', ['instances']);
  const [instances] = (await waitFor(control, 'instances', 1, 15_000)) as Record<string, { online: boolean }>[];
  control.channel.leave();
  const [id] = Object.entries(instances ?? {}).find(([, live]) => live.online) ?? [];
  if (!id) throw new Error('cluster bench: no online instance in the control snapshot');
  return id;
};

/** Joins the status topic, `onStatus` called for every status frame, the one sent with the join included. */
const watchStatus = async (socket: Socket, topic: string, onStatus: () => void): Promise<void> => {
  const channel = socket.channel(topic, {});
  channel.on('status', onStatus);
  const reply = await new Promise<string>((resolve) =>
    channel
      .join(10_000)
      .receive('ok', () => resolve('ok'))
      .receive('error', (response: unknown) => resolve(JSON.stringify(response)))
      .receive('timeout', () => resolve('timeout')),
  );
  if (reply !== 'ok') throw new Error(`cluster bench: join ${topic} ${reply}`);
};

/** A console of the killed process: back on the survivor after the console's first reconnect delay. */
const comeBack = (watcher: Watcher, survivor: ServerProcess, token: string, topic: string): Promise<void> =>
  new Promise<void>((resolve) => watcher.socket.onClose(() => resolve())).then(async () => {
    watcher.closed = performance.now();
    await new Promise((resolve) => setTimeout(resolve, reconnectDelay(1)));
    watcher.reconnecting = performance.now();
    watcher.socket.disconnect();
    watcher.socket = await connect(survivor.socketUrl, token, 10_000);
    watcher.opened = performance.now();
    await watchStatus(watcher.socket, topic, () => {
      watcher.fresh ??= performance.now();
    });
    watcher.joined = performance.now();
  });

const partsOf = (watcher: Watcher, killedAt: number): ReturnParts => {
  const at = (time: number | undefined): number => time ?? Number.NaN;
  return {
    closeMs: at(watcher.closed) - killedAt,
    delayMs: at(watcher.reconnecting) - at(watcher.closed),
    connectMs: at(watcher.opened) - at(watcher.reconnecting),
    joinMs: at(watcher.joined) - at(watcher.opened),
    statusMs: Math.max(0, at(watcher.fresh) - at(watcher.joined)),
  };
};

/** One kill of the simulating process, then a fresh process in its place. */
export const measureTakeover = async (group: StudioProcesses): Promise<Takeover> => {
  const live = group.servers.filter((server) => server.child.exitCode === null && server.child.signalCode === null);
  await Promise.race(live.map((server) => server.line(simulating)));
  const leader = live.find((server) => server.lines.some(simulating)) as ServerProcess;
  const survivor = live.find((server) => server !== leader) as ServerProcess;
  const token = await loginAs(survivor.url, 'admin');
  const topic = `instances:status:${await onlineInstance(await group.connect(survivor, token))}`;
  const kill: { at?: number } = {};
  let lastStatus = 0;
  const watchers: Watcher[] = [];
  for (const server of [leader, survivor])
    for (let index = 0; index < consolesPerProcess; index += 1) {
      const watcher: Watcher = { server, socket: await group.connect(server, token) };
      await watchStatus(watcher.socket, topic, () => {
        lastStatus = performance.now();
        if (kill.at !== undefined) watcher.fresh ??= performance.now();
      });
      watchers.push(watcher);
    }
  // Every console has had statuses; the kill comes just after one, so none of the old simulation is in flight.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const statusBefore = lastStatus;
  while (lastStatus === statusBefore) await new Promise((resolve) => setTimeout(resolve, 5));
  await new Promise((resolve) => setTimeout(resolve, killAfterStatusMs));

  const returning = watchers.filter((watcher) => watcher.server === leader);
  const comingBack = returning.map((watcher) => comeBack(watcher, survivor, token, topic));
  const killedAt = performance.now();
  kill.at = killedAt;
  leader.child.kill('SIGKILL');
  await survivor.line(simulating);
  const lockMs = performance.now() - killedAt;
  await Promise.all(comingBack);
  for (const deadline = Date.now() + 15_000; watchers.some((watcher) => watcher.fresh === undefined);)
    if (Date.now() > deadline) throw new Error('cluster bench: a console had no fresh status 15 s after the kill');
    else await new Promise((resolve) => setTimeout(resolve, 5));
  const freshAfter = (of: readonly Watcher[]): number =>
    Math.max(...of.map((watcher) => (watcher.fresh as number) - killedAt));
  const slowest = returning.reduce((worst, watcher) =>
    (watcher.fresh as number) > (worst.fresh as number) ? watcher : worst,
  );
  const takeover: Takeover = {
    everyConsoleMs: freshAfter(watchers),
    survivorConsolesMs: freshAfter(watchers.filter((watcher) => watcher.server === survivor)),
    lockMs,
    slowestReturn: partsOf(slowest, killedAt),
  };
  await Promise.all(watchers.map((watcher) => disconnect(watcher.socket)));
  await group.disconnectAll();
  await group.start();
  return takeover;
};

export const takeoverConsoles = 2 * consolesPerProcess;
