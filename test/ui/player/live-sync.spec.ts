import { expect } from 'chai';
import {
  liveSyncRate,
  liveSyncSeekSeconds,
  liveSyncStep,
  wallBehindLiveSeconds,
} from '../../../src/ui/player/live-sync';

// A wall tile holds one distance behind the clock by its playback rate, and seeks to it when it is far off (issue 31
// §3: in step with live and with each other).

describe('liveSyncRate (wall tiles in step with live)', () => {
  const target = wallBehindLiveSeconds;

  it('plays at 1× near the held distance', () => {
    expect(liveSyncRate(target, 3, target)).to.equal(1);
    expect(liveSyncRate(target + 0.08, 3, target)).to.equal(1);
    expect(liveSyncRate(target - 0.08, 3, target)).to.equal(1);
  });

  it('plays faster the further behind it is, up to 1.15×, only with media buffered to play through', () => {
    expect(liveSyncRate(target + 0.25, 3, target)).to.equal(1.05);
    expect(liveSyncRate(target + 0.5, 3, target)).to.equal(1.1);
    expect(liveSyncRate(target + 10, 3, target)).to.equal(1.15);
    expect(liveSyncRate(target + 0.5, 0.5, target)).to.equal(1);
  });

  it('plays slower when ahead, down to 0.9×, unless the playlist says it is already far from the edge', () => {
    expect(liveSyncRate(target - 0.25, 3, target)).to.equal(0.95);
    expect(liveSyncRate(target - 1, 3, target)).to.equal(0.9);
    // A clock far behind the server's makes every tile look ahead: the playlist's own edge says otherwise.
    expect(liveSyncRate(target - 1, 3, target + 3)).to.equal(1);
  });
});

describe('liveSyncStep (a tile far off seeks)', () => {
  const target = wallBehindLiveSeconds;
  const at = (behind: number, forwardBuffer: number, backBuffer: number, edgeLatency = target) =>
    liveSyncStep({ behind, forwardBuffer, backBuffer, edgeLatency });

  it('nudges the rate within the seek threshold', () => {
    expect(at(target + liveSyncSeekSeconds, 4, 10)).to.deep.equal({ rate: 1.1 });
    expect(at(target - liveSyncSeekSeconds, 4, 10)).to.deep.equal({ rate: 0.9 });
    expect(at(target, 4, 10)).to.deep.equal({ rate: 1 });
  });

  it('seeks forward to the target after a stall, when the media is buffered past it with a margin', () => {
    expect(at(target + 1.5, 3, 10)).to.deep.equal({ seekBy: 1.5 });
  });

  it('far behind, seeks as far as the buffer reaches (it refills for the next check), never to its very end', () => {
    expect(at(target + 6, 3, 10)).to.deep.equal({ seekBy: 2.5 });
    // Too little buffered to seek by the threshold: the rate, not a seek that would run dry at once.
    expect(at(target + 1.5, 0.9, 10)).to.deep.equal({ rate: 1 });
    expect(at(target + 1.5, 1.8, 10)).to.deep.equal({ seekBy: 1.3 });
  });

  it('seeks back when ahead and the back buffer holds the target, unless the playlist says it is far from the edge', () => {
    expect(at(target - 1, 3, 5)).to.deep.equal({ seekBy: -1 });
    // Just started (nothing behind it yet): slower instead.
    expect(at(target - 1, 3, 0.4)).to.deep.equal({ rate: 0.9 });
    // A client clock behind the server's: every tile looks ahead, the edge says otherwise.
    expect(at(target - 1, 3, 5, target + 3)).to.deep.equal({ rate: 1 });
  });
});
