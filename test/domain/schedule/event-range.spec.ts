import { expect } from 'chai';
import { defaultEventRange, defaultRangeDays, nextDayRange, previousDayRange } from '../../../src/domain/schedule';

const at = (iso: string): number => Date.parse(iso) / 1000;

describe('domain/schedule: event range (spec 1 §2.5, §7.2; spec 2 §4)', () => {
  const zone = 'Europe/Helsinki';

  it('spec 1 §7.2: "The default range runs from the start of today to the end of day+7"', () => {
    expect(defaultRangeDays).to.equal(7);
    expect(defaultEventRange(at('2026-11-24T15:42:10+02:00'), zone)).to.deep.equal({
      start: at('2026-11-24T00:00:00+02:00'),
      end: at('2026-12-01T23:59:59+02:00'),
    });
  });

  it('takes today in the given zone: 23:30 UTC is already tomorrow in Helsinki', () => {
    const now = at('2026-11-24T23:30:00Z');
    expect(defaultEventRange(now, 'UTC').start).to.equal(at('2026-11-24T00:00:00Z'));
    expect(defaultEventRange(now, zone).start).to.equal(at('2026-11-25T00:00:00+02:00'));
  });

  it('spec 1 §2.5: Previous day and Next day each shift the range by one day', () => {
    const range = defaultEventRange(at('2026-11-24T12:00:00+02:00'), zone);
    expect(nextDayRange(range, zone)).to.deep.equal({
      start: at('2026-11-25T00:00:00+02:00'),
      end: at('2026-12-02T23:59:59+02:00'),
    });
    expect(previousDayRange(range, zone)).to.deep.equal({
      start: at('2026-11-23T00:00:00+02:00'),
      end: at('2026-11-30T23:59:59+02:00'),
    });
  });

  it('shifts by calendar days across a DST change (the 29 March 2026 day has 23 hours in Helsinki)', () => {
    const range = defaultEventRange(at('2026-03-29T12:00:00+03:00'), zone);
    const next = nextDayRange(range, zone);
    expect(next.start).to.equal(at('2026-03-30T00:00:00+03:00'));
    expect(next.start - range.start).to.equal(23 * 3600);
  });

  it('falls back to UTC for an unknown zone instead of returning NaN', () => {
    expect(defaultEventRange(at('2026-11-24T12:00:00Z'), 'Not/AZone').start).to.equal(at('2026-11-24T00:00:00Z'));
  });
});
