import type { ReplayScript } from './replay-script';

export interface TimelineOptions {
  /** Recording milliseconds per wall-clock millisecond (2 = twice as fast). */
  readonly speed: number;
  /** Start again from the origin after the recording's last entry. */
  readonly loop: boolean;
  readonly now?: () => number;
}

/** What the timeline drives: one connection's channels. */
export interface TimelineSink {
  /** Frame `index` of the script is due. */
  deliver(index: number): void;
  /** A loop pass ended; delivery starts again at frame 0. */
  restarted(): void;
  /** False while the connection is behind on writing; the timeline waits rather than piling up frames. */
  ready(): boolean;
}

/** A pass takes at least this long, so a recording of frames that all share one instant cannot spin. */
const minimumPassMs = 250;
const backlogRetryMs = 50;
const maxTimerMs = 2 ** 31 - 1;

/**
 * One connection's own clock over the script: it starts when the socket opens and hands each frame to the
 * sink when its offset, divided by the speed, has passed. Frames before `passed` have been handed out; a topic
 * joined later catches up on them from the script.
 */
export class ReplayTimeline {
  private started = 0;
  private cursor = 0;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly now: () => number;

  constructor(
    private readonly script: Pick<ReplayScript, 'frames' | 'durationMs'>,
    private readonly options: TimelineOptions,
    private readonly sink: TimelineSink,
  ) {
    this.now = options.now ?? Date.now;
  }

  start(): void {
    this.started = this.now();
    this.tick();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /** How many frames (from index 0) have been handed out in this pass. */
  get passed(): number {
    return this.cursor;
  }

  /** Where this connection is in the recording, in recording milliseconds after the origin. */
  get positionMs(): number {
    return (this.now() - this.started) * this.options.speed;
  }

  private tick(): void {
    this.timer = undefined;
    if (this.stopped) return;
    if (!this.sink.ready()) return this.wait(backlogRetryMs);
    const { frames } = this.script;
    const position = this.positionMs;
    while (this.cursor < frames.length && (frames[this.cursor]?.offsetMs ?? 0) <= position) {
      this.sink.deliver(this.cursor);
      this.cursor += 1;
    }
    const next = frames[this.cursor];
    if (next) return this.wait((next.offsetMs - position) / this.options.speed);
    if (!this.options.loop || frames.length === 0) return;
    const passMs = Math.max(this.script.durationMs / this.options.speed, minimumPassMs);
    const remaining = this.started + passMs - this.now();
    if (remaining > 0) return this.wait(remaining);
    this.started = this.now();
    this.cursor = 0;
    this.sink.restarted();
    this.tick();
  }

  private wait(ms: number): void {
    this.timer = setTimeout(() => this.tick(), Math.min(Math.max(Math.ceil(ms), 0), maxTimerMs));
  }
}
