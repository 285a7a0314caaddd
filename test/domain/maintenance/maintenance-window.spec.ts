import { expect } from 'chai';
import {
  defaultMaintenanceWindow,
  formatMaintenanceTime,
  maintenanceStart,
  toLocalInput,
} from '../../../src/domain/maintenance';

describe('maintenance window (spec 3 §4, §7 send_control maintenance, §9 date format)', () => {
  it('given the form fields, when they are valid, then the start push carries unix seconds and the message', () => {
    expect(maintenanceStart('2026-11-24T20:00', '2026-11-24T21:30', ' Upgrade ', 'UTC')).to.deep.equal({
      type: 'start',
      start_time: Date.UTC(2026, 10, 24, 20, 0) / 1000,
      end_time: Date.UTC(2026, 10, 24, 21, 30) / 1000,
      message: 'Upgrade',
    });
  });

  it('names the first problem: a missing start or end, an end not after the start, a message too long', () => {
    expect(maintenanceStart('', '2026-11-24T21:30', '', 'UTC')).to.equal('start_missing');
    expect(maintenanceStart('2026-11-24T20:00', '', '', 'UTC')).to.equal('end_missing');
    expect(maintenanceStart('2026-11-24T20:00', '2026-11-24T20:00', '', 'UTC')).to.equal('end_not_after_start');
    expect(maintenanceStart('2026-11-24T20:00', '2026-11-24T21:00', 'x'.repeat(2001), 'UTC')).to.equal(
      'message_too_long',
    );
  });

  it('starts the default window at the next whole minute, for one hour', () => {
    const now = Date.UTC(2026, 10, 24, 18, 0, 20) / 1000;
    const window = defaultMaintenanceWindow(now);
    expect(toLocalInput(window.start, 'UTC')).to.equal('2026-11-24T18:01');
    expect(toLocalInput(window.end, 'UTC')).to.equal('2026-11-24T19:01');
  });

  it('shows times as DD.MM.YYYY HH:mm', () => {
    expect(formatMaintenanceTime(Date.UTC(2026, 0, 5, 7, 3) / 1000, 'UTC')).to.equal('05.01.2026 07:03');
  });
});
