import { expect } from 'chai';
import { formatStreamTime, parseStreamTime } from '../../../src/domain/clips';

describe('tag stream time (spec 2 §5 "typed as [dd:][hh:]mm:ss, parsed to seconds; negative shows \'-\'")', () => {
  it('parses mm:ss, hh:mm:ss and dd:hh:mm:ss to seconds', () => {
    expect(parseStreamTime('01:05')).to.equal(65);
    expect(parseStreamTime('02:01:05')).to.equal(7265);
    expect(parseStreamTime('01:02:01:05')).to.equal(86_400 + 7265);
    expect(parseStreamTime(' 00:00 ')).to.equal(0);
  });

  it('lets the leading part exceed its unit: 90:00 is 90 minutes', () => {
    expect(parseStreamTime('90:00')).to.equal(5400);
    expect(parseStreamTime('30:00:00')).to.equal(108_000);
  });

  it('rejects anything else', () => {
    for (const text of [
      '',
      '5',
      '1:60',
      '1:60:00',
      '1:24:00:00',
      'aa:bb',
      '1:2:3:4:5',
      '-01:00',
      '01:00.5',
      '1e3:00',
    ]) {
      expect(parseStreamTime(text), text).to.equal(undefined);
    }
  });

  it('formats seconds as hh:mm:ss, with days from one day on', () => {
    expect(formatStreamTime(65)).to.equal('00:01:05');
    expect(formatStreamTime(7265.9)).to.equal('02:01:05');
    expect(formatStreamTime(86_400 + 7265)).to.equal('01:02:01:05');
  });

  it("shows '-' for a negative stream time", () => {
    expect(formatStreamTime(-1)).to.equal('-');
    expect(formatStreamTime(Number.NaN)).to.equal('-');
  });

  it('reads back what it formats', () => {
    for (const seconds of [0, 59, 3600, 86_399, 200_000])
      expect(parseStreamTime(formatStreamTime(seconds))).to.equal(seconds);
  });
});
