import { expect } from 'chai';
import { dashboardDays } from '../../../src/domain/dashboard';
import { scheduleProjection } from '../../../src/domain/schedule';
import { aGroup, anEvent, hour, nov24 } from '../schedule/schedule-fixtures';
import { projectionSpec } from '../../support/projection-spec';

const { given } = projectionSpec(scheduleProjection);

describe('domain/dashboard: the dashboard days', () => {
  const email = 'anna.producer@example.com';
  const watched = aGroup(1, { [email]: { active: true, status: 'watch' } });
  const state = given({
    type: 'EventsLoaded',
    events: [
      anEvent(2, { cached_start_time: nov24 + 30 * hour, cached_end_time: nov24 + 32 * hour }),
      anEvent(1, { event_group: watched }),
    ],
    at: 1,
  });

  it('spec 1 §2.5: the dashboard list is grouped by day', () => {
    const days = dashboardDays(state, { zone: 'Europe/Helsinki', now: nov24 + 9 * hour });
    expect(days.map((dayBlock) => dayBlock.heading)).to.deep.equal(['Today', 'Wednesday 25.11.2026']);
  });

  it("spec 1 §2.5: 'filter own events' leaves only the days of the account's to-do events", () => {
    const days = dashboardDays(state, { zone: 'Europe/Helsinki', now: nov24 + 9 * hour, ownEventsOf: email });
    expect(days.map((dayBlock) => dayBlock.heading)).to.deep.equal(['Today']);
  });
});
