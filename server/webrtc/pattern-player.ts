import { randomInt } from 'node:crypto';
import { RtpHeader, RtpPacket } from 'werift';
import type { IvfClip } from './ivf';
import { packetizeVp8 } from './vp8-payloader';

/** RTP clock of video (RFC 7741 §4.1). */
const videoClockRate = 90_000;

/** One viewer's run through the looped clip. */
export interface PatternFeed {
  /** Frames sent so far (loops included). */
  readonly framesSent: number;
  stop(): void;
}

type PacketSink = (packet: RtpPacket) => void;

interface Feed {
  readonly sink: PacketSink;
  readonly startedAt: number;
  next: number;
  sequence: number;
  stopped: boolean;
}

/**
 * Plays the looped test pattern to any number of viewers in real time. Each viewer starts at frame 0 (a key
 * frame, so its first picture comes at once) and runs on its own; one timer paces them all, and every frame due
 * by the wall clock is sent on each tick, so a late tick catches up instead of slowing the clip down. RTP time
 * keeps counting across loops, so the browser sees one continuous stream.
 */
export class PatternPlayer {
  private readonly feeds = new Set<Feed>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly clip: IvfClip,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get viewers(): number {
    return this.feeds.size;
  }

  play(sink: PacketSink): PatternFeed {
    const feed: Feed = { sink, startedAt: this.now(), next: 0, sequence: randomInt(0, 0x10000), stopped: false };
    this.feeds.add(feed);
    this.sendDue(feed);
    this.timer ??= setInterval(() => this.tick(), Math.max(5, Math.floor(1000 / this.clip.fps / 2)));
    this.timer.unref();
    return {
      get framesSent() {
        return feed.next;
      },
      stop: () => {
        feed.stopped = true;
        this.feeds.delete(feed);
        if (this.feeds.size === 0 && this.timer) {
          clearInterval(this.timer);
          this.timer = undefined;
        }
      },
    };
  }

  /** How many frames back from clip position `index` the last key frame is. */
  private sinceKeyFrame(index: number): number {
    let back = 0;
    while (index - back > 0 && !this.clip.frames[index - back]!.key) back += 1;
    return back;
  }

  private tick(): void {
    for (const feed of this.feeds) this.sendDue(feed);
  }

  private sendDue(feed: Feed): void {
    const due = Math.floor(((this.now() - feed.startedAt) * this.clip.fps) / 1000);
    // After a long stall (a paused process) skip ahead to the last key frame rather than flood the viewer with
    // seconds of old frames: the burst is at most one key-frame interval.
    if (due - feed.next > this.clip.fps) feed.next = due - this.sinceKeyFrame(due % this.clip.frames.length);
    while (feed.next <= due && !feed.stopped) {
      const frame = this.clip.frames[feed.next % this.clip.frames.length]!;
      const timestamp = Math.round((feed.next * videoClockRate) / this.clip.fps) >>> 0;
      const payloads = packetizeVp8(frame.data);
      payloads.forEach((payload, index) => {
        const header = new RtpHeader({
          sequenceNumber: feed.sequence,
          timestamp,
          marker: index === payloads.length - 1,
        });
        feed.sequence = (feed.sequence + 1) & 0xffff;
        feed.sink(new RtpPacket(header, payload));
      });
      feed.next += 1;
    }
  }
}
