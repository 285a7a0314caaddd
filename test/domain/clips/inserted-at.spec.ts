import { expect } from 'chai';
import { insertedAtMs } from '../../../src/domain/clips/inserted-at';

describe('clips: inserted_at as milliseconds', () => {
  it('reads an ISO time with Z or an offset', () => {
    expect(insertedAtMs('2026-11-12T10:00:00Z')).to.equal(Date.UTC(2026, 10, 12, 10));
    expect(insertedAtMs('2026-11-12T10:00:00+01:00')).to.equal(Date.UTC(2026, 10, 12, 9));
    expect(insertedAtMs('2026-11-12T10:00:00-0230')).to.equal(Date.UTC(2026, 10, 12, 12, 30));
    expect(insertedAtMs('2026-11-12T10:00:00.250Z')).to.equal(Date.UTC(2026, 10, 12, 10, 0, 0, 250));
  });

  it("reads a time without a zone as UTC, whatever the machine's zone (how the backend stores it)", () => {
    expect(insertedAtMs('2026-11-12T10:00:00')).to.equal(Date.UTC(2026, 10, 12, 10));
    expect(insertedAtMs('2026-11-12T10:00')).to.equal(Date.UTC(2026, 10, 12, 10));
    expect(insertedAtMs('2026-11-12')).to.equal(Date.UTC(2026, 10, 12));
  });

  it('reads the SQL form with a space and microseconds', () => {
    expect(insertedAtMs('2026-11-12 10:00:00')).to.equal(Date.UTC(2026, 10, 12, 10));
    expect(insertedAtMs('2026-11-12 10:00:00.123456')).to.equal(Date.UTC(2026, 10, 12, 10, 0, 0, 123));
    expect(insertedAtMs('2026-11-12 10:00:00 +02:00')).to.equal(Date.UTC(2026, 10, 12, 8));
  });

  it('orders as the instants do across zones', () => {
    expect(insertedAtMs('2026-11-12T10:30:00+01:00')! > insertedAtMs('2026-11-12T09:00:00Z')!).to.equal(true);
  });

  it('is undefined for what is not a date-time', () => {
    for (const value of [
      'yesterday',
      '',
      '2026-02-30T10:00:00',
      '2026-13-01',
      '2026-11-12T25:00:00',
      '2026-11-12T10:61',
      '12.11.2026 10:00',
      '2026-11-12T10:00:00+25:00',
    ]) {
      expect(insertedAtMs(value), value).to.equal(undefined);
    }
  });
});
