import { expect } from 'chai';
import { dayHeading, groupByEventGroup, groupEventsByDay, todayHeading } from '../../../src/domain/schedule';
import { startOfWeek, weekdayNames } from '../../../src/domain/clock';
import { aGroup, anEvent, hour, nov24 } from './schedule-fixtures';

describe('domain/schedule: day grouping (spec 1 §2.5, §9; spec 2 §2)', () => {
  const zone = 'Europe/Helsinki';
  const now = nov24 + 10 * hour;

  it("spec 1 §2.5: the current day is headed 'Today', other days by weekday and date (dd.mm.yyyy)", () => {
    expect(todayHeading).to.equal('Today');
    expect(dayHeading(nov24, now, zone)).to.equal('Today');
    expect(dayHeading(nov24 + 24 * hour, now, zone)).to.equal('Wednesday 25.11.2026');
    expect(dayHeading(nov24 - 24 * hour, now, zone)).to.equal('Monday 23.11.2026');
  });

  it('spec 2 §2: groups by the start of day in the user zone, days in order', () => {
    const late = anEvent(1, { cached_start_time: Date.parse('2026-11-24T23:30:00Z') / 1000 });
    const early = anEvent(2, { cached_start_time: nov24 + 9 * hour });
    const helsinki = groupEventsByDay([late, early], now, zone);
    expect(helsinki.map((dayBlock) => dayBlock.heading)).to.deep.equal(['Today', 'Wednesday 25.11.2026']);
    expect(helsinki[0]?.isToday).to.equal(true);
    const utc = groupEventsByDay([late, early], now, 'UTC');
    expect(utc.map((dayBlock) => dayBlock.heading)).to.deep.equal(['Today']);
    expect(utc[0]?.groups.flatMap((block) => block.events.map((event) => event.uuid))).to.deep.equal([
      early.uuid,
      late.uuid,
    ]);
  });

  it('puts each event in its own day across a daylight-saving change, whatever the order of the events', () => {
    // Helsinki leaves summer time on 25 Oct 2026 at 04:00 local (01:00 UTC): that day has 25 hours.
    const at = (iso: string): number => Date.parse(iso) / 1000;
    const starts = [
      '2026-10-25T22:30:00Z',
      '2026-10-24T21:30:00Z',
      '2026-10-25T21:30:00Z',
      '2026-10-25T00:30:00Z',
      '2026-10-24T20:30:00Z',
    ];
    const events = starts.map((iso, index) => anEvent(index + 1, { cached_start_time: at(iso) }));
    const days = groupEventsByDay(events, at('2026-10-25T10:00:00Z'), zone);
    const uuidsByDay = days.map((dayBlock) =>
      dayBlock.groups.flatMap((block) => block.events.map((event) => event.uuid)),
    );
    // 24 Oct 23:30 EEST | 25 Oct 00:30 EEST, 03:30 EEST, 23:30 EET (the 25th's 25th hour) | 26 Oct 00:30 EET.
    expect(days.map((dayBlock) => dayBlock.heading)).to.deep.equal([
      'Saturday 24.10.2026',
      'Today',
      'Monday 26.10.2026',
    ]);
    expect(uuidsByDay).to.deep.equal([
      [events[4]?.uuid],
      [events[1]?.uuid, events[3]?.uuid, events[2]?.uuid],
      [events[0]?.uuid],
    ]);
  });

  it("spec 2 §2: within a day events are grouped by event group, in the order of each group's first event", () => {
    const group = aGroup(1);
    const first = anEvent(1, { cached_start_time: nov24 + 18 * hour, event_group: group });
    const lone = anEvent(2, { cached_start_time: nov24 + 19 * hour });
    const second = anEvent(3, { cached_start_time: nov24 + 20 * hour, event_group: group });
    const blocks = groupByEventGroup([second, lone, first]);
    expect(blocks.map((block) => block.events.map((event) => event.uuid))).to.deep.equal([
      [first.uuid, second.uuid],
      [lone.uuid],
    ]);
    expect(blocks[0]?.groupUuid).to.equal(group.uuid);
    expect(blocks[1]?.groupUuid).to.equal(undefined);
  });

  it('spec 1 §9: weeks start on Monday', () => {
    expect(weekdayNames[0]).to.equal('Monday');
    const sunday = Date.parse('2026-11-29T12:00:00+02:00') / 1000;
    expect(startOfWeek(sunday, zone)).to.equal(Date.parse('2026-11-23T00:00:00+02:00') / 1000);
  });

  it('returns no days for no events', () => {
    expect(groupEventsByDay([], now, zone)).to.deep.equal([]);
  });
});
