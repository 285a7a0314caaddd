import { expect } from 'chai';
import {
  cloudrecFilter, cloudrecPageSize, cloudrecRangeFrom, defaultCloudrecRange, matchesCloudrecSearch, mayHaveMoreRecordings, recordingDays, recordingTiming,
} from '../../../src/domain/clips';
import type { ScheduledEvent } from '../../../src/domain/schedule';

const event = (uuid: string, start: number, title = uuid): ScheduledEvent => ({ uuid, state: 'active', cached_start_time: start, cached_end_time: start + 60, title } as ScheduledEvent);
const day = 86_400;
const noon = Date.UTC(2026, 10, 22, 12) / 1000;

describe('cloud recording list (spec 2 §2, §9)', () => {
  it('pages of 50 with offset, ordered by start time descending then uuid descending', () => {
    expect(cloudrecPageSize).to.equal(50);
    expect(cloudrecFilter({ start: 0, end: 10 }, 2)).to.deep.equal({
      daterange: { start: 0, end: 10 }, states: ['active'], offset: 100, limit: 50,
      order_by: [{ field: 'cached_start_time', direction: 'desc' }, { field: 'uuid', direction: 'desc' }],
    });
  });

  it('browses everything up to the end of today by default; the start/end query narrows it', () => {
    expect(defaultCloudrecRange(noon, 'UTC')).to.deep.equal({ start: 0, end: Date.UTC(2026, 10, 22, 23, 59, 59) / 1000 });
    expect(cloudrecRangeFrom('100', '200')).to.deep.equal({ start: 100, end: 200 });
    expect([cloudrecRangeFrom('200', '100'), cloudrecRangeFrom(null, '1'), cloudrecRangeFrom('x', '1')]).to.deep.equal([undefined, undefined, undefined]);
  });

  it("groups by day, newest day and newest event first, with 'Today'", () => {
    const days = recordingDays([event('a', noon - day), event('b', noon), event('c', noon + 60), event('d', noon + 60)], noon, 'UTC');
    expect(days.map((block) => [block.heading, block.events.map((item) => item.uuid)])).to.deep.equal([
      ['Today', ['d', 'c', 'b']], ['Saturday 21.11.2026', ['a']],
    ]);
  });

  it('searches title and subtitle ignoring case; Load next 50 is offered while the last page came back full', () => {
    expect(matchesCloudrecSearch(event('a', 0, 'Tappara – Kärpät'), 'kärp')).to.equal(true);
    expect(matchesCloudrecSearch(event('a', 0, 'News'), 'hockey')).to.equal(false);
    expect([mayHaveMoreRecordings(50, 1), mayHaveMoreRecordings(49, 1), mayHaveMoreRecordings(100, 2)]).to.deep.equal([true, false, true]);
  });

  it("'Event has not yet started.' before the start, 'Event has ended' from the end", () => {
    const item = { cached_start_time: 100, cached_end_time: 200 };
    expect([99, 100, 199, 200].map((now) => recordingTiming(item, now))).to.deep.equal(['not_started', 'live', 'live', 'ended']);
  });
});
