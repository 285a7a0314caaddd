import { BehaviorSubject, distinctUntilChanged, map, type Observable, type Subscription } from 'rxjs';
import { initialRootState, type RootState } from '../../domain/state';
import type { ReplayService } from '../replay-inspector';
import type { StateReader } from '../store';

/**
 * The store a replay console's queries read: its state is the replay service's state at the cursor, seeked
 * from the nearest checkpoint once per cursor move however many queries listen. It folds nothing and nothing
 * enters it — the replayed log is the recording, so a refused command or a stray frame can never change what
 * is shown. It implements the read side on its own rather than subclassing the live store, so nothing the
 * live store does (queueing, folding, checkpoints) is inherited here by accident.
 */
export class ReplayedStore implements StateReader {
  private readonly shown = new BehaviorSubject<RootState>(initialRootState());
  private readonly following: Subscription;

  readonly state$: Observable<RootState> = this.shown.asObservable();

  constructor(private readonly replay: ReplayService) {
    this.following = replay.state$.subscribe((state) => this.shown.next(state));
  }

  get state(): RootState {
    return this.shown.value;
  }

  /** The cursor: the state shown is the one right after this entry. */
  get lastSeq(): number {
    return this.replay.seq;
  }

  select<T>(selector: (state: RootState) => T, equal?: (a: T, b: T) => boolean): Observable<T> {
    return this.state$.pipe(map(selector), distinctUntilChanged(equal));
  }

  flush(): void {
    // Nothing is ever queued: nothing enters a replayed log.
  }

  dispose(): void {
    this.following.unsubscribe();
    this.shown.complete();
  }
}
