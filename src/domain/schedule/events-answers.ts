import type { FrameRejected } from '../frames';
import { defineProjection, unhandled } from '../projection';
import type { EventsListed } from './schedule.events';

/**
 * The answers to `filter` pushes on events:all (its `events` frames) folded so far, as the normalizer decoded
 * them: what a screen paging through the topic counts (PagedEventsFilter asks for the next page while the
 * newest answer comes back full). A frame its codec rejected is an answer too, of no events: no push waits for
 * it in vain, and no page follows a page nobody could list.
 */
export interface EventsAnswersState {
  readonly count: number;
  /** The events in the newest answer. */
  readonly lastSize: number;
}

export const initialEventsAnswersState: EventsAnswersState = { count: 0, lastSize: 0 };

export const eventsAnswersProjection = defineProjection<EventsAnswersState, EventsListed | FrameRejected>({
  name: 'eventsAnswers',
  initial: initialEventsAnswersState,
  handles: { EventsListed: true, FrameRejected: true },
  fold(state, events) {
    let { count, lastSize } = state;
    for (const event of events)
      switch (event.type) {
        case 'EventsListed':
          count += 1;
          lastSize = event.events.length;
          break;
        case 'FrameRejected':
          if (event.topic !== 'events:all' || event.event !== 'events') break;
          count += 1;
          lastSize = 0;
          break;
        default:
          unhandled(event);
      }
    return count === state.count ? state : Object.freeze({ count, lastSize });
  },
});
