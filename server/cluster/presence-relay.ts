import * as t from 'io-ts';
import { finite, jsonObject, listOf, oneOf, recordOf, shape } from '../../src/infrastructure/wire/kit';
import type { ClusterBus } from '../protocol/cluster-bus';
import type { PresenceChange, PresenceMeta, PresenceSnapshot, PresenceTracker } from '../protocol/presence';

/** How often a process says it is alive (with the number of its last change); silent for `silentMs`, it has left. */
export const presenceHeartbeatMs = 1_000;
export const presenceSilentMs = 3_000;

const Meta: t.Type<PresenceMeta, unknown, unknown> = t.intersection([jsonObject, shape({ phx_ref: t.string })]);
const Numbered: t.Type<{ readonly seq: number; readonly change: PresenceChange }, unknown, unknown> = shape({
  seq: finite,
  change: t.union([
    shape({ type: oneOf(['track']), topic: t.string, key: t.string, meta: Meta }),
    shape({ type: oneOf(['untrack']), topic: t.string, key: t.string, ref: t.string }),
  ]),
});
const Alive: t.Type<{ readonly seq: number }, unknown, unknown> = shape({ seq: finite });
const Whole: t.Type<{ readonly seq: number; readonly snapshot: PresenceSnapshot }, unknown, unknown> = shape({
  seq: finite,
  snapshot: recordOf(recordOf(listOf(Meta))),
});
const Wanted: t.Type<{ readonly of: string | null }, unknown, unknown> = shape({ of: t.union([t.string, t.null]) });

/** What this process knows of another: the number of its last change applied (undefined: not in step). */
interface Peer {
  seq: number | undefined;
  seen: number;
  askedAt?: number;
}

/**
 * Editing presence on every process of a cluster (docs/protocol/editing.md "Several processes"). Each track and
 * untrack is told to the other processes, numbered (`presence {seq, change}`); every second each process says it
 * is alive with the number of its last change (`presence-alive {seq}`, a few bytes whatever it tracks). A whole
 * snapshot (`presence-snapshot {seq, snapshot}`) goes only to whom asks (`presence-wanted {of}`): a process that
 * starts asks everyone; a process that misses a number, hears a heartbeat ahead of what it applied, or hears from
 * a process it does not know (a newcomer, or one it forgot) asks that one. Each process tells its own consoles
 * the difference (PresenceTracker), so a slow process that was forgotten and comes back is seen again by every
 * console, not only by those that join later.
 *
 * A process that stops cleanly says so first (`presence-gone`): the others forget it at once, and it says
 * nothing more — no untrack as its sockets close, no heartbeat, no snapshot that would make them learn its
 * consoles again. A process silent for three seconds (it died, lost the database, or was stopped) is forgotten
 * too: its consoles leave every topic on the others within four seconds. A process whose own heartbeat comes
 * three seconds late was itself the one stopped or starved: it forgets nobody that round (the others' messages
 * are still queued for it) and gives each the usual three seconds to be heard. Returns the stop, which says
 * `presence-gone` (call it before the sockets close).
 */
export const installPresenceRelay = (
  tracker: PresenceTracker,
  bus: ClusterBus,
  onError: (message: string) => void,
  now: () => number = Date.now,
): (() => void) => {
  if (!bus.shared) return () => {};
  const peers = new Map<string, Peer>();
  let seq = 0;
  let snapshotQueued = false;
  /** Said `presence-gone`: hears and says nothing more. */
  let gone = false;

  const sendSnapshot = (): void => {
    if (snapshotQueued) return;
    snapshotQueued = true;
    // Once per turn however many asked; taken with its number at the same moment, after the changes before it.
    queueMicrotask(() => {
      snapshotQueued = false;
      if (!gone) bus.publish('presence-snapshot', { seq, snapshot: tracker.snapshot() });
    });
  };
  const heard = (from: string): Peer => {
    const peer = peers.get(from) ?? { seq: undefined, seen: now() };
    peer.seen = now();
    peers.set(from, peer);
    return peer;
  };
  /** Asks `from` for its snapshot, at most once a heartbeat while the answer is awaited. */
  const ask = (from: string, peer: Peer): void => {
    peer.seq = undefined;
    if (peer.askedAt !== undefined && now() - peer.askedAt < presenceHeartbeatMs) return;
    peer.askedAt = now();
    bus.publish('presence-wanted', { of: from });
  };
  const decoded = <A>(codec: t.Type<A, unknown, unknown>, args: unknown, from: string, name: string) => {
    const result = codec.decode(args);
    if (result._tag === 'Right') return result.right;
    onError(`Cluster: ${name} from ${from} did not decode; ignored.`);
    return undefined;
  };

  /** A handler of the bus that a process gone no longer runs. */
  const hear = (name: string, handler: (args: unknown, from: string) => void): void =>
    bus.on(name, (args, from) => {
      if (!gone) handler(args, from);
    });

  tracker.shareWith = (change) => {
    seq += 1;
    bus.publish('presence', { seq, change });
  };
  hear('presence', (args, from) => {
    const numbered = decoded(Numbered, args, from, 'presence');
    if (!numbered) return;
    const peer = heard(from);
    if (peer.seq !== undefined && numbered.seq <= peer.seq) return;
    // Applied even out of step (the snapshot asked for then corrects what was missed).
    tracker.remoteChange(from, numbered.change);
    if (peer.seq !== undefined && numbered.seq === peer.seq + 1) peer.seq = numbered.seq;
    else ask(from, peer);
  });
  hear('presence-alive', (args, from) => {
    const alive = decoded(Alive, args, from, 'presence-alive');
    if (!alive) return;
    const peer = heard(from);
    if (peer.seq !== alive.seq) ask(from, peer);
  });
  hear('presence-snapshot', (args, from) => {
    const whole = decoded(Whole, args, from, 'presence-snapshot');
    if (!whole) return;
    const peer = heard(from);
    tracker.remoteSnapshot(from, whole.snapshot);
    peer.seq = whole.seq;
    peer.askedAt = undefined;
  });
  hear('presence-wanted', (args, from) => {
    const wanted = decoded(Wanted, args, from, 'presence-wanted');
    if (wanted && (wanted.of === null || wanted.of === bus.processId)) sendSnapshot();
  });
  hear('presence-gone', (_args, from) => {
    peers.delete(from);
    tracker.forgetProcess(from);
  });

  let lastBeat = now();
  const beat = (): void => {
    const late = now() - lastBeat > presenceSilentMs;
    lastBeat = now();
    bus.publish('presence-alive', { seq });
    for (const [process, peer] of peers)
      if (late) peer.seen = now();
      else if (now() - peer.seen > presenceSilentMs) {
        peers.delete(process);
        tracker.forgetProcess(process);
      }
  };
  // A newcomer tells its (empty) tracks and asks for everyone's.
  sendSnapshot();
  bus.publish('presence-wanted', { of: null });
  const timer = setInterval(beat, presenceHeartbeatMs);
  timer.unref();
  return () => {
    if (gone) return;
    gone = true;
    clearInterval(timer);
    tracker.shareWith = undefined;
    bus.publish('presence-gone', {});
  };
};
