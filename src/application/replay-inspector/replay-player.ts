import type { SchedulerLike, Subscription } from 'rxjs';
import type { ReplaySpeed } from './replay-model';

/** Longest pause between two entries while playing (recorded ms, then scaled by the speed): an idle hour of recording should not stall the replay. */
export const longestGapMs = 2000;
/** As fast as possible: entries advanced per tick. */
export const maxStride = 1000;
/** The player's tick: about a frame, so the page paints between two moves. */
export const maxTickMs = 16;

export interface PlayerTarget {
  /** The cursor now. */
  position(): number;
  readonly total: number;
  /** Recorded time (ms) of entry `seq` when it is known without reading anything; undefined while it is read. */
  timeOf(seq: number): number | undefined;
  /**
   * The last entry at or after `from` whose recorded time is ≤ `time`, as far as the entries held tell (it may
   * stop short of entries still being read); `from` itself when none after it is known to be.
   */
  lastAtOrBefore(time: number, from: number): number;
  /** True once the cursor's last move is shown (its entry and state computed): the player moves again only then. */
  shown(): boolean;
  moveTo(seq: number): void;
  ended(): void;
}

/**
 * Moves the cursor by the clock: every tick (about a frame) it moves to the last entry recorded by "the recorded
 * time it started at + the real time since × the speed", so 1×, 4× and 16× follow the recording's own pace
 * whatever its density (a busy recording moves many entries a tick, a quiet one waits out its gaps). A gap of
 * more than `longestGapMs` between two entries is played as `longestGapMs`. A move waits until the previous one
 * is shown; the clock runs on meanwhile, so the next move goes to where it is then (the newest move wins).
 * 'max' moves `maxStride` entries a tick, each once the last is shown.
 */
export class ReplayPlayer {
  private timer: Subscription | undefined;

  constructor(private readonly scheduler: SchedulerLike) {}

  get running(): boolean {
    return this.timer !== undefined;
  }

  start(target: PlayerTarget, speed: ReplaySpeed): void {
    this.stop();
    if (speed === 'max') this.stride(target);
    else this.byTheClock(target, speed);
  }

  stop(): void {
    this.timer?.unsubscribe();
    this.timer = undefined;
  }

  /** True (and playing stopped) when the cursor is on the last entry. */
  private atTheEnd(target: PlayerTarget): boolean {
    if (target.position() < target.total) return false;
    this.timer = undefined;
    target.ended();
    return true;
  }

  private stride(target: PlayerTarget): void {
    if (this.atTheEnd(target)) return;
    const tick = (): void => {
      if (target.shown()) target.moveTo(Math.min(target.total, target.position() + maxStride));
      this.stride(target);
    };
    this.timer = this.scheduler.schedule(tick, maxTickMs);
  }

  private byTheClock(target: PlayerTarget, speed: number): void {
    // The recorded time the clock shows: set from the cursor's entry once its time is known.
    let clock: number | undefined;
    let last = this.scheduler.now();
    const tick = (): void => {
      const now = this.scheduler.now();
      // A page that stalled for seconds does not jump on by as much: a tick plays at most the longest gap.
      const played = Math.min((now - last) * speed, longestGapMs);
      last = now;
      if (this.atTheEnd(target)) return;
      const position = target.position();
      const next = target.timeOf(position + 1);
      clock ??= position > 0 ? target.timeOf(position) : next;
      if (next !== undefined && clock !== undefined) {
        // Idle time beyond the longest gap is skipped; the clock runs on while a move is still being shown.
        clock = Math.max(clock, next - longestGapMs) + played;
        if (clock >= next && target.shown()) target.moveTo(target.lastAtOrBefore(clock, position + 1));
      }
      this.timer = this.scheduler.schedule(tick, maxTickMs);
    };
    if (!this.atTheEnd(target)) this.timer = this.scheduler.schedule(tick, maxTickMs);
  }
}
