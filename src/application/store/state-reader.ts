import type { Observable } from 'rxjs';
import type { RootState } from '../../domain/state';

/**
 * The store's read side: what screens, queries and services read. The live `ProjectionStore` folds the log
 * behind it; a replay console binds `ReplayedStore`, which shows the replay cursor's state. Readers depend on
 * this and never on a store class, so a method added to the live store cannot reach a replay unnoticed: the
 * replay console implements every member here itself (docs/replay-mode.md).
 */
export interface StateReader {
  /** The state folded so far. */
  readonly state: RootState;
  /** The state, now and after each folded batch. */
  readonly state$: Observable<RootState>;
  /** Sequence number of the last entry the state shows. */
  readonly lastSeq: number;
  /** A slice of the state, emitted when it changes (by `equal`, else by reference). */
  select<T>(selector: (state: RootState) => T, equal?: (a: T, b: T) => boolean): Observable<T>;
  /**
   * Folds what the log holds but the state does not show yet, so a read right after an append sees it (a
   * login answered a moment ago). A replayed store has nothing queued.
   */
  flush(): void;
}

export const StateReader = Symbol('StateReader');
