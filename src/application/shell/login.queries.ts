import { inject, injectable } from 'inversify';
import { combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs';
import { StateReader } from '../store';
import { loginRestrictedText, MaintenanceQueries } from './maintenance.queries';

export interface LoginView {
  /** The alert: 'Invalid email or password', 'Cannot login, please try again later' or the server's msg. */
  readonly error?: string;
  /**
   * While maintenance has started, that only bypass accounts get in (and why); the form stays usable and the
   * server refuses the others with its maintenance message, shown as `error` (spec 3 §2.1, §4; issue 29).
   */
  readonly notice?: string;
}

/** What the login screen shows (spec 1 §2.4, §8; spec 3 §2.1), from the session projection and maintenance. */
@injectable()
export class LoginQueries {
  readonly view$: Observable<LoginView>;

  constructor(@inject(StateReader) store: StateReader, @inject(MaintenanceQueries) maintenance: MaintenanceQueries) {
    this.view$ = combineLatest([store.select((state) => state.session.loginError), maintenance.view$]).pipe(
      map(([error, view]): LoginView => ({
        ...(error !== undefined ? { error } : {}),
        ...(view.loginRestricted
          ? { notice: view.message ? `${loginRestrictedText}. ${view.message}` : loginRestrictedText }
          : view.notice
            ? { notice: view.notice }
            : {}),
      })),
      distinctUntilChanged((a, b) => a.error === b.error && a.notice === b.notice),
    );
  }
}
