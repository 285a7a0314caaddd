import { expect } from 'chai';
import { dashboardItems, sameDashboardItems } from '../../../src/domain/dashboard';
import { groupEventsByDay } from '../../../src/domain/schedule';
import { aGroup, anEvent, day, hour, nov24 } from '../schedule/schedule-fixtures';

const zone = 'Europe/Helsinki';

describe('domain/dashboard: dashboard lines (spec 1 §2.5, spec 2 §2)', () => {
  const group = aGroup(1);
  const events = [
    anEvent(1, { cached_start_time: nov24 + 10 * hour, event_group: group }),
    anEvent(2, { cached_start_time: nov24 + 11 * hour, event_group: group }),
    anEvent(3, { cached_start_time: nov24 + 12 * hour, event_group: group }),
    anEvent(4, { cached_start_time: nov24 + 13 * hour }),
    anEvent(5, { cached_start_time: nov24 + day + 13 * hour }),
  ];
  const days = groupEventsByDay(events, nov24 + 9 * hour, zone);

  it("list layout: each day's heading ('Today' for the current day), then one line per event, framed by its event group", () => {
    const items = dashboardItems(days, 'list', 4);
    expect(
      items.map((item) => (item.kind === 'day' ? item.heading : `${item.position}:${item.uuids.length}`)),
    ).to.deep.equal(['Today', 'first:1', 'middle:1', 'last:1', 'only:1', 'Wednesday 25.11.2026', 'only:1']);
  });

  it("tiles layout: a group's events fill lines of `columns` tiles", () => {
    const items = dashboardItems(days, 'tiles', 2);
    const lines = items
      .filter((item) => item.kind === 'events')
      .map((item) => (item.kind === 'events' ? [item.position, item.uuids.length] : []));
    expect(lines).to.deep.equal([
      ['first', 2],
      ['last', 1],
      ['only', 1],
      ['only', 1],
    ]);
    expect(dashboardItems(days, 'tiles', 0).filter((item) => item.kind === 'events')).to.have.length(5);
  });

  it('the same lines compare equal, so a re-timed title alone does not redraw the list; a moved event does', () => {
    const again = dashboardItems(
      groupEventsByDay(
        events.map((event) => ({ ...event, title: 'renamed' })),
        nov24 + 9 * hour,
        zone,
      ),
      'list',
      1,
    );
    expect(sameDashboardItems(dashboardItems(days, 'list', 1), again)).to.equal(true);
    const moved = events.map((event) =>
      event.uuid === events[4]!.uuid ? { ...event, cached_start_time: nov24 + 14 * hour } : event,
    );
    expect(
      sameDashboardItems(
        dashboardItems(days, 'list', 1),
        dashboardItems(groupEventsByDay(moved, nov24 + 9 * hour, zone), 'list', 1),
      ),
    ).to.equal(false);
  });
});
