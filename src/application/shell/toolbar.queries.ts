import { inject, injectable } from 'inversify';
import { combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs';
import { canSeeFeature, displayName, loginMessages, sessionCommands } from '../../domain/accounts';
import { serverNowSeconds } from '../../domain/clock';
import type { LatestCommandsState } from '../../domain/journal';
import { StateReader } from '../store';
import { formatServerClock } from './clock-format';

/** A failed logout, named by its command id so a dismissed alert stays dismissed until the next failure. */
export interface LogoutAlert {
  readonly id: string;
  readonly text: string;
}

/** The last logout's failure, or undefined while none failed (or one is under way or succeeded). */
const logoutFailure = (latest: LatestCommandsState): LogoutAlert | undefined => {
  const logout = latest.byName[sessionCommands.logout.name];
  return !logout || logout.status === 'pending' || logout.status === 'ok'
    ? undefined
    : { id: logout.id, text: loginMessages.logoutFailed };
};

/** The top bar (spec 1 §2.2) and the logout alert (spec 1 §8). */
@injectable()
export class ToolbarQueries {
  /** The user's name, or the e-mail when there is no name; empty until the profile arrives. */
  readonly userName$: Observable<string>;
  /** Server clock with date, seconds and time zone, for the admin and user types only; else undefined. */
  readonly serverClock$: Observable<string | undefined>;
  /** 'Cannot logout, try again later' after a failed logout. */
  readonly logoutAlert$: Observable<LogoutAlert | undefined>;

  constructor(@inject(StateReader) store: StateReader) {
    const profile$ = store.select((state) => state.session.profile);
    this.userName$ = profile$.pipe(
      map((profile) => (profile ? displayName(profile) : '')),
      distinctUntilChanged(),
    );
    this.serverClock$ = combineLatest([
      profile$.pipe(
        map((profile) => canSeeFeature('server_clock', profile?.type)),
        distinctUntilChanged(),
      ),
      store.select((state) => serverNowSeconds(state.clock)),
    ]).pipe(
      map(([visible, seconds]) => (visible && seconds !== undefined ? formatServerClock(seconds) : undefined)),
      distinctUntilChanged(),
    );
    this.logoutAlert$ = store
      .select((state) => state.latestCommands)
      .pipe(
        map(logoutFailure),
        distinctUntilChanged((a, b) => a?.id === b?.id),
      );
  }
}
