import { expect } from 'chai';
import { liveSyncRate, wallBehindLiveSeconds } from '../../../src/ui/player/live-sync';

// A wall tile holds one distance behind the clock by its playback rate (issue 31 §3: in step with live and with
// each other).

describe('liveSyncRate (wall tiles in step with live)', () => {
  const target = wallBehindLiveSeconds;

  it('plays at 1× near the held distance', () => {
    expect(liveSyncRate(target, 3, target)).to.equal(1);
    expect(liveSyncRate(target + 0.1, 3, target)).to.equal(1);
    expect(liveSyncRate(target - 0.1, 3, target)).to.equal(1);
  });

  it('plays faster the further behind it is, up to 1.15×, only with media buffered to play through', () => {
    expect(liveSyncRate(target + 1, 3, target)).to.equal(1.1);
    expect(liveSyncRate(target + 10, 3, target)).to.equal(1.15);
    expect(liveSyncRate(target + 1, 0.5, target)).to.equal(1);
  });

  it('plays slower when ahead, down to 0.9×, unless the playlist says it is already far from the edge', () => {
    expect(liveSyncRate(target - 1, 3, target)).to.equal(0.9);
    expect(liveSyncRate(target - 0.5, 3, target)).to.equal(0.95);
    // A clock far behind the server's makes every tile look ahead: the playlist's own edge says otherwise.
    expect(liveSyncRate(target - 1, 3, target + 3)).to.equal(1);
  });
});
