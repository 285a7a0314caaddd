import { expect } from 'chai';
import { scheduleProjection } from '../../../src/domain/schedule';
import {
  aFilter,
  aGroup,
  anEvent,
  day,
  filterPushed,
  nov24,
  searchAnswered,
  searchIssued,
  settled,
  uuidOf,
} from './schedule-fixtures';
import { projectionSpec } from '../../support/projection-spec';

const { given, when } = projectionSpec(scheduleProjection);

const week = aFilter(nov24, nov24 + 8 * day - 1);
const filtered = filterPushed('c1', week);

describe('domain/schedule: schedule projection', () => {
  it('events:all init replaces the list: stale events are gone', () => {
    const state = given(filtered, { type: 'EventsLoaded', events: [anEvent(1), anEvent(2)], at: 10 });
    const next = when(state, { type: 'EventsLoaded', events: [anEvent(3)], at: 20 });
    expect(Object.keys(next.events)).to.deep.equal([uuidOf(3)]);
    expect(next.loadedAt).to.equal(20);
  });

  it('spec 2 §4: keeps only active events that overlap the chosen range', () => {
    const state = given(filtered, {
      type: 'EventsLoaded',
      events: [
        anEvent(1),
        anEvent(2, { state: 'archived' }),
        anEvent(3, { cached_start_time: nov24 - 3 * day, cached_end_time: nov24 - 2 * day }),
      ],
      at: 10,
    });
    expect(Object.keys(state.events)).to.deep.equal([uuidOf(1)]);
  });

  it('event-update upserts: a new event is added, a known one replaced', () => {
    const state = given(filtered, { type: 'EventsLoaded', events: [anEvent(1)], at: 10 });
    const next = when(
      state,
      { type: 'EventUpdated', event: anEvent(1, { title: 'Renamed' }), at: 11 },
      { type: 'EventUpdated', event: anEvent(2), at: 12 },
    );
    expect(next.events[uuidOf(1)]?.title).to.equal('Renamed');
    expect(next.events[uuidOf(2)]).to.not.equal(undefined);
    expect(next.updatedAt).to.equal(12);
  });

  it('event-update of an archived or moved-away event removes it; unknown ids are harmless', () => {
    const state = given(filtered, { type: 'EventsLoaded', events: [anEvent(1), anEvent(2)], at: 10 });
    const next = when(
      state,
      { type: 'EventUpdated', event: anEvent(1, { state: 'archived' }), at: 11 },
      {
        type: 'EventUpdated',
        event: anEvent(2, { cached_start_time: nov24 + 30 * day, cached_end_time: nov24 + 31 * day }),
        at: 12,
      },
      { type: 'EventUpdated', event: anEvent(9, { state: 'archived' }), at: 13 },
    );
    expect(next.events).to.deep.equal({});
  });

  it('holds each event group once, so a to-do change through one event shows on its sibling', () => {
    const email = 'anna.producer@example.com';
    const group = aGroup(1);
    const state = given(filtered, {
      type: 'EventsLoaded',
      events: [anEvent(1, { event_group: group }), anEvent(2, { event_group: group })],
      at: 10,
    });
    expect(state.events[uuidOf(2)]?.event_group_uuid).to.equal(group.uuid);
    const withTodo = aGroup(1, { [email]: { active: true, status: 'watch' } });
    const next = when(state, { type: 'EventUpdated', event: anEvent(1, { event_group: withTodo }), at: 11 });
    expect(next.groups[group.uuid]?.system_meta?.todos?.[email]).to.deep.equal({ active: true, status: 'watch' });
    expect(next.groupUsers[group.uuid]).to.equal(2);
  });

  it('drops a group when its last event leaves, keeps it while another event needs it', () => {
    const group = aGroup(1);
    const state = given(filtered, {
      type: 'EventsLoaded',
      events: [anEvent(1, { event_group: group }), anEvent(2, { event_group: group })],
      at: 10,
    });
    const one = when(state, {
      type: 'EventUpdated',
      event: anEvent(1, { state: 'archived', event_group: group }),
      at: 11,
    });
    expect(one.groups[group.uuid]).to.not.equal(undefined);
    const none = when(one, { type: 'EventsLoaded', events: [], at: 12 });
    expect(none.groups).to.deep.equal({});
    expect(none.groupUsers).to.deep.equal({});
  });

  it('events answering a filter replace the list, or add a following page (cloudrec offset)', () => {
    const state = given(filtered, { type: 'EventsListed', events: [anEvent(1)], at: 10 });
    const paged = when(state, filterPushed('c2', { ...week, offset: 50, limit: 50 }), {
      type: 'EventsListed',
      events: [anEvent(2)],
      at: 11,
    });
    expect(Object.keys(paged.events).sort()).to.deep.equal([uuidOf(1), uuidOf(2)]);
    const fresh = when(paged, filterPushed('c3', week), {
      type: 'EventsListed',
      events: [anEvent(3)],
      at: 12,
    });
    expect(Object.keys(fresh.events)).to.deep.equal([uuidOf(3)]);
  });

  it('takes the filter of the newest events.filter push', () => {
    const day1 = aFilter(nov24, nov24 + day - 1);
    expect(given(filtered, filterPushed('c2', day1)).filter).to.deep.equal(day1);
  });

  it('an editor event (events:{uuid}) is kept whatever its range and follows later updates', () => {
    const far = anEvent(5, { cached_start_time: nov24 + 40 * day, cached_end_time: nov24 + 41 * day });
    const state = given(filtered, { type: 'EventReceived', event: far, at: 10 });
    expect(state.opened[far.uuid]?.title).to.equal('Event 5');
    expect(state.events[far.uuid]).to.equal(undefined);
    const next = when(state, { type: 'EventUpdated', event: { ...far, title: 'Moved' }, at: 11 });
    expect(next.opened[far.uuid]?.title).to.equal('Moved');
  });

  it('an event group with its events (events:event_group_by_event) lists the members under the group', () => {
    const group = aGroup(2);
    const state = given(filtered, { type: 'EventGroupReceived', group, events: [anEvent(1), anEvent(2)], at: 10 });
    expect(state.groupMembers[group.uuid]).to.deep.equal([uuidOf(1), uuidOf(2)]);
    expect(state.opened[uuidOf(2)]?.event_group_uuid).to.equal(group.uuid);
    expect(state.groups[group.uuid]).to.deep.equal(group);
  });

  describe('event search', () => {
    const results = [{ uuid: uuidOf(7), cached_start_time: 100, title: 'HIFK – Tappara' }];

    it('is pending once issued and holds the results of its answer', () => {
      const pending = given(searchIssued('s1', 'hifk', 5));
      expect(pending.search).to.deep.include({ status: 'pending', text: 'hifk', commandId: 's1' });
      const ready = when(pending, settled('s1', 'ok', { results }, 6), searchAnswered('s1', results, 6));
      expect(ready.search.status).to.equal('ready');
      expect(ready.search.results.map((result) => result.uuid)).to.deep.equal([uuidOf(7)]);
    });

    it('ignores the answer of a search a newer one replaced, and fails on an error', () => {
      const state = given(searchIssued('s1', 'hifk'), searchIssued('s2', 'tappara'));
      const stale = when(state, settled('s1', 'ok', { results }), searchAnswered('s1', results));
      expect(stale).to.equal(state);
      expect(when(state, settled('s2', 'timeout')).search.status).to.equal('failed');
    });
  });

  it('returns the same state for an event it does not handle', () => {
    const state = given(filtered);
    expect(when(state, { type: 'ClockTicked', now: 0 })).to.equal(state);
  });
});
