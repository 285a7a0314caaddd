import { expect } from 'chai';
import sinon from 'sinon';
import { installPresenceRelay, presenceHeartbeatMs } from '../../../server/cluster/presence-relay';
import type { ClusterBus } from '../../../server/protocol/cluster-bus';
import { PresenceTracker } from '../../../server/protocol/presence';
import { PubSub } from '../../../server/protocol/pubsub';
import { memoryCluster } from './memory-bus';

const topic = 'editing:groups:1';

interface Diff {
  readonly joins: Record<string, unknown>;
  readonly leaves: Record<string, unknown>;
}

/**
 * One process: its tracker, a console on `topic` (the diffs it was told), and a switch that stops it as SIGSTOP
 * would: it sends nothing, what is sent to it waits, and its clock stands still. When it resumes its clock jumps
 * and it sends again; what waited for it is read later (`readWaiting`: its heartbeat may come first).
 */
const processOn = (cluster: ReturnType<typeof memoryCluster>, sent: [string, unknown][] = []) => {
  const inner = cluster.bus();
  let stoppedAt: number | undefined;
  let reading = true;
  const waiting: (() => void)[] = [];
  const bus: ClusterBus = {
    processId: inner.processId,
    shared: true,
    publish: (name, args) => {
      if (stoppedAt !== undefined) return;
      sent.push([name, args]);
      inner.publish(name, args);
    },
    on: (name, handler) =>
      inner.on(name, (args, from) => {
        if (reading) return handler(args, from);
        waiting.push(() => void handler(args, from));
      }),
    close: () => inner.close(),
  };
  const pubsub = new PubSub();
  const diffs: Diff[] = [];
  pubsub.subscribe(topic, {
    actor: () => undefined,
    deliver: (text) => {
      const [, , , event, payload] = JSON.parse(text) as [null, null, string, string, Diff];
      if (event === 'presence_diff') diffs.push(payload);
    },
  });
  const tracker = new PresenceTracker(pubsub);
  const stop = installPresenceRelay(
    tracker,
    bus,
    (message) => {
      throw new Error(message);
    },
    () => stoppedAt ?? Date.now(),
  );
  return {
    tracker,
    diffs,
    stop,
    pause: () => {
      stoppedAt = Date.now();
      reading = false;
    },
    resume: () => void (stoppedAt = undefined),
    readWaiting: () => {
      reading = true;
      for (const handle of waiting.splice(0)) handle();
    },
  };
};

const names = (state: Record<string, { metas: readonly Readonly<Record<string, unknown>>[] }>): unknown[] =>
  Object.values(state).flatMap((entry) => entry.metas.map((meta) => meta.name));
const joined = (diffs: readonly Diff[], key: string): number => diffs.filter((diff) => key in diff.joins).length;
const left = (diffs: readonly Diff[], key: string): number => diffs.filter((diff) => key in diff.leaves).length;

