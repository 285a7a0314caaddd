import { expect } from 'chai';
import {
  eventByUuid,
  groupEvents,
  listedEvents,
  scheduleProjection,
  todoListEvents,
  type ScheduleEvent,
} from '../../../src/domain/schedule';
import { aGroup, anEvent, hour, nov24, uuidOf } from './schedule-fixtures';
import { projectionSpec } from '../../support/projection-spec';

const { given, when } = projectionSpec(scheduleProjection);

describe('domain/schedule: schedule selectors', () => {
  const email = 'anna.producer@example.com';
  const watched = aGroup(1, { [email]: { active: true, status: 'watch' } });
  const state = given({
    type: 'EventsLoaded',
    events: [
      anEvent(2, { cached_start_time: nov24 + 30 * hour, cached_end_time: nov24 + 32 * hour }),
      anEvent(1, { event_group: watched }),
    ],
    at: 1,
  });

  it('joins each event with its group, by kickoff', () => {
    const events = listedEvents(state);
    expect(events.map((event) => event.uuid)).to.deep.equal([uuidOf(1), uuidOf(2)]);
    expect(events[0]?.event_group).to.deep.equal(watched);
    expect(eventByUuid(state, uuidOf(1))?.event_group?.uuid).to.equal(watched.uuid);
    expect(eventByUuid(state, 'hasOwnProperty')).to.equal(undefined);
  });

  it("spec 1 §2.5: 'filter own events' limits the list to the account's to-do list", () => {
    expect(todoListEvents(state, email).map((event) => event.uuid)).to.deep.equal([uuidOf(1)]);
  });

  it('lists the events of a delivered group and nothing for an unknown one', () => {
    const group = aGroup(3);
    const received: ScheduleEvent = { type: 'EventGroupReceived', group, events: [anEvent(5)], at: 2 };
    const withGroup = when(state, received);
    expect(groupEvents(withGroup, group.uuid).map((event) => event.uuid)).to.deep.equal([uuidOf(5)]);
    expect(groupEvents(withGroup, uuidOf(99))).to.deep.equal([]);
  });
});
