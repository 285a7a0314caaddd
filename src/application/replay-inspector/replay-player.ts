import type { SchedulerLike, Subscription } from 'rxjs';
import type { ReplaySpeed } from './replay-model';

/** Longest pause between two entries while playing: an idle hour of recording should not stall the replay. */
export const longestGapMs = 2000;
/** As fast as possible: entries advanced per tick, and the tick (a frame) so the page keeps painting. */
export const maxStride = 1000;
export const maxTickMs = 16;

export interface PlayerTarget {
  /** The cursor now. */
  position(): number;
  readonly total: number;
  /** Time of entry `seq` in ms. */
  timeOf(seq: number): number;
  moveTo(seq: number): void;
  ended(): void;
}

/** Moves the cursor on a timer: recorded timing scaled by the speed, or in strides as fast as possible. */
export class ReplayPlayer {
  private timer: Subscription | undefined;

  constructor(private readonly scheduler: SchedulerLike) {}

  get running(): boolean {
    return this.timer !== undefined;
  }

  start(target: PlayerTarget, speed: ReplaySpeed): void {
    this.stop();
    this.next(target, speed);
  }

  stop(): void {
    this.timer?.unsubscribe();
    this.timer = undefined;
  }

  private next(target: PlayerTarget, speed: ReplaySpeed): void {
    const seq = target.position();
    const { total } = target;
    if (seq >= total) {
      this.timer = undefined;
      target.ended();
      return;
    }
    const to = speed === 'max' ? Math.min(total, seq + maxStride) : seq + 1;
    const delay =
      speed === 'max' ? maxTickMs : Math.min(longestGapMs, Math.max(0, target.timeOf(to) - target.timeOf(seq))) / speed;
    this.timer = this.scheduler.schedule(() => {
      target.moveTo(to);
      this.next(target, speed);
    }, delay);
  }
}
