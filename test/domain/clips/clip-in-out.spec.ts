import { expect } from 'chai';
import {
  clipDuration,
  clipWallClock,
  inPointOf,
  outPointOf,
  quickClipRange,
  quickClipSeconds,
} from '../../../src/domain/clips';

describe('clip in and out points (spec 2 §5 "in point rounded down, out point rounded up from the player position")', () => {
  it('rounds the in point down and the out point up', () => {
    expect(inPointOf(12.9)).to.equal(12);
    expect(outPointOf(12.1)).to.equal(13);
    expect(inPointOf(12)).to.equal(12);
    expect(outPointOf(12)).to.equal(12);
  });

  it('never goes before the recording start', () => {
    expect(inPointOf(-0.4)).to.equal(0);
  });

  it("the multiview clip button takes 60 seconds (spec 2 §2 'A clip button takes 60 seconds')", () => {
    expect(quickClipSeconds).to.equal(60);
    expect(quickClipRange(100.5)).to.deep.equal({ start_time: 40, end_time: 101 });
    expect(quickClipRange(30)).to.deep.equal({ start_time: 0, end_time: 30 });
  });

  it('duration and wall clock (spec 2 §9 "event start plus clip start", "event start plus clip end")', () => {
    expect(clipDuration({ start_time: 10, end_time: 25 })).to.equal(15);
    expect(clipDuration({ start_time: 25, end_time: 10 })).to.equal(0);
    expect(clipWallClock(1_794_500_000, { start_time: 10, end_time: 25 })).to.deep.equal({
      start: 1_794_500_010,
      end: 1_794_500_025,
    });
  });
});
