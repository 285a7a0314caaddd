import { expect } from 'chai';
import {
  hasMaintenanceStarted,
  isAppBlocked,
  isLoginRestricted,
  isMaintenanceRunning,
  maintenanceEnded,
  maintenancePollMs,
  maintenanceProjection,
  maintenanceRecheckMs,
  type MaintenanceEvent,
  type MaintenanceInfo,
} from '../../../src/domain/maintenance';
import { projectionSpec } from '../../support/projection-spec';

const at = 1_000;
const { given, when } = projectionSpec(maintenanceProjection);
const checked = (info: MaintenanceInfo): MaintenanceEvent => ({ type: 'MaintenanceChecked', info, at });

const start = 1706778000;
const running = given(checked({ running: true, start_time: start, end_time: start + 7200, message: 'Upgrade' }));

describe('domain/maintenance: maintenanceProjection', () => {
  it('holds the last answer of the maintenance.json poll', () => {
    expect(running).to.deep.equal({
      info: { running: true, start_time: start, end_time: start + 7200, message: 'Upgrade' },
      lastCheck: 'ok',
      checkedAt: at,
    });
  });

  it('a failed poll counts as not in maintenance (spec 1 §7.1), but keeps the last answer', () => {
    const failed = when(running, { type: 'MaintenanceCheckFailed', at: 2_000 });
    expect(isMaintenanceRunning(failed)).to.equal(false);
    expect(failed.info?.running).to.equal(true);
  });

  it('polls every 10 s and rechecks 1000 ms after a start or stop (spec 3 §9)', () => {
    expect([maintenancePollMs, maintenanceRecheckMs]).to.deep.equal([10_000, 1_000]);
  });
});

describe('domain/maintenance: blocking (spec 1 §4, spec 3 §4)', () => {
  it('blocks while running and past its start time', () => {
    expect(isAppBlocked(running, start, 7, [])).to.equal(true);
    expect(isAppBlocked(running, start - 1, 7, [])).to.equal(false);
  });

  it('unless the account id is in the bypass_accounts of the maintenance setting', () => {
    expect(isAppBlocked(running, start + 60, 7, [1, 7])).to.equal(false);
    expect(isAppBlocked(running, start + 60, undefined, [1, 7])).to.equal(true);
  });

  it('restricts login then to the bypass accounts, which the server tells apart (spec 3 §2.1, §4)', () => {
    expect(isLoginRestricted(running, start + 60)).to.equal(true);
    expect(isLoginRestricted(running, start - 60)).to.equal(false);
  });

  it('does not block when not running, after a failed check, or before any check', () => {
    expect(isAppBlocked(given(checked({ running: false })), start, 7, [])).to.equal(false);
    expect(isAppBlocked(when(running, { type: 'MaintenanceCheckFailed', at }), start, 7, [])).to.equal(false);
    expect(isAppBlocked(maintenanceProjection.initial, start, 7, [])).to.equal(false);
  });

  it('takes running without a start time as started', () => {
    expect(hasMaintenanceStarted(given(checked({ running: true })), 0)).to.equal(true);
  });

  it('when maintenance ends the page reloads: an answer not running after one running; a failed poll is not an end', () => {
    const ended = when(running, checked({ running: false }));
    expect(maintenanceEnded(running, ended)).to.equal(true);
    const failed = when(running, { type: 'MaintenanceCheckFailed', at });
    expect(maintenanceEnded(running, failed)).to.equal(false);
    expect(maintenanceEnded(failed, when(failed, checked({ running: false })))).to.equal(true);
  });
});
