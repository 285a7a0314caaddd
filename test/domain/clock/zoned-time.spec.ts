import { expect } from 'chai';
import { DateTime } from 'luxon';
import { formatDateTime, zoneOffsetMinutes } from '../../../src/domain/clock';
import { seededRandom } from '../../../server/simulation/random';

describe('domain/schedule: zoned time texts (spec 1 §9)', () => {
  it("writes DD.MM.YYYY HH:mm exactly as luxon's 'dd.LL.yyyy HH:mm' does, across zones, DST changes and midnights", () => {
    const random = seededRandom(1909);
    const zones = ['Europe/Helsinki', 'America/New_York', 'UTC', 'Asia/Kolkata', 'Australia/Lord_Howe'];
    for (const zone of zones)
      for (let index = 0; index < 2000; index += 1) {
        // 1970 to 2100, now and then on a half second; luxon is the reference the console used before.
        const seconds = Math.floor(random() * 4_100_000_000) + (index % 2) * 0.5;
        const expected = DateTime.fromSeconds(seconds, { zone, locale: 'en' }).toFormat('dd.LL.yyyy HH:mm');
        expect(formatDateTime(seconds, zone), `${zone} ${seconds}`).to.equal(expected);
      }
    // Helsinki's clocks go back at 04:00 on 25.10.2026: both 03:30s, and midnight as 00, not 24.
    expect(formatDateTime(Date.UTC(2026, 9, 25, 0, 30) / 1000, 'Europe/Helsinki')).to.equal('25.10.2026 03:30');
    expect(formatDateTime(Date.UTC(2026, 9, 25, 1, 30) / 1000, 'Europe/Helsinki')).to.equal('25.10.2026 03:30');
    expect(formatDateTime(Date.UTC(2026, 10, 24, 22, 0) / 1000, 'Europe/Helsinki')).to.equal('25.11.2026 00:00');
  });

  it('falls back to UTC for a zone it does not know, as inZone does', () => {
    expect(formatDateTime(Date.UTC(2026, 10, 25, 3, 7) / 1000, 'Nowhere/Atlantis')).to.equal('25.11.2026 03:07');
  });

  it("the display zone's offset at an instant follows DST; an unknown zone is UTC (the device plan's axis)", () => {
    expect(zoneOffsetMinutes(Date.UTC(2024, 0, 15, 12), 'Europe/Berlin')).to.equal(60);
    expect(zoneOffsetMinutes(Date.UTC(2024, 6, 15, 12), 'Europe/Berlin')).to.equal(120);
    // The spring change in Berlin: 31 March 2024 01:00 UTC.
    expect(zoneOffsetMinutes(Date.UTC(2024, 2, 31, 0, 59), 'Europe/Berlin')).to.equal(60);
    expect(zoneOffsetMinutes(Date.UTC(2024, 2, 31, 1, 0), 'Europe/Berlin')).to.equal(120);
    expect(zoneOffsetMinutes(Date.UTC(2024, 6, 15, 12), 'America/New_York')).to.equal(-240);
    expect(zoneOffsetMinutes(Date.UTC(2024, 6, 15, 12), 'Not/AZone')).to.equal(0);
  });
});
