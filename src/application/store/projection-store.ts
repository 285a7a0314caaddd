import {
  asapScheduler,
  BehaviorSubject,
  distinctUntilChanged,
  map,
  type Observable,
  type SchedulerLike,
  type Subscription,
} from 'rxjs';
import type { LogEntry } from '../../domain/log';
import {
  initialRootState,
  reduceBatch,
  withRegisteredSlices,
  type DomainEvent,
  type RootState,
} from '../../domain/state';
import type { EntrySource } from '../log';
import { Checkpoints } from './checkpoints';
import { EntryIndex } from './entry-index';
import type { Normalizer } from './normalizer';
import type { StateReader } from './state-reader';

export interface StoreOptions {
  /** Entries between checkpoints to start with (doubles whenever `maxCheckpoints` is exceeded). */
  readonly checkpointEvery?: number;
  readonly maxCheckpoints?: number;
  /** Where queued entries are flushed; the default flushes once per turn of the event loop. */
  readonly scheduler?: SchedulerLike;
}

/**
 * Reduces the log into the root state. Entries queued in the same turn are normalized and folded in one
 * batch and `state$` emits once; checkpoints let `seek` return the state at any entry without refolding
 * from zero. A command never writes here: state changes only through entries.
 *
 * Over a source that releases its oldest entries (the live log's window), the checkpoints and the entry index
 * before them are released too: the state folded so far keeps their effect, and `seek` reaches back as far as
 * the oldest checkpoint the window still covers (`earliestSeek`).
 */
export class ProjectionStore implements StateReader {
  private current: RootState = initialRootState();
  private reducedSeq = 0;
  private pending: LogEntry[] = [];
  private scheduled: Subscription | undefined;
  private readonly checkpoints: Checkpoints;
  private readonly index = new EntryIndex();
  private readonly subject = new BehaviorSubject<RootState>(initialRootState());
  private readonly scheduler: SchedulerLike;

  // A reader sees a slice for every registered projection, also before the first fold after a registration
  // (the features' projections register when the signed-in part loads; withRegisteredSlices is one `in` test).
  readonly state$: Observable<RootState> = this.subject.pipe(map((state) => this.completed(state)));

  constructor(
    private readonly normalizer: Normalizer,
    private readonly source: EntrySource,
    options: StoreOptions = {},
  ) {
    this.checkpoints = new Checkpoints(
      initialRootState(),
      options.checkpointEvery ?? 2000,
      options.maxCheckpoints ?? 512,
    );
    this.scheduler = options.scheduler ?? asapScheduler;
  }

  get state(): RootState {
    return this.completed(this.current);
  }

  private completed(state: RootState): RootState {
    if (state !== this.current) return withRegisteredSlices(state);
    this.current = withRegisteredSlices(state);
    return this.current;
  }

  /** Sequence number of the last entry folded into `state`. */
  get lastSeq(): number {
    return this.reducedSeq;
  }

  get checkpointInterval(): number {
    return this.checkpoints.interval;
  }

  /** Checkpoints held (each a whole state). */
  get checkpointCount(): number {
    return this.checkpoints.count;
  }

  select<T>(selector: (state: RootState) => T, equal?: (a: T, b: T) => boolean): Observable<T> {
    return this.state$.pipe(map(selector), distinctUntilChanged(equal));
  }

  /** Queues an entry; all entries queued before the scheduler runs are folded as one batch. */
  enqueue(entry: LogEntry): void {
    this.pending.push(entry);
    this.scheduled ??= this.scheduler.schedule(() => this.flush());
  }

  flush(): void {
    this.scheduled?.unsubscribe();
    this.scheduled = undefined;
    const batch = this.pending;
    this.pending = [];
    this.ingest(batch);
  }

  /** Folds entries now, in order, and emits once. Entries already folded are skipped; a gap is an error. */
  ingest(entries: Iterable<LogEntry>): void {
    let state = this.current;
    let events: DomainEvent[] = [];
    for (const entry of entries) {
      if (entry.seq <= this.reducedSeq) continue;
      if (entry.seq !== this.reducedSeq + 1) throw new Error(`log gap: entry ${entry.seq} after ${this.reducedSeq}`);
      const produced = this.normalizer.normalize(entry);
      for (const event of produced) events.push(event);
      this.index.record(entry, produced, this.normalizer.snapshot(entry));
      this.reducedSeq = entry.seq;
      if (this.checkpoints.due(entry.seq)) {
        state = reduceBatch(state, events);
        events = [];
        this.checkpoints.add(entry.seq, state);
      }
    }
    state = reduceBatch(state, events);
    this.releaseBeforeSource();
    if (state !== this.current) {
      this.current = state;
      this.subject.next(state);
    }
  }

  /** What the source no longer holds cannot be refolded: let its checkpoints and index slots go. */
  private releaseBeforeSource(): void {
    const first = this.source.firstSeq ?? 1;
    if (first <= 1) return;
    // A checkpoint at seq c refolds from c + 1: it is usable while c + 1 is held.
    this.checkpoints.releaseBefore(first - 1);
    this.index.releaseBefore(Math.min(first, this.reducedSeq + 1), this.reducedSeq);
  }

  /**
   * The lowest seq `seek` can reach: 0 over a source that holds every entry; over a window, the oldest checkpoint
   * it still covers (the last folded entry when there is none yet).
   */
  get earliestSeek(): number {
    return Math.min(this.checkpoints.oldest?.seq ?? this.reducedSeq, this.reducedSeq);
  }

  /**
   * The state right after the entry `seq` (0 = before any entry), refolded from the nearest checkpoint. A seq
   * below `earliestSeek` (entries the live log released) is an error: that past is in a recording, not here.
   */
  seek(seq: number): RootState {
    const target = Math.max(0, Math.min(seq, this.reducedSeq));
    if (target === this.reducedSeq) return this.state;
    if (target < this.earliestSeek)
      throw new Error(`entry ${target} was released by the live log; seek reaches back to entry ${this.earliestSeek}`);
    const checkpoint = this.checkpoints.atOrBefore(target);
    const from = checkpoint.seq + 1;
    const skipped = this.index.superseded(from, target);
    // Superseded snapshot frames are not read back: their FrameDecoded stands in for them, in order.
    const entries = this.source.range(from, target, (seq) => !skipped.has(seq))[Symbol.iterator]();
    let state = checkpoint.state;
    let events: DomainEvent[] = [];
    for (let seq = from; seq <= target; seq += 1) {
      if (skipped.has(seq)) events.push(this.index.decodedMarker(seq));
      else {
        const next = entries.next();
        if (next.done) break;
        for (const event of this.normalizer.normalize(next.value)) events.push(event);
      }
      if (events.length >= 4096) {
        state = reduceBatch(state, events);
        events = [];
      }
    }
    return reduceBatch(state, events);
  }

  dispose(): void {
    this.scheduled?.unsubscribe();
    this.subject.complete();
  }
}
