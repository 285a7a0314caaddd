import * as t from 'io-ts';
import { jsonObject, listOf, oneOf, recordOf, shape } from '../../src/infrastructure/wire/kit';
import type { ClusterBus } from '../protocol/cluster-bus';
import type { PresenceChange, PresenceMeta, PresenceSnapshot, PresenceTracker } from '../protocol/presence';
import type { PubSub } from '../protocol/pubsub';

/** How often a process says it is alive, with its tracks; a process silent for `silentMs` has left. */
export const presenceHeartbeatMs = 1_000;
const silentMs = 3_000;

const Meta: t.Type<PresenceMeta, unknown, unknown> = t.intersection([jsonObject, shape({ phx_ref: t.string })]);
const Change: t.Type<PresenceChange, unknown, unknown> = t.union([
  shape({ type: oneOf(['track']), topic: t.string, key: t.string, meta: Meta }),
  shape({ type: oneOf(['untrack']), topic: t.string, key: t.string, ref: t.string }),
]);
const Alive: t.Type<{ readonly snapshot: PresenceSnapshot }, unknown, unknown> = shape({
  snapshot: recordOf(recordOf(listOf(Meta))),
});

/**
 * Editing presence on every process of a cluster (docs/protocol/editing.md "Several processes"): each track and
 * untrack is told to the other processes (`presence`), which keep it beside their own, so a join's
 * `presence_state` names the consoles on every process (the `presence_diff` frames cross as plain broadcasts).
 * Every second each process sends its tracks whole (`presence-alive`): a process that starts learns the others'
 * from it, and one silent for three seconds (it died, or lost the database) is forgotten, its consoles leaving
 * every topic on the survivors within four seconds. Returns the stop of the heartbeat.
 */
export const installPresenceRelay = (
  tracker: PresenceTracker,
  pubsub: PubSub,
  bus: ClusterBus,
  onError: (message: string) => void,
  now: () => number = Date.now,
): (() => void) => {
  if (!bus.shared) return () => {};
  const lastSeen = new Map<string, number>();
  tracker.shareWith = (change) => bus.publish('presence', change);
  bus.on('presence', (args, from) => {
    const decoded = Change.decode(args);
    if (decoded._tag === 'Left') return onError(`Cluster: presence from ${from} did not decode; ignored.`);
    lastSeen.set(from, now());
    tracker.remoteChange(from, decoded.right);
  });
  bus.on('presence-alive', (args, from) => {
    const decoded = Alive.decode(args);
    if (decoded._tag === 'Left') return onError(`Cluster: presence of ${from} did not decode; ignored.`);
    lastSeen.set(from, now());
    tracker.remoteSnapshot(from, decoded.right.snapshot);
  });
  // The leaves of a forgotten process: each survivor sends them (a plain broadcast, so also to the others);
  // a leave names its metas by phx_ref, so hearing it twice changes nothing.
  const leave = (topic: string, leaves: Readonly<Record<string, unknown>>): void =>
    pubsub.broadcast(topic, 'presence_diff', { joins: {}, leaves });
  const beat = (): void => {
    bus.publish('presence-alive', { snapshot: tracker.snapshot() });
    for (const [process, seen] of lastSeen)
      if (now() - seen > silentMs) {
        lastSeen.delete(process);
        tracker.forgetProcess(process, leave);
      }
  };
  beat();
  const timer = setInterval(beat, presenceHeartbeatMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    tracker.shareWith = undefined;
  };
};
