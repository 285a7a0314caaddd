import { inject, injectable } from 'inversify';
import { combineLatest, distinctUntilChanged, filter, map, type Observable, pairwise, startWith } from 'rxjs';
import type { ConnectionState } from '../../domain/log';
import { connectionHasFailed } from '../../domain/connection';
import type { FramesState } from '../../domain/frames';
import type { RootState } from '../../domain/state';
import { StateReader } from '../store';
import { formatAge, formatOutage } from './clock-format';
import { liveLists } from './live-lists';
import { sameItems, shareLatest } from '../shared';

export interface ConnectionOverlay {
  /** Signed in and the socket is not connected (spec 1 §2.3). */
  readonly shown: boolean;
  /** More than 3 failed reconnect counts: 'Sorry, Something went wrong!' with a reload button. */
  readonly failed: boolean;
  /** Time since a connection that had been up was lost ('12 s'); undefined while first connecting. */
  readonly lostFor?: string;
}

export interface ConnectionIndicator {
  readonly state: ConnectionState;
  /** Time since the connection was lost ('12 s'), while it is down after having been up. */
  readonly lostFor?: string;
  /** Frames per second over the last clock tick. */
  readonly framesPerSecond: number;
  /** Age of the last frame ('1.2 s'), undefined before any frame. */
  readonly lastFrameAge?: string;
  readonly rejected: number;
}

export interface LiveListStatus {
  readonly label: string;
  readonly topic: string;
  readonly count: number;
  /** Age of the topic's last update, undefined before its first frame. */
  readonly age?: string;
}

interface Sample {
  readonly now: number;
  readonly frames: FramesState;
  readonly state: RootState;
}

const framesIn = (frames: FramesState): number => frames.decoded + frames.rejected + frames.ignored;

/** The loading overlay and the connection/staleness indicator, from the connection, frames and clock projections. */
@injectable()
export class ConnectionQueries {
  readonly overlay$: Observable<ConnectionOverlay>;
  readonly indicator$: Observable<ConnectionIndicator>;
  /** Each login list with its length and the age of its last update (per-entity staleness of the shell). */
  readonly liveLists$: Observable<readonly LiveListStatus[]>;

  constructor(@inject(StateReader) store: StateReader) {
    // The time since the loss moves with the shared clock tick (an entry), not a timer of its own.
    const lostFor$ = combineLatest([
      store.select((state) => state.connection.lostAt),
      store.select((state) => state.clock.clientNow),
    ]).pipe(
      map(([lostAt, now]) => (lostAt === undefined ? undefined : formatOutage((now ?? lostAt) - lostAt))),
      distinctUntilChanged(),
    );
    this.overlay$ = combineLatest([
      store.select((state) => state.session.status),
      store.select((state) => state.connection),
      lostFor$,
    ]).pipe(
      map(([status, connection, lostFor]) => ({
        shown: status === 'logged_in' && connection.state !== 'connected',
        failed: connectionHasFailed(connection),
        ...(lostFor !== undefined && connection.state !== 'connected' ? { lostFor } : {}),
      })),
      distinctUntilChanged((a, b) => a.shown === b.shown && a.failed === b.failed && a.lostFor === b.lostFor),
    );
    // One sample per clock tick: frames counted between two ticks give the rate, deterministically on replay.
    const samples$ = store.state$.pipe(
      map((state) => ({ now: state.clock.clientNow, frames: state.frames, state })),
      filter((sample): sample is Sample => sample.now !== undefined),
      distinctUntilChanged((a, b) => a.now === b.now),
      shareLatest(),
    );
    const rate$ = samples$.pipe(
      pairwise(),
      map(([before, after]) =>
        after.now > before.now
          ? ((framesIn(after.frames) - framesIn(before.frames)) * 1000) / (after.now - before.now)
          : 0,
      ),
    );
    // The state shows as soon as it is known; the figures join at the first clock tick and the rate at the second.
    this.indicator$ = combineLatest([
      store.select((state) => state.connection.state),
      samples$.pipe(startWith(undefined)),
      rate$.pipe(startWith(0)),
      lostFor$,
    ]).pipe(
      map(([state, sample, rate, lostFor]): ConnectionIndicator => ({
        state,
        ...(lostFor !== undefined && state !== 'connected' ? { lostFor } : {}),
        framesPerSecond: Math.round(Math.max(0, rate) * 10) / 10,
        rejected: sample?.frames.rejected ?? 0,
        ...(sample?.frames.lastFrameAt !== undefined
          ? { lastFrameAge: formatAge(sample.now - sample.frames.lastFrameAt) }
          : {}),
      })),
      distinctUntilChanged(
        (a, b) =>
          a.state === b.state &&
          a.lostFor === b.lostFor &&
          a.framesPerSecond === b.framesPerSecond &&
          a.lastFrameAge === b.lastFrameAge &&
          a.rejected === b.rejected,
      ),
    );
    this.liveLists$ = samples$.pipe(
      map(({ now, frames, state }) =>
        liveLists.map((list): LiveListStatus => {
          const last = frames.lastByTopic[list.topic];
          return {
            label: list.label,
            topic: list.topic,
            count: Object.keys(list.items(state)).length,
            ...(last !== undefined ? { age: formatAge(now - last) } : {}),
          };
        }),
      ),
      distinctUntilChanged((a, b) =>
        sameItems(a, b, (list, other) => list.count === other.count && list.age === other.age),
      ),
    );
  }
}
