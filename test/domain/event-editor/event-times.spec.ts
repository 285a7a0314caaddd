import { expect } from 'chai';
import {
  beforeTimeMinutes,
  beforeTimeSeconds,
  defaultEnd,
  endOfKickoffDay,
  moveStart,
  quickEnd,
  quickEndButtons,
} from '../../../src/domain/event-editor';

describe('domain/schedule: editor times (spec 1 §9; spec 2 §4, §9)', () => {
  it("spec 1 §9: 'before' times run 1, 5, 10, 15, 20, 25, 30, 45 minutes, then every 15 minutes up to 6 hours", () => {
    expect(beforeTimeMinutes.slice(0, 9)).to.deep.equal([1, 5, 10, 15, 20, 25, 30, 45, 60]);
    expect(beforeTimeMinutes.at(-1)).to.equal(360);
    const tail = beforeTimeMinutes.slice(7);
    expect(tail.every((minutes, index) => index === 0 || minutes - (tail[index - 1] ?? 0) === 15)).to.equal(true);
    expect(beforeTimeMinutes).to.have.length(29);
    expect(beforeTimeSeconds[0]).to.equal(60);
  });

  it('spec 2 §9: quick end buttons +3H (10800 s), +6H (21600 s), +12H (43200 s)', () => {
    expect(quickEndButtons).to.deep.equal([
      { label: '+3H', seconds: 10800 },
      { label: '+6H', seconds: 21600 },
      { label: '+12H', seconds: 43200 },
    ]);
    const [threeHours] = quickEndButtons;
    if (threeHours) expect(quickEnd(1000, threeHours)).to.equal(11800);
  });

  it("spec 2 §9: the publish-end button gives the end of the kickoff day in the user's zone", () => {
    const kickoff = Date.parse('2026-11-24T18:30:00+02:00') / 1000;
    expect(endOfKickoffDay(kickoff, 'Europe/Helsinki')).to.equal(Date.parse('2026-11-24T23:59:59+02:00') / 1000);
    expect(endOfKickoffDay(kickoff, 'America/New_York')).to.equal(Date.parse('2026-11-24T23:59:59-05:00') / 1000);
  });

  it('spec 2 §4: "Default end is start plus duration"', () => {
    expect(defaultEnd(1000, 8100)).to.equal(9100);
  });

  describe('spec 2 §4: moving the start', () => {
    const times = { start: 1000, end: 5000, publishEnd: 9000 };

    it('shifts the end and the publish end by the same amount', () => {
      expect(moveStart(times, 1600, { end: false, publishEnd: false })).to.deep.equal({
        start: 1600,
        end: 5600,
        publishEnd: 9600,
      });
    });

    it('keeps an end edited by hand', () => {
      expect(moveStart(times, 1600, { end: true, publishEnd: false })).to.deep.equal({
        start: 1600,
        end: 5000,
        publishEnd: 9600,
      });
    });

    it('keeps a publish end edited by hand or 0', () => {
      expect(moveStart(times, 1600, { end: false, publishEnd: true }).publishEnd).to.equal(9000);
      expect(moveStart({ ...times, publishEnd: 0 }, 1600, { end: false, publishEnd: false }).publishEnd).to.equal(0);
      expect(moveStart({ start: 1000, end: 5000 }, 400, { end: false, publishEnd: false })).to.deep.equal({
        start: 400,
        end: 4400,
      });
    });
  });
});
