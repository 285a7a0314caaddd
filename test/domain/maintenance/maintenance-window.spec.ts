import { expect } from 'chai';
import {
  defaultMaintenanceWindow,
  formatMaintenanceTime,
  maintenanceStart,
  maintenanceWindowBounds,
} from '../../../src/domain/maintenance';

/** 24.11.2026 hh:mm UTC in unix seconds. */
const at = (hour: number, minute: number): number => Date.UTC(2026, 10, 24, hour, minute) / 1000;

describe('maintenance window (spec 3 §4, §7 send_control maintenance, §9 date format)', () => {
  it('given the form times, when they are valid, then the start push carries unix seconds and the trimmed message', () => {
    expect(maintenanceStart(at(20, 0), at(21, 30), ' Upgrade ')).to.deep.equal({
      type: 'start',
      start_time: Date.UTC(2026, 10, 24, 20, 0) / 1000,
      end_time: Date.UTC(2026, 10, 24, 21, 30) / 1000,
      message: 'Upgrade',
    });
  });

  it('names the first problem: a missing start or end, an end not after the start, a message too long', () => {
    expect(maintenanceStart(undefined, at(21, 30), '')).to.equal('start_missing');
    expect(maintenanceStart(at(20, 0), undefined, '')).to.equal('end_missing');
    expect(maintenanceStart(at(20, 0), at(20, 0), '')).to.equal('end_not_after_start');
    expect(maintenanceStart(at(20, 0), at(21, 0), 'x'.repeat(2001))).to.equal('message_too_long');
  });

  it('starts the default window at the next whole minute, for one hour', () => {
    const now = Date.UTC(2026, 10, 24, 18, 0, 20) / 1000;
    const window = defaultMaintenanceWindow(now);
    expect(window).to.deep.equal({ start: at(18, 1), end: at(19, 1) });
  });

  it('shows times as DD.MM.YYYY HH:mm in the display zone', () => {
    expect(formatMaintenanceTime(Date.UTC(2026, 0, 5, 7, 3) / 1000, 'UTC')).to.equal('05.01.2026 07:03');
    expect(formatMaintenanceTime(Date.UTC(2026, 0, 5, 7, 3) / 1000, 'Europe/Helsinki')).to.equal('05.01.2026 09:03');
  });

  it('bounds a window: a start from a day ago to 366 days ahead, at most 30 days long (issue 28)', () => {
    const now = at(12, 0);
    const day = 86_400;
    expect(maintenanceWindowBounds(now + 60, now + 3600, now)).to.equal(undefined);
    expect(maintenanceWindowBounds(now - day, now + 60, now)).to.equal(undefined);
    expect(maintenanceWindowBounds(now - day - 1, now + 60, now)).to.equal('start_out_of_range');
    expect(maintenanceWindowBounds(now + 366 * day, now + 367 * day, now)).to.equal(undefined);
    expect(maintenanceWindowBounds(now + 366 * day + 1, now + 367 * day, now)).to.equal('start_out_of_range');
    expect(maintenanceWindowBounds(1e15, 1e15 + 60, now)).to.equal('start_out_of_range');
    expect(maintenanceWindowBounds(now, now + 30 * day, now)).to.equal(undefined);
    expect(maintenanceWindowBounds(now, now + 30 * day + 1, now)).to.equal('too_long');
  });
});
