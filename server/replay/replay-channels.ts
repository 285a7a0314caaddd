import type { Frame } from '../protocol/frame';
import { PhoenixChannels } from '../protocol/phoenix-channels';
import type { FrameOutlet } from '../protocol/phoenix-connection';
import { ok, refuse, type Reply } from '../protocol/reply';
import type { ReplayFrame, ReplayScript } from './replay-script';
import { ReplayTimeline, type TimelineOptions } from './replay-timeline';
import { topicKey } from './topic-key';

/** What a replay says to every command it does not carry out, on the socket and over HTTP. */
export const replayMessage = 'This session is a replay; commands are not carried out.';

/**
 * The answer to a push the recording holds no reply for. The sentence is the `reason`: that is the field a
 * console shows a person (a console built for the vendor's backend included), so it must read as one.
 */
export const replayRefusal: Reply = refuse(replayMessage);

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
 * recording when it holds the reply of an identical push, otherwise with `replayRefusal`. The rest of the
 * bookkeeping (rejoin, leave, pushes to a topic not joined) is the studio server's, in `PhoenixChannels`.
 */
export class ReplayChannels extends PhoenixChannels<JoinedChannel> {
  private readonly timeline: ReplayTimeline;

  constructor(
    outlet: FrameOutlet,
    private readonly script: ReplayScript,
    options: TimelineOptions,
  ) {
    super(outlet);
    this.timeline = new ReplayTimeline(script, options, {
      deliver: (index) => this.deliver(index),
      restarted: () => undefined,
      ready: () => this.outlet.backlog <= maxBacklogBytes,
    });
    this.timeline.start();
  }

  override leaveAll(): void {
    this.timeline.stop();
    super.leaveAll();
  }

  protected join(frame: Frame): void {
    const reply = this.script.joinReply(frame.topic) ?? ok({});
    this.outlet.reply(frame, reply);
    // A join the recorded server refused is refused again, as the recorded console saw it.
    if (reply.status === 'error') return;
    const channel: JoinedChannel = { joinRef: frame.joinRef, key: topicKey(frame.topic) };
    this.open(frame.topic, channel);
    const passed = this.timeline.passed;
    for (const index of this.script.framesOf(channel.key)) {
      if (index >= passed) break;
      const recorded = this.script.frames[index];
      if (recorded) this.outlet.send(encodeRecorded(channel.joinRef, frame.topic, recorded));
    }
  }

  protected push(frame: Frame): void {
    this.outlet.reply(
      frame,
      this.script.pushReply(frame.topic, frame.event, frame.payload, this.timeline.positionMs) ?? replayRefusal,
    );
  }

  /** A replayed channel holds nothing but its place in the bookkeeping. */
  protected release(): void {}

  private deliver(index: number): void {
    const recorded = this.script.frames[index];
    if (!recorded) return;
    for (const [topic, channel] of this.joined)
      if (channel.key === recorded.key) this.outlet.send(encodeRecorded(channel.joinRef, topic, recorded));
  }
}
