import type { CommandSettledEntry, FrameReceivedEntry, FrameSentEntry } from '../../src/domain/log';
import type { Reply } from '../protocol/reply';
import { canonicalJson } from './canonical-json';
import { isLifecycleEvent, topicKey } from './topic-key';

/** A push the recorded console sent, with the reply the recording holds for it. */
export interface RecordedPush {
  readonly at: number;
  readonly seq: number;
  readonly reply: Reply;
}

interface SentPush {
  readonly key: string;
  readonly at: number;
  readonly seq: number;
  reply?: Reply;
}

/** The command bus appends `CommandIssued` and then its `FrameSent` back to back; this leaves room for a few entries between. */
export const pairingWindow = { entries: 8, ms: 1000 } as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `{status, response}` of a recorded phx_reply, if it has that shape. */
export const replyOf = (payload: unknown): Reply | undefined => {
  if (!isRecord(payload)) return undefined;
  if (payload.status === 'ok') return { status: 'ok', response: payload.response ?? {} };
  if (payload.status !== 'error') return undefined;
  const response = isRecord(payload.response) ? payload.response : {};
  return {
    status: 'error',
    response: { ...response, reason: typeof response.reason === 'string' ? response.reason : 'error' },
  };
};

/** What the console was answered, rebuilt from its command's outcome; timeouts and unsent pushes had no answer. */
const settledReply = (entry: CommandSettledEntry): Reply | undefined => {
  if (entry.outcome === 'ok') return { status: 'ok', response: entry.reply ?? {} };
  if (entry.outcome !== 'error') return undefined;
  const response = isRecord(entry.reply) ? entry.reply : {};
  return {
    status: 'error',
    response: {
      ...response,
      reason: typeof response.reason === 'string' ? response.reason : (entry.reason ?? 'error'),
    },
  };
};

/** The lookup key of a push: its topic (profile tokens folded), event and payload with sorted keys. */
export const pushKey = (topic: string, event: string, payload: unknown): string | undefined => {
  const json = canonicalJson(payload);
  return json === undefined ? undefined : `${topicKey(topic)}\u0000${event}\u0000${json}`;
};

/**
 * Pairs the recorded pushes with their replies while the recording is read front to back. A `FrameSent`
 * belongs to the latest `CommandIssued` before it that is at most `pairingWindow` away and not yet paired;
 * its reply is that command's `CommandSettled` (ok → the reply, error → the error response). A `FrameSent`
 * that carries a `ref` is also answered by the `phx_reply` with the same topic and ref. A join's reply is the
 * first `phx_reply` on its topic after the `FrameSent phx_join`, when nothing else was sent on it between.
 */
export class RecordedReplies {
  private readonly pushes = new Map<string, SentPush[]>();
  private readonly byCommand = new Map<string, SentPush>();
  private readonly byRef = new Map<string, SentPush>();
  private readonly recentCommands: { id: string; seq: number; at: number }[] = [];
  private readonly awaitingJoin = new Set<string>();
  private readonly joins = new Map<string, Reply>();

  commandIssued(id: string, seq: number, at: number): void {
    this.recentCommands.push({ id, seq, at });
    if (this.recentCommands.length > pairingWindow.entries) this.recentCommands.shift();
  }

  commandSettled(entry: CommandSettledEntry): void {
    // Settled before anything was sent (a local command, a push not sent): it cannot own a later FrameSent.
    const waiting = this.recentCommands.findIndex((command) => command.id === entry.id);
    if (waiting >= 0) this.recentCommands.splice(waiting, 1);
    const push = this.byCommand.get(entry.id);
    if (!push) return;
    this.byCommand.delete(entry.id);
    push.reply ??= settledReply(entry);
  }

  sent(entry: FrameSentEntry): void {
    const key = topicKey(entry.topic);
    if (entry.event === 'phx_join') {
      if (!this.joins.has(key)) this.awaitingJoin.add(key);
      return;
    }
    this.awaitingJoin.delete(key);
    if (isLifecycleEvent(entry.event)) return;
    const lookup = pushKey(entry.topic, entry.event, entry.payload);
    if (lookup === undefined) return;
    const push: SentPush = { key: lookup, at: entry.at, seq: entry.seq };
    const list = this.pushes.get(lookup);
    if (list) list.push(push);
    else this.pushes.set(lookup, [push]);
    if (entry.ref !== undefined) this.byRef.set(`${key}\u0000${entry.ref}`, push);
    const index = this.recentCommands.findLastIndex(
      (command) => entry.seq - command.seq <= pairingWindow.entries && entry.at - command.at <= pairingWindow.ms,
    );
    if (index < 0) return;
    const [command] = this.recentCommands.splice(index, 1);
    if (command) this.byCommand.set(command.id, push);
  }

  received(entry: FrameReceivedEntry): void {
    if (entry.event !== 'phx_reply') return;
    const key = topicKey(entry.topic);
    const reply = replyOf(entry.payload);
    if (!reply) return;
    if (this.awaitingJoin.delete(key)) this.joins.set(key, reply);
    if (entry.ref === undefined) return;
    const push = this.byRef.get(`${key}\u0000${entry.ref}`);
    if (!push) return;
    this.byRef.delete(`${key}\u0000${entry.ref}`);
    push.reply ??= reply;
  }

  /** Pushes by lookup key, each list in recording order, only those with a reply. */
  answeredPushes(): Map<string, readonly RecordedPush[]> {
    const answered = new Map<string, readonly RecordedPush[]>();
    for (const [key, list] of this.pushes) {
      const withReply = list.flatMap((push) => (push.reply ? [{ at: push.at, seq: push.seq, reply: push.reply }] : []));
      if (withReply.length > 0) answered.set(key, withReply);
    }
    return answered;
  }

  joinReplies(): ReadonlyMap<string, Reply> {
    return this.joins;
  }
}
