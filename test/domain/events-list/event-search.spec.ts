import { expect } from 'chai';
import { canSearchEvents, eventSearchMinimumLength } from '../../../src/domain/events-list';

describe('domain/schedule: event search (spec 1 §2.5, §5, §9)', () => {
  it('spec 1 §5: "Event search starts only with more than 2 characters (minimum 3)"', () => {
    expect(eventSearchMinimumLength).to.equal(3);
    expect(canSearchEvents('hi')).to.equal(false);
    expect(canSearchEvents('hif')).to.equal(true);
    expect(canSearchEvents('  hi  ')).to.equal(false);
  });
});
