import { expect } from 'chai';
import { belongsToList, defaultEventStates, isFollowingPage } from '../../../src/domain/schedule';
import { aFilter, anEvent } from './schedule-fixtures';

describe('domain/schedule: list membership (spec 2 §4; spec 3 §9)', () => {
  const filter = aFilter(1000, 2000);

  it('spec 2 §4: keeps only active events that overlap the chosen range (ends inclusive)', () => {
    expect(belongsToList(anEvent(1, { cached_start_time: 500, cached_end_time: 1000 }), filter)).to.equal(true);
    expect(belongsToList(anEvent(1, { cached_start_time: 2000, cached_end_time: 2500 }), filter)).to.equal(true);
    expect(belongsToList(anEvent(1, { cached_start_time: 500, cached_end_time: 999 }), filter)).to.equal(false);
    expect(belongsToList(anEvent(1, { cached_start_time: 2001, cached_end_time: 2500 }), filter)).to.equal(false);
    expect(
      belongsToList(anEvent(1, { cached_start_time: 500, cached_end_time: 2500, state: 'archived' }), filter),
    ).to.equal(false);
  });

  it('spec 3 §2.3: a filter with the Archived box keeps archived events too', () => {
    const both = aFilter(1000, 2000, { states: ['active', 'archived'] });
    expect(
      belongsToList(anEvent(1, { cached_start_time: 1500, cached_end_time: 1600, state: 'archived' }), both),
    ).to.equal(true);
  });

  it('spec 3 §9: "Event filter defaults: states active" before any filter is known', () => {
    expect(defaultEventStates).to.deep.equal(['active']);
    expect(belongsToList(anEvent(1), undefined)).to.equal(true);
    expect(belongsToList(anEvent(1, { state: 'archived' }), undefined)).to.equal(false);
  });

  it('spec 2 §2 (cloudrec): a filter with an offset asks for a following page', () => {
    expect(isFollowingPage(aFilter(1, 2, { offset: 50, limit: 50 }))).to.equal(true);
    expect(isFollowingPage(aFilter(1, 2, { offset: 0, limit: 50 }))).to.equal(false);
    expect(isFollowingPage(undefined)).to.equal(false);
  });
});
