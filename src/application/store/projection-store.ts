import { asapScheduler, BehaviorSubject, distinctUntilChanged, map, type Observable, type SchedulerLike, type Subscription } from 'rxjs';
import type { LogEntry } from '../../domain/log';
import { initialRootState, reduceBatch, type DomainEvent, type RootState } from '../../domain/state';
import type { EntrySource } from '../log';
import { Checkpoints } from './checkpoints';
import type { Normalizer } from './normalizer';

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
 */
export class ProjectionStore {
  private current: RootState = initialRootState;
  private reducedSeq = 0;
  private pending: LogEntry[] = [];
  private scheduled: Subscription | undefined;
  private readonly checkpoints: Checkpoints;
  private readonly subject = new BehaviorSubject<RootState>(initialRootState);
  private readonly scheduler: SchedulerLike;

  readonly state$: Observable<RootState> = this.subject.asObservable();

  constructor(
    private readonly normalizer: Normalizer,
    private readonly source: EntrySource,
    options: StoreOptions = {},
  ) {
    this.checkpoints = new Checkpoints(initialRootState, options.checkpointEvery ?? 2000, options.maxCheckpoints ?? 512);
    this.scheduler = options.scheduler ?? asapScheduler;
  }

  get state(): RootState {
    return this.current;
  }

  /** Sequence number of the last entry folded into `state`. */
  get lastSeq(): number {
    return this.reducedSeq;
  }

  get checkpointInterval(): number {
    return this.checkpoints.interval;
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
      for (const event of this.normalizer.normalize(entry)) events.push(event);
      this.reducedSeq = entry.seq;
      if (this.checkpoints.due(entry.seq)) {
        state = reduceBatch(state, events);
        events = [];
        this.checkpoints.add(entry.seq, state);
      }
    }
    state = reduceBatch(state, events);
    if (state !== this.current) {
      this.current = state;
      this.subject.next(state);
    }
  }

  /** The state right after the entry `seq` (0 = before any entry), refolded from the nearest checkpoint. */
  seek(seq: number): RootState {
    const target = Math.max(0, Math.min(seq, this.reducedSeq));
    if (target === this.reducedSeq) return this.current;
    const checkpoint = this.checkpoints.atOrBefore(target);
    return foldRange(this.normalizer, this.source, checkpoint.state, checkpoint.seq + 1, target);
  }

  dispose(): void {
    this.scheduled?.unsubscribe();
    this.subject.complete();
  }
}

/** Folds entries from..to of a source onto a state, in batches that keep memory flat on long ranges. */
export const foldRange = (normalizer: Normalizer, source: EntrySource, start: RootState, from: number, to: number): RootState => {
  const batchSize = 4096;
  let state = start;
  let events: DomainEvent[] = [];
  for (const entry of source.range(from, to)) {
    for (const event of normalizer.normalize(entry)) events.push(event);
    if (events.length >= batchSize) {
      state = reduceBatch(state, events);
      events = [];
    }
  }
  return reduceBatch(state, events);
};
