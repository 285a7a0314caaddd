import { expect } from 'chai';
import { WatchedElsewhere } from '../../../server/simulation/watched-elsewhere';

describe('server/simulation/watched-elsewhere', () => {
  it('is the union of the latest reports, forgets a process that leaves or stops reporting for 25 s', () => {
    let now = 0;
    const watched = new WatchedElsewhere(() => now);
    watched.report('a', [1, 2]);
    watched.report('b', [2, 3]);
    expect(watched.ids().sort()).to.deep.equal([1, 2, 3]);
    watched.report('a', [4]);
    expect(watched.ids().sort()).to.deep.equal([2, 3, 4]);
    watched.forget('b');
    expect(watched.ids()).to.deep.equal([4]);
    now = 25_001;
    watched.report('c', [9]);
    expect(watched.ids()).to.deep.equal([9]);
  });
});
