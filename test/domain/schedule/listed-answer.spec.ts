import { expect } from 'chai';
import { listedAnswer, type ListMaps } from '../../../src/domain/schedule';
import { initialRootState, reduceBatch, type DomainEvent } from '../../../src/domain/state';
import { aFilter, aGroup, anEvent, day, filterPushed, hour, nov24, uuidOf } from './schedule-fixtures';

const week = aFilter(nov24, nov24 + 8 * day - 1);
const empty: ListMaps = { events: {}, opened: {}, groups: {}, groupUsers: {} };
const inGroup = (n: number, group: number) => anEvent(n, { event_group: aGroup(group) });

describe('domain/schedule: an events:all answer folded into the list (listedAnswer)', () => {
  it('a first page replaces the list; groups are counted per event and dropped with their last one', () => {
    const first = listedAnswer(empty, week, [inGroup(1, 1), inGroup(2, 1), inGroup(3, 2)], true);
    expect(first.groupUsers).to.deep.equal({ [uuidOf(1001)]: 2, [uuidOf(1002)]: 1 });
    const next = listedAnswer(first, week, [inGroup(2, 1), anEvent(4)], true);
    expect(Object.keys(next.events)).to.deep.equal([uuidOf(2), uuidOf(4)]);
    expect(next.events[uuidOf(2)]?.event_group_uuid).to.equal(uuidOf(1001));
    expect(next.groupUsers).to.deep.equal({ [uuidOf(1001)]: 1 });
    expect(Object.keys(next.groups)).to.deep.equal([uuidOf(1001)]);
  });

  it('a following page adds to the list, and drops an answered event that no longer matches the filter', () => {
    const first = listedAnswer(empty, week, [inGroup(1, 1), inGroup(2, 2)], true);
    const outside = inGroup(2, 2);
    const moved = { ...outside, cached_start_time: nov24 + 9 * day, cached_end_time: nov24 + 9 * day + 2 * hour };
    const next = listedAnswer(first, week, [inGroup(3, 1), moved], false);
    expect(Object.keys(next.events).sort()).to.deep.equal([uuidOf(1), uuidOf(3)]);
    expect(next.groupUsers).to.deep.equal({ [uuidOf(1001)]: 2 });
    expect(next.groups[uuidOf(1002)]).to.equal(undefined);
  });

  it('an opened event follows its answer, and keeps its group when it leaves the list', () => {
    const opened: ListMaps = {
      ...empty,
      opened: { [uuidOf(5)]: { ...anEvent(5), event_group_uuid: uuidOf(1003) } },
      groups: { [uuidOf(1003)]: aGroup(3) },
      groupUsers: { [uuidOf(1003)]: 1 },
    };
    const renamed = inGroup(5, 3);
    const next = listedAnswer(opened, week, [{ ...renamed, title: 'Renamed' }], true);
    expect(next.opened[uuidOf(5)]?.title).to.equal('Renamed');
    expect(next.groupUsers).to.deep.equal({ [uuidOf(1003)]: 2 });
    const gone = listedAnswer(next, week, [], true);
    expect(gone.events).to.deep.equal({});
    expect(gone.groupUsers).to.deep.equal({ [uuidOf(1003)]: 1 });
    expect(gone.opened).to.equal(next.opened);
  });

  it('a page and one-event updates in the same batch: the frozen maps the page wrote are copied, not written', () => {
    const events: DomainEvent[] = [
      filterPushed('c1', week),
      { type: 'EventsListed', events: [inGroup(1, 1), inGroup(2, 1)], at: 10 },
      { type: 'EventUpdated', event: { ...inGroup(1, 2), title: 'Updated' }, at: 11 },
      { type: 'EventGroupReceived', group: aGroup(1), events: [inGroup(2, 1)], at: 12 },
    ];
    const state = reduceBatch(initialRootState(), events);
    expect(state.schedule.events[uuidOf(1)]?.title).to.equal('Updated');
    expect(state.schedule.groupUsers).to.deep.equal({ [uuidOf(1001)]: 3, [uuidOf(1002)]: 1 });
    expect(Object.keys(state.billing.events).sort()).to.deep.equal([uuidOf(1), uuidOf(2)]);
    expect(state.billing.events[uuidOf(1)]?.title).to.equal('Updated');
    // The next batch writes through immer's drafts again, over the frozen maps.
    const after = reduceBatch(state, [{ type: 'EventsListed', events: [inGroup(3, 2)], at: 13 }]);
    expect(Object.keys(after.schedule.events)).to.deep.equal([uuidOf(3)]);
    expect(after.schedule.groupUsers).to.deep.equal({ [uuidOf(1001)]: 2, [uuidOf(1002)]: 1 });
  });
});
