import { expect } from 'chai';
import { canSearchEvents, eventSearchMinimumLength, searchResultsFrom } from '../../../src/domain/schedule';
import { uuidOf } from './schedule-fixtures';

describe('domain/schedule: event search (spec 1 §2.5, §5, §9)', () => {
  it('spec 1 §5: "Event search starts only with more than 2 characters (minimum 3)"', () => {
    expect(eventSearchMinimumLength).to.equal(3);
    expect(canSearchEvents('hi')).to.equal(false);
    expect(canSearchEvents('hif')).to.equal(true);
    expect(canSearchEvents('  hi  ')).to.equal(false);
  });

  it('reads the results of a search reply and skips items that are no results', () => {
    const reply = {
      results: [
        {
          uuid: uuidOf(1),
          cached_start_time: 100,
          cached_end_time: 200,
          title: 'HIFK – Tappara',
          subtitle: 'Liiga',
          channel_id: 31,
        },
        { uuid: '__proto__', cached_start_time: 100 },
        { uuid: uuidOf(2), cached_start_time: '100' },
        null,
        { uuid: uuidOf(3), cached_start_time: 300, title: 7 },
      ],
    };
    expect(searchResultsFrom(reply)).to.deep.equal([
      {
        uuid: uuidOf(1),
        cached_start_time: 100,
        cached_end_time: 200,
        title: 'HIFK – Tappara',
        subtitle: 'Liiga',
        channel_id: 31,
      },
      { uuid: uuidOf(3), cached_start_time: 300 },
    ]);
    expect(searchResultsFrom(undefined)).to.deep.equal([]);
    expect(searchResultsFrom({ results: 'many' })).to.deep.equal([]);
  });
});
