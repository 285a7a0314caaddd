import { expect } from 'chai';
import type { NewLogEntry } from '../../../src/domain/log';
import { eventsAnswersProjection } from '../../../src/domain/schedule';
import { projectionSpec } from '../../support/projection-spec';
import { anEvent } from './schedule-fixtures';

const { given, when } = projectionSpec(eventsAnswersProjection);

const frame = (topic: string, event: string, payload: unknown): NewLogEntry => ({
  kind: 'FrameReceived',
  topic,
  event,
  payload,
  at: 1,
});
const answer = (count: number): NewLogEntry =>
  frame('events:all', 'events', { events: Array.from({ length: count }, (_, index) => anEvent(index + 1)) });

describe('domain/schedule: events:all answers, counted from the decoded frames', () => {
  it('given answers to filter pushes, then each counts and the newest tells its size', () => {
    const state = given(answer(3), answer(2));
    expect(state).to.deep.equal({ count: 2, lastSize: 2 });
  });

  it('given an answer its codec rejects, then it counts as an answer of no events', () => {
    const state = given(answer(3), frame('events:all', 'events', { events: [{ uuid: 7 }, anEvent(2)] }));
    expect(state).to.deep.equal({ count: 2, lastSize: 0 });
  });

  it('given an answer, when the join init, an event update or frames of other topics come, then nothing changes', () => {
    const state = given(answer(1));
    expect(
      when(
        state,
        frame('events:all', 'init', { events: [anEvent(1)] }),
        frame('events:all', 'event-update', { data: anEvent(1) }),
        frame('events:all', 'init', { events: 'none' }),
        frame('events:search', 'events', { events: 'none' }),
      ),
    ).to.equal(state);
  });
});
