import { expect } from 'chai';
import { DateTime } from 'luxon';
import {
  cloudrecFeedTarget,
  cloudrecPageSize,
  cloudrecPageState,
  cloudrecPaging,
  cloudrecRangeFrom,
  defaultCloudrecRange,
  isCloudrecFilter,
  lastCloudrecPush,
  matchesCloudrecSearch,
  recordingDays,
  recordingPointsOf,
  recordingTiming,
} from '../../../src/domain/clips';
import type { CommandIssued, CommandSettled } from '../../../src/domain/journal';
import {
  dayHeading,
  feedPushesProjection,
  initialFeedPushesState,
  type EventFilter,
  type ScheduledEvent,
} from '../../../src/domain/schedule';
import { projectionSpec } from '../../support/projection-spec';

const event = (uuid: string, start: number, title = uuid): ScheduledEvent =>
  ({ uuid, state: 'active', cached_start_time: start, cached_end_time: start + 60, title }) as ScheduledEvent;
const day = 86_400;
const noon = Date.UTC(2026, 10, 22, 12) / 1000;

describe('cloud recording list (spec 2 §2, §9)', () => {
  it('pages of 50, one per Load next 50, ordered by start time descending then uuid descending', () => {
    expect(cloudrecPageSize).to.equal(50);
    expect(cloudrecPaging).to.deep.equal({
      pageSize: 50,
      pages: 1,
      order_by: [
        { field: 'cached_start_time', direction: 'desc' },
        { field: 'uuid', direction: 'desc' },
      ],
    });
    expect(
      isCloudrecFilter({
        daterange: { start: 0, end: 1 },
        states: ['active'],
        offset: 50,
        limit: 50,
        order_by: cloudrecPaging.order_by,
      }),
    ).to.equal(true);
    expect(
      isCloudrecFilter({ daterange: { start: 0, end: 1 }, states: ['active'], limit: 1000 }),
      "the dashboard's filter",
    ).to.equal(false);
  });

  it('browses everything up to the end of today by default; the start/end query narrows it', () => {
    expect(defaultCloudrecRange(noon, 'UTC')).to.deep.equal({
      start: 0,
      end: Date.UTC(2026, 10, 22, 23, 59, 59) / 1000,
    });
    expect(cloudrecRangeFrom('100', '200')).to.deep.equal({ start: 100, end: 200 });
    expect([cloudrecRangeFrom('200', '100'), cloudrecRangeFrom(null, '1'), cloudrecRangeFrom('x', '1')]).to.deep.equal([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("groups by day, newest day and newest event first, with 'Today'", () => {
    const days = recordingDays(
      [event('a', noon - day), event('b', noon), event('c', noon + 60), event('d', noon + 60)],
      noon,
      'UTC',
    );
    expect(days.map((block) => [block.heading, block.events.map((item) => item.uuid)])).to.deep.equal([
      ['Today', ['d', 'c', 'b']],
      ['Saturday 21.11.2026', ['a']],
    ]);
  });

  it('searches title and subtitle ignoring case and accents, from 3 characters as every search (spec 1 §5)', () => {
    expect(matchesCloudrecSearch(event('a', 0, 'Tappara – Kärpät'), 'kärp')).to.equal(true);
    expect(matchesCloudrecSearch(event('a', 0, 'Tappara – Kärpät'), 'KARPAT')).to.equal(true);
    expect(matchesCloudrecSearch(event('a', 0, 'News'), 'hockey')).to.equal(false);
    expect(matchesCloudrecSearch(event('a', 0, 'News'), 'ho'), 'too short to narrow').to.equal(true);
  });

  it('Load next 50 is offered once the page last asked for came back full, or again after it was refused', () => {
    const page = (offset: number): EventFilter => ({
      daterange: { start: 0, end: 1 },
      states: ['active'],
      offset,
      limit: 50,
    });
    expect(cloudrecPageState(page(0), 50, 'ok')).to.deep.equal({
      hasMore: true,
      nextOffset: 50,
      loading: false,
      failed: false,
    });
    expect(cloudrecPageState(page(0), 49, 'ok').hasMore).to.equal(false);
    expect(cloudrecPageState(page(50), 100, 'ok').hasMore).to.equal(true);
    expect(cloudrecPageState(page(50), 50, 'pending')).to.deep.equal({
      hasMore: false,
      nextOffset: 100,
      loading: true,
      failed: false,
    });
    expect(cloudrecPageState(page(50), 50, 'timeout')).to.deep.equal({
      hasMore: true,
      nextOffset: 50,
      loading: false,
      failed: true,
    });
  });

  it("the list's last push is its newest events.filter with the cloudrec target", () => {
    const issued = (id: string, name: string, target: string): CommandIssued => ({
      type: 'CommandIssued',
      id,
      account: 'a',
      name,
      args: {},
      target,
      at: 1,
    });
    const settled = (id: string, outcome: 'ok' | 'error'): CommandSettled => ({
      type: 'CommandSettled',
      id,
      outcome,
      latencyMs: 1,
      at: 2,
    });
    const pushes = projectionSpec(feedPushesProjection).given(
      issued('1', 'events.filter', cloudrecFeedTarget),
      settled('1', 'error'),
      issued('2', 'events.filter', cloudrecFeedTarget),
      settled('2', 'ok'),
      issued('3', 'events.filter', 'events:all'),
    );
    expect(lastCloudrecPush(pushes)).to.equal('ok');
    expect(lastCloudrecPush(initialFeedPushesState)).to.equal(undefined);
  });

  it('days keep their own length across DST (Europe/Helsinki: 23 h on 29.3.2026, 25 h on 25.10.2026)', () => {
    const zone = 'Europe/Helsinki';
    const at = (iso: string) => DateTime.fromISO(iso, { zone }).toSeconds();
    const events = [
      event('a', at('2026-03-28T23:30')),
      event('b', at('2026-03-29T00:30')),
      event('c', at('2026-03-29T23:30')),
      event('d', at('2026-03-30T00:10')),
      event('e', at('2026-10-25T00:30')),
      event('f', at('2026-10-25T23:30')),
      event('g', at('2026-10-26T00:30')),
    ];
    const days = recordingDays(events, at('2026-10-26T12:00'), zone);
    expect(days.map((block) => [block.heading, block.events.map((item) => item.uuid)])).to.deep.equal([
      ['Today', ['g']],
      ['Sunday 25.10.2026', ['f', 'e']],
      ['Monday 30.03.2026', ['d']],
      ['Sunday 29.03.2026', ['c', 'b']],
      ['Saturday 28.03.2026', ['a']],
    ]);
    expect(days.map((block) => block.dayStart)).to.deep.equal(
      ['2026-10-26', '2026-10-25', '2026-03-30', '2026-03-29', '2026-03-28'].map((date) => at(`${date}T00:00`)),
    );
  });

  it('groups exactly as bucketing each event by its own start of day would, in any order of input', () => {
    const zone = 'Europe/Helsinki';
    const start = DateTime.fromISO('2026-10-20T00:00', { zone }).toSeconds();
    // Every 97 minutes for ten days (across the October DST change), shuffled, with ties on the start time.
    const events = Array.from({ length: 150 }, (_, index) =>
      event(`e${String(index).padStart(3, '0')}`, start + Math.floor(index / 2) * 97 * 60 * 2),
    );
    const shuffled = events
      .map((item, index) => ({ item, key: (index * 7919) % 150 }))
      .sort((a, b) => a.key - b.key)
      .map((entry) => entry.item);
    const now = start + 3 * 86_400;
    const reference = new Map<number, ScheduledEvent[]>();
    for (const item of [...events].sort(
      (a, b) => b.cached_start_time - a.cached_start_time || (a.uuid < b.uuid ? 1 : -1),
    )) {
      const dayStart = DateTime.fromSeconds(item.cached_start_time, { zone }).startOf('day').toSeconds();
      reference.set(dayStart, [...(reference.get(dayStart) ?? []), item]);
    }
    const expected = [...reference].map(([dayStart, items]) => ({
      dayStart,
      heading: dayHeading(dayStart, now, zone),
      events: items,
    }));
    expect(recordingDays(shuffled, now, zone)).to.deep.equal(expected);
  });

  it('a /cloudrec/event start/end window becomes in and out points on the recording, rounded outwards, within the event', () => {
    const item = { cached_start_time: 1000, cached_end_time: 4600 };
    expect(recordingPointsOf(item, { start: 1300, end: 1900 })).to.deep.equal({ start: 300, end: 900 });
    expect(
      recordingPointsOf(item, { start: 500.5, end: 1200.2 }),
      'clamped to the start, out rounded up',
    ).to.deep.equal({ start: 0, end: 201 });
    expect(recordingPointsOf(item, { start: 4000, end: 9000 }), 'clamped to the end').to.deep.equal({
      start: 3000,
      end: 3600,
    });
    expect(recordingPointsOf(item, { start: 5000, end: 6000 }), 'outside the event').to.equal(undefined);
  });

  it("'Event has not yet started.' before the start, 'Event has ended' from the end", () => {
    const item = { cached_start_time: 100, cached_end_time: 200 };
    expect([99, 100, 199, 200].map((now) => recordingTiming(item, now))).to.deep.equal([
      'not_started',
      'live',
      'live',
      'ended',
    ]);
  });
});
