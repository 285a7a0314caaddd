import type { MaintenanceState } from './maintenance.projection';

/** In maintenance: the last poll answered and said running. "A failed check counts as not in maintenance" (spec 3 §4). */
export const isMaintenanceRunning = (state: MaintenanceState): boolean =>
  state.lastCheck === 'ok' && state.info?.running === true;

/**
 * Running and its start time has passed (spec 1 §4). Without a start time the running flag alone decides: the
 * server says maintenance is on and gives no later moment to wait for.
 */
export const hasMaintenanceStarted = (state: MaintenanceState, nowSeconds: number): boolean => {
  if (!isMaintenanceRunning(state)) return false;
  const start = state.info?.start_time;
  return start === undefined || start <= nowSeconds;
};

/**
 * While maintenance has started, login is closed to all but the bypass accounts (spec 3 §2.1, §4: "login is
 * disabled, unless the account id is in the bypass_accounts"). Before sign-in the console does not know whose
 * account is being typed, so it cannot apply the exception itself: the login form stays usable and the server
 * decides, refusing the others with its maintenance message (docs/protocol/maintenance.md, issue 29). Disabling
 * the form instead would lock out the very accounts that can end maintenance.
 */
export const isLoginRestricted = (state: MaintenanceState, nowSeconds: number): boolean =>
  hasMaintenanceStarted(state, nowSeconds);

/**
 * The app is blocked while maintenance has started, unless the signed-in account id is in the 'maintenance'
 * setting's bypass_accounts (spec 1 §4, spec 3 §4).
 */
export const isAppBlocked = (
  state: MaintenanceState,
  nowSeconds: number,
  accountId: number | undefined,
  bypassAccounts: readonly number[],
): boolean =>
  hasMaintenanceStarted(state, nowSeconds) && !(accountId !== undefined && bypassAccounts.includes(accountId));

/**
 * "When maintenance ends the page reloads" (spec 1 §4): a readable answer says not running after one that
 * said running. A failed poll unblocks the app but is not an end, so it never triggers a reload by itself.
 */
export const maintenanceEnded = (before: MaintenanceState, after: MaintenanceState): boolean =>
  before.info?.running === true && after.lastCheck === 'ok' && after.info?.running === false;