describe('server/cluster/presence-relay: changes, a light heartbeat, a snapshot when asked', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => clock.restore());

  it('sends a track as a change, beats with its number only, and a whole snapshot only to a process that starts', async () => {
    const cluster = memoryCluster();
    const sentByA: [string, unknown][] = [];
    const a = processOn(cluster, sentByA);
    const b = processOn(cluster);
    await clock.tickAsync(presenceHeartbeatMs);
    sentByA.splice(0);
    a.tracker.track(topic, '7', { name: 'Anna' });
    await clock.tickAsync(10 * presenceHeartbeatMs);
    expect(names(b.tracker.state(topic))).to.deep.equal(['Anna']);
    expect(joined(b.diffs, '7')).to.equal(1);
    expect(sentByA.map(([name]) => name)).to.deep.equal(['presence', ...Array(10).fill('presence-alive')]);
    expect(sentByA.at(-1)?.[1]).to.deep.equal({ seq: 1 });

    // A process that starts asks, and learns Anna from A's snapshot.
    const c = processOn(cluster);
    await clock.tickAsync(100);
    expect(names(c.tracker.state(topic))).to.deep.equal(['Anna']);
    expect(sentByA.filter(([name]) => name === 'presence-snapshot')).to.have.length(1);
    for (const each of [a, b, c]) each.stop();
  });

  it('a change that was lost: the next heartbeat is ahead, and the snapshot asked for tells the consoles', async () => {
    const cluster = memoryCluster();
    const a = processOn(cluster);
    const b = processOn(cluster);
    await clock.tickAsync(presenceHeartbeatMs);
    a.pause();
    a.tracker.track(topic, '7', { name: 'Anna' });
    a.resume();
    a.readWaiting();
    await clock.tickAsync(100);
    expect(joined(b.diffs, '7')).to.equal(0);
    await clock.tickAsync(presenceHeartbeatMs);
    expect(names(b.tracker.state(topic))).to.deep.equal(['Anna']);
    expect(joined(b.diffs, '7')).to.equal(1);
    for (const each of [a, b]) each.stop();
  });

  it('a stopped process is forgotten by the others, seen again by their consoles when it resumes, and forgets nobody itself', async () => {
    const cluster = memoryCluster();
    const a = processOn(cluster);
    const b = processOn(cluster);
    a.tracker.track(topic, '7', { name: 'Anna' });
    b.tracker.track(topic, '8', { name: 'Ben' });
    await clock.tickAsync(presenceHeartbeatMs);
    expect(names(a.tracker.state(topic)).sort()).to.deep.equal(['Anna', 'Ben']);

    a.pause();
    await clock.tickAsync(5 * presenceHeartbeatMs);
    expect(left(b.diffs, '7'), "B's console: Anna left").to.equal(1);
    expect(names(b.tracker.state(topic))).to.deep.equal(['Ben']);

    a.resume();
    await clock.tickAsync(presenceHeartbeatMs);
    a.readWaiting();
    await clock.tickAsync(presenceHeartbeatMs);
    expect(joined(b.diffs, '7'), "B's console: Anna back").to.equal(2);
    expect(names(b.tracker.state(topic)).sort()).to.deep.equal(['Anna', 'Ben']);
    // A was the one stopped: its console never lost Ben.
    expect(left(a.diffs, '8')).to.equal(0);
    expect(names(a.tracker.state(topic)).sort()).to.deep.equal(['Anna', 'Ben']);
    for (const each of [a, b]) each.stop();
  });

  it('a process that stops cleanly says so: the others drop its consoles at once, and it says nothing after', async () => {
    const cluster = memoryCluster();
    const sentByA: [string, unknown][] = [];
    const a = processOn(cluster, sentByA);
    const b = processOn(cluster);
    const untrack = a.tracker.track(topic, '7', { name: 'Anna' });
    await clock.tickAsync(presenceHeartbeatMs);
    expect(names(b.tracker.state(topic))).to.deep.equal(['Anna']);
    sentByA.splice(0);

    a.stop();
    await clock.tickAsync(0);
    expect(left(b.diffs, '7'), "B's console: Anna left, no heartbeat later").to.equal(1);
    expect(names(b.tracker.state(topic))).to.deep.equal([]);
    // Its sockets close after the farewell: a newcomer's question is not answered with Anna, nor is her untrack sent.
    const c = processOn(cluster);
    await clock.tickAsync(5 * presenceHeartbeatMs);
    expect(names(c.tracker.state(topic)), 'the newcomer never learns Anna').to.deep.equal([]);
    untrack();
    await clock.tickAsync(presenceHeartbeatMs);
    expect(
      sentByA.map(([name]) => name),
      'one farewell, then silence',
    ).to.deep.equal(['presence-gone']);
    expect(joined(b.diffs, '7'), 'B never learns her again').to.equal(1);
    for (const each of [b, c]) each.stop();
  });
});
