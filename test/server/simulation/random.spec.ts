import { expect } from 'chai';
import { drift, hashSeed, seededRandom } from '../../../server/simulation/random';

describe('server/simulation/random', () => {
  it('a seeded source repeats itself and stays in [0, 1)', () => {
    const first = seededRandom(42);
    const second = seededRandom(42);
    const values = Array.from({ length: 1000 }, () => first());
    expect(values).to.deep.equal(Array.from({ length: 1000 }, () => second()));
    expect(values.every((value) => value >= 0 && value < 1)).to.equal(true);
    expect(hashSeed('instance:7')).to.equal(hashSeed('instance:7')).and.not.equal(hashSeed('instance:8'));
  });

  it('drift wanders within its bounds and is pulled back towards its centre', () => {
    const random = seededRandom(1);
    let value = 95;
    const seen: number[] = [];
    for (let step = 0; step < 5000; step += 1)
      seen.push((value = drift(value, random, { step: 5, min: 0, max: 100, centre: 30, pull: 0.1 })));
    expect(Math.min(...seen)).to.be.at.least(0);
    expect(Math.max(...seen)).to.be.at.most(100);
    const average = seen.slice(100).reduce((sum, item) => sum + item, 0) / (seen.length - 100);
    expect(average).to.be.within(25, 35);
  });
});
