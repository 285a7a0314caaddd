import type { RootState } from '../../domain/state';

export interface Checkpoint {
  readonly seq: number;
  readonly state: RootState;
}

/**
 * States kept at regular sequence numbers so a seek refolds at most `interval` entries. When more than
 * `max` are held, every other one is dropped and the interval doubles: memory stays bounded on any length
 * of log while seek cost grows only logarithmically.
 *
 * Below the interval there are also checkpoints at the powers of two from `earliest` on (64, 128, … 2048 for
 * an interval of 4096), kept through thinning: a seek skips a snapshot key's frames only from the first
 * checkpoint after the key's first frame (entry-index.ts), so without them a seek into the first interval
 * decoded every frame of it (~150 ms for 4,096 entries of instance statuses, against ~20 ms elsewhere).
 *
 * Over a live log that releases its oldest entries, `releaseBefore` drops the checkpoints a seek can no longer
 * refold from (each one holds a whole state: kept for a shift, they would be most of the heap).
 */
export class Checkpoints {
  private readonly list: Checkpoint[];
  private every: number;
  private static readonly earliest = 64;

  constructor(
    initial: RootState,
    interval: number,
    private readonly max: number,
  ) {
    if (interval < 1 || max < 2) throw new Error('checkpoint interval must be ≥ 1 and max ≥ 2');
    this.list = [{ seq: 0, state: initial }];
    this.every = interval;
  }

  get interval(): number {
    return this.every;
  }

  get count(): number {
    return this.list.length;
  }

  /** True when a checkpoint belongs after the entry with this seq. */
  due(seq: number): boolean {
    return seq % this.every === 0 || this.early(seq);
  }

  private early(seq: number): boolean {
    return seq < this.every && seq >= Checkpoints.earliest && (seq & (seq - 1)) === 0;
  }

  add(seq: number, state: RootState): void {
    this.list.push({ seq, state });
    if (this.list.length > this.max) this.thin();
  }

  /** The oldest checkpoint held (undefined once all were released). */
  get oldest(): Checkpoint | undefined {
    return this.list[0];
  }

  /** Drops the checkpoints older than `seq`. */
  releaseBefore(seq: number): void {
    let released = 0;
    while (released < this.list.length && (this.list[released] as Checkpoint).seq < seq) released += 1;
    if (released > 0) this.list.splice(0, released);
  }

  /** The newest checkpoint at or before seq (the oldest held when none is: check `oldest` first). */
  atOrBefore(seq: number): Checkpoint {
    let low = 0;
    let high = this.list.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.list[middle] as Checkpoint).seq <= seq) low = middle;
      else high = middle - 1;
    }
    return this.list[low] as Checkpoint;
  }

  private thin(): void {
    this.every *= 2;
    const kept = this.list.filter((checkpoint) => checkpoint.seq % this.every === 0 || this.early(checkpoint.seq));
    this.list.splice(0, this.list.length, ...kept);
  }
}
