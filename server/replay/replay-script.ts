import type { LogEntry } from '../../src/domain/log';
import type { Reply } from '../protocol/reply';
import { pushKey, RecordedReplies, type RecordedPush } from './recorded-replies';
import { isLifecycleEvent, topicKey } from './topic-key';

/** A recorded inbound frame, ready to be re-sent: its payload is kept as the JSON text it will go out as. */
export interface ReplayFrame {
  readonly seq: number;
  /** Milliseconds after the script's origin (never negative). */
  readonly offsetMs: number;
  /** The topic's key (`topicKey`); a connection sends it under the topic name it joined. */
  readonly key: string;
  readonly event: string;
  readonly payloadJson: string;
}

/** An HTTP answer the recording holds. */
export interface RecordedHttp {
  readonly status: number;
  readonly body?: unknown;
}

/** What a replay serves, indexed: frames in order, per-topic positions, recorded replies and HTTP answers. */
export interface ReplayScript {
  readonly frames: readonly ReplayFrame[];
  /** From the origin to the recording's last entry. */
  readonly durationMs: number;
  /** Epoch ms the offsets count from. */
  readonly originAt: number;
  /** Indexes into `frames` of one topic key, ascending. */
  framesOf(key: string): readonly number[];
  joinReply(topic: string): Reply | undefined;
  /** The recorded push with this topic, event and payload whose time is nearest `offsetMs`, if any. */
  pushReply(topic: string, event: string, payload: unknown, offsetMs: number): Reply | undefined;
  /** The first answer recorded for a method and URL path (query ignored). */
  http(method: string, path: string): RecordedHttp | undefined;
  readonly topicCount: number;
  readonly answeredPushCount: number;
}

const pathOf = (url: string): string => {
  try {
    return new URL(url, 'http://recording.invalid').pathname;
  } catch {
    return url;
  }
};

const nearest = (pushes: readonly RecordedPush[], originAt: number, offsetMs: number): RecordedPush | undefined => {
  let best: RecordedPush | undefined;
  for (const push of pushes) {
    // Ties go to the earlier one: lists are in recording order and only a strictly nearer one replaces it.
    if (!best || Math.abs(push.at - originAt - offsetMs) < Math.abs(best.at - originAt - offsetMs)) best = push;
  }
  return best;
};

/**
 * Reads a recording's entries front to back and builds its `ReplayScript`. The origin is the first time the
 * recorded socket connected (else the first frame, else the first entry): a replay starts where the recorded
 * console's socket did, not at the login form.
 */
export class ReplayScriptBuilder {
  private readonly raw: { seq: number; at: number; key: string; event: string; payloadJson: string }[] = [];
  private readonly replies = new RecordedReplies();
  private readonly httpAnswers = new Map<string, RecordedHttp>();
  private connectedAt: number | undefined;
  private firstFrameAt: number | undefined;
  private firstAt: number | undefined;
  private lastAt: number | undefined;

  add(entry: LogEntry): void {
    this.firstAt ??= entry.at;
    this.lastAt = Math.max(this.lastAt ?? entry.at, entry.at);
    switch (entry.kind) {
      case 'ConnectionChanged':
        if (entry.state === 'connected') this.connectedAt ??= entry.at;
        return;
      case 'FrameReceived':
        this.firstFrameAt ??= entry.at;
        this.replies.received(entry);
        if (isLifecycleEvent(entry.event) || entry.topic === 'phoenix') return;
        this.raw.push({
          seq: entry.seq,
          at: entry.at,
          key: topicKey(entry.topic),
          event: entry.event,
          payloadJson: JSON.stringify(entry.payload ?? null),
        });
        return;
      case 'FrameSent':
        this.firstFrameAt ??= entry.at;
        this.replies.sent(entry);
        return;
      case 'CommandIssued':
        this.replies.commandIssued(entry.id, entry.seq, entry.at);
        return;
      case 'CommandSettled':
        this.replies.commandSettled(entry);
        return;
      case 'HttpExchanged': {
        const key = `${entry.method.toUpperCase()} ${pathOf(entry.url)}`;
        if (!this.httpAnswers.has(key))
          this.httpAnswers.set(key, {
            status: entry.status,
            ...(entry.response !== undefined ? { body: entry.response } : {}),
          });
        return;
      }
      case 'ClockTicked':
        return;
    }
  }

  build(): ReplayScript {
    const originAt = this.connectedAt ?? this.firstFrameAt ?? this.firstAt ?? 0;
    const frames: ReplayFrame[] = this.raw.map(({ at, ...frame }) => ({
      ...frame,
      offsetMs: Math.max(0, at - originAt),
    }));
    const byKey = new Map<string, number[]>();
    frames.forEach((frame, index) => {
      const list = byKey.get(frame.key);
      if (list) list.push(index);
      else byKey.set(frame.key, [index]);
    });
    const pushes = this.replies.answeredPushes();
    const joins = this.replies.joinReplies();
    const http = this.httpAnswers;
    return {
      frames,
      originAt,
      durationMs: Math.max(0, (this.lastAt ?? originAt) - originAt, frames.at(-1)?.offsetMs ?? 0),
      framesOf: (key) => byKey.get(key) ?? [],
      joinReply: (topic) => joins.get(topicKey(topic)),
      pushReply: (topic, event, payload, offsetMs) => {
        const key = pushKey(topic, event, payload);
        const recorded = key === undefined ? undefined : pushes.get(key);
        return recorded ? nearest(recorded, originAt, offsetMs)?.reply : undefined;
      },
      http: (method, path) => http.get(`${method.toUpperCase()} ${path}`),
      topicCount: byKey.size,
      answeredPushCount: [...pushes.values()].reduce((sum, list) => sum + list.length, 0),
    };
  }
}
