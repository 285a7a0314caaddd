import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import type { LogEntry } from '../../domain/log';
import { initialRootState, type RootState } from '../../domain/state';
import { InMemoryEntries } from '../log';
import type { ReplayService } from '../replay';
import { ProjectionStore, type Normalizer } from '../store';

// The replayed store folds nothing itself: the recording was folded once by the replay service.
const foldsNothing: Normalizer = { normalize: () => [], snapshotKey: () => undefined };

/**
 * The store a replay console's queries read: its state is the replay service's state at the cursor, seeked
 * from the nearest checkpoint once per cursor move however many queries listen. Nothing else enters it — the
 * replayed log is the recording, so a refused command or a stray frame can never change what is shown.
 */
export class ReplayedStore extends ProjectionStore {
  private readonly shown = new BehaviorSubject<RootState>(initialRootState);
  private readonly following: Subscription;

  override readonly state$: Observable<RootState>;

  constructor(private readonly replay: ReplayService) {
    super(foldsNothing, new InMemoryEntries());
    this.state$ = this.shown.asObservable();
    this.following = replay.state$.subscribe((state) => this.shown.next(state));
  }

  override get state(): RootState {
    return this.shown.value;
  }

  /** The cursor: the state shown is the one right after this entry. */
  override get lastSeq(): number {
    return this.replay.seq;
  }

  override enqueue(_entry: LogEntry): void {
    // Nothing enters a replayed log.
  }

  override flush(): void {
    // Nothing is ever queued.
  }

  override ingest(_entries: Iterable<LogEntry>): void {
    // Nothing enters a replayed log.
  }

  override seek(seq: number): RootState {
    return this.replay.stateAt(seq);
  }

  override dispose(): void {
    this.following.unsubscribe();
    this.shown.complete();
    super.dispose();
  }
}
