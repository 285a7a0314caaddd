import { inject, injectable } from 'inversify';
import { combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs';
import { serverNowSeconds } from '../../domain/clock';
import {
  hasMaintenanceStarted,
  isAppBlocked,
  isLoginRestricted,
  type MaintenanceState,
} from '../../domain/maintenance';
import { maintenanceBypassAccounts } from '../../domain/settings';
import { StateReader } from '../store';
import { formatDateTime } from './clock-format';
import { sameFields, shareLatest } from '../shared';

/**
 * What the login form says while maintenance has started. It stays usable: only the server knows whether the
 * account being typed is in bypass_accounts, and it refuses the others with its own maintenance message.
 */
export const loginRestrictedText = 'Maintenance in progress: only accounts allowed during maintenance can log in';

export interface MaintenanceView {
  /** Running and past its start, and this account is not in bypass_accounts: nothing but the block screen. */
  readonly blocked: boolean;
  /** Running and past its start: only bypass accounts may log in, which the server decides (spec 3 §2.1). */
  readonly loginRestricted: boolean;
  /** The toolbar notice while maintenance is scheduled or running; undefined otherwise. */
  readonly notice?: string;
  /** The maintenance message, for the block screen. */
  readonly message?: string;
  readonly until?: string;
}

const quiet: MaintenanceView = { blocked: false, loginRestricted: false };

const noticeOf = (state: MaintenanceState, started: boolean): string => {
  const { start_time: start, end_time: end, message } = state.info ?? {};
  const window = started
    ? `Maintenance in progress${end !== undefined ? ` until ${formatDateTime(end)}` : ''}`
    : `Maintenance scheduled${start !== undefined ? ` from ${formatDateTime(start)}` : ''}${end !== undefined ? ` to ${formatDateTime(end)}` : ''}`;
  return message ? `${window}: ${message}` : window;
};

/** Maintenance as the shell shows it (spec 1 §2.2, §4; spec 3 §2.1, §4), from the poller's answers. */
@injectable()
export class MaintenanceQueries {
  readonly view$: Observable<MaintenanceView>;

  constructor(@inject(StateReader) store: StateReader) {
    this.view$ = combineLatest([
      store.select((state) => state.maintenance),
      store.select((state) => serverNowSeconds(state.clock)),
      store.select((state) => state.session.profile?.id),
      store.select(
        (state) => state.settings,
        (a, b) => a === b,
      ),
    ]).pipe(
      map(([maintenance, now, accountId, settings]): MaintenanceView => {
        if (maintenance.info?.running !== true || maintenance.lastCheck !== 'ok') return quiet;
        // Before the first clock tick, the moment of the poll itself is the best "now" there is.
        const seconds =
          now ??
          (maintenance.checkedAt !== undefined ? Math.floor(maintenance.checkedAt / 1000) : Number.NEGATIVE_INFINITY);
        const started = hasMaintenanceStarted(maintenance, seconds);
        const end = maintenance.info.end_time;
        return {
          // Until the profile is in, the block waits: the guard is still pending and shows nothing anyway.
          blocked:
            accountId !== undefined &&
            isAppBlocked(maintenance, seconds, accountId, maintenanceBypassAccounts(settings)),
          loginRestricted: isLoginRestricted(maintenance, seconds),
          notice: noticeOf(maintenance, started),
          ...(maintenance.info.message ? { message: maintenance.info.message } : {}),
          ...(end !== undefined ? { until: formatDateTime(end) } : {}),
        };
      }),
      distinctUntilChanged(sameFields),
      shareLatest(),
    );
  }
}
