import { inject, injectable } from 'inversify';
import { combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs';
import { StateReader } from '../store';
import { loginDisabledText, MaintenanceQueries } from './maintenance.queries';

export interface LoginView {
  /** The alert: 'Invalid email or password', 'Cannot login, please try again later' or the server's msg. */
  readonly error?: string;
  /** Maintenance is running and has started (spec 3 §2.1). */
  readonly disabled: boolean;
  readonly notice?: string;
}

/** What the login screen shows (spec 1 §2.4, §8; spec 3 §2.1), from the session projection and maintenance. */
@injectable()
export class LoginQueries {
  readonly view$: Observable<LoginView>;

  constructor(@inject(StateReader) store: StateReader, @inject(MaintenanceQueries) maintenance: MaintenanceQueries) {
    this.view$ = combineLatest([store.select((state) => state.session.loginError), maintenance.view$]).pipe(
      map(([error, view]): LoginView => ({
        disabled: view.loginDisabled,
        ...(error !== undefined ? { error } : {}),
        ...(view.loginDisabled
          ? { notice: view.message ? `${loginDisabledText}: ${view.message}` : loginDisabledText }
          : view.notice
            ? { notice: view.notice }
            : {}),
      })),
      distinctUntilChanged((a, b) => a.error === b.error && a.disabled === b.disabled && a.notice === b.notice),
    );
  }
}
