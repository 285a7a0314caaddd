import { encodeFrame, type Frame } from '../protocol/frame';
import { ok, reasons, refuse, type Reply } from '../protocol/reply';
import type { FrameDispatcher, FrameOutlet } from './phoenix-connection';
import type { ReplayFrame, ReplayScript } from './replay-script';
import { ReplayTimeline, type TimelineOptions } from './replay-timeline';
import { topicKey } from './topic-key';

/** The answer to a push the recording holds no reply for. */
export const replayRefusal: Reply = refuse('replay', { message: 'This session is a replay; commands are not carried out.' });

/** A connection stops being fed while this much is waiting to be written; it resumes once the client caught up. */
const maxBacklogBytes = 1024 * 1024;

interface JoinedChannel {
  readonly joinRef: string | null;
  readonly key: string;
}

// The payload is already JSON text, so the frame is assembled around it rather than parsed and encoded again;
// the layout is encodeFrame's: [join_ref, ref, topic, event, payload].
const encodeRecorded = (joinRef: string | null, topic: string, frame: ReplayFrame): string =>
  `[${JSON.stringify(joinRef)},null,${JSON.stringify(topic)},${JSON.stringify(frame.event)},${frame.payloadJson}]`;

/**
 * The channels of one replaying connection. Any topic may be joined (answered with the recorded join reply,
 * else `{}`); a joined topic receives the recorded frames of its topic as its connection's timeline reaches
 * them, after catching up at once on those the timeline has already passed. Pushes are answered from the
 * recording when it holds the reply of an identical push, otherwise with `replayRefusal`.
 */
export class ReplayChannels implements FrameDispatcher {
  private readonly channels = new Map<string, JoinedChannel>();
  private readonly timeline: ReplayTimeline;

  constructor(private readonly outlet: FrameOutlet, private readonly script: ReplayScript, options: TimelineOptions) {
    this.timeline = new ReplayTimeline(script, options, {
      deliver: (index) => this.deliver(index),
      restarted: () => undefined,
      ready: () => this.outlet.backlog <= maxBacklogBytes,
    });
    this.timeline.start();
  }

  dispatch(frame: Frame): void {
    if (frame.event === 'phx_join') return this.join(frame);
    if (frame.event === 'phx_leave') return this.leave(frame);
    return this.push(frame);
  }

  leaveAll(): void {
    this.timeline.stop();
    this.channels.clear();
  }

  private join(frame: Frame): void {
    const previous = this.channels.get(frame.topic);
    if (previous) this.outlet.send(encodeFrame(previous.joinRef, previous.joinRef, frame.topic, 'phx_close', {}));
    const reply = this.script.joinReply(frame.topic) ?? ok({});
    this.outlet.reply(frame, reply);
    // A join the recorded server refused is refused again, as the recorded console saw it.
    if (reply.status === 'error') {
      this.channels.delete(frame.topic);
      return;
    }
    const channel: JoinedChannel = { joinRef: frame.joinRef, key: topicKey(frame.topic) };
    this.channels.set(frame.topic, channel);
    const passed = this.timeline.passed;
    for (const index of this.script.framesOf(channel.key)) {
      if (index >= passed) break;
      const recorded = this.script.frames[index];
      if (recorded) this.outlet.send(encodeRecorded(channel.joinRef, frame.topic, recorded));
    }
  }

  private leave(frame: Frame): void {
    const channel = this.channels.get(frame.topic);
    this.channels.delete(frame.topic);
    this.outlet.reply(frame, ok({}));
    if (channel) this.outlet.send(encodeFrame(channel.joinRef, channel.joinRef, frame.topic, 'phx_close', {}));
  }

  private push(frame: Frame): void {
    const channel = this.channels.get(frame.topic);
    if (!channel || channel.joinRef !== frame.joinRef) return this.outlet.reply(frame, refuse(reasons.unmatchedTopic));
    this.outlet.reply(frame, this.script.pushReply(frame.topic, frame.event, frame.payload, this.timeline.positionMs) ?? replayRefusal);
  }

  private deliver(index: number): void {
    const recorded = this.script.frames[index];
    if (!recorded) return;
    for (const [topic, channel] of this.channels) if (channel.key === recorded.key) this.outlet.send(encodeRecorded(channel.joinRef, topic, recorded));
  }
}
