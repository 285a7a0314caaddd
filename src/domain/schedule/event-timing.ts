/** Spec 1 §4 and §9: an event is near its end when under 600 seconds remain. */
export const nearEndThresholdSeconds = 600;

/** Where an event stands against the server clock; near-end is the last stretch of current. */
export type EventTiming = 'future' | 'current' | 'near-end' | 'past';

interface Timed {
  readonly cached_start_time: number;
  readonly cached_end_time: number;
}

/** Spec 1 §4: future before the start, current between start and end, past after the end (`now` in unix s). */
export const eventTiming = (event: Timed, now: number): EventTiming => {
  if (now < event.cached_start_time) return 'future';
  if (now > event.cached_end_time) return 'past';
  return event.cached_end_time - now < nearEndThresholdSeconds ? 'near-end' : 'current';
};

export const isCurrent = (timing: EventTiming): boolean => timing === 'current' || timing === 'near-end';

/** Spec 1 §5: a stop-event action is allowed only while the event is current. */
export const canStopEvent = (timing: EventTiming): boolean => isCurrent(timing);

/** Spec 1 §2.5: the live or preview menu is offered for current or future events. */
export const offersVideoMenu = (timing: EventTiming): boolean => timing !== 'past';

/** Spec 1 §2.5: past events are dimmed. */
export const isDimmed = (timing: EventTiming): boolean => timing === 'past';

/** Elapsed share of the event for its progress bar, 0 before the start and 1 after the end. */
export const eventProgress = (event: Timed, now: number): number => {
  const length = event.cached_end_time - event.cached_start_time;
  if (length <= 0) return now >= event.cached_end_time ? 1 : 0;
  return Math.min(1, Math.max(0, (now - event.cached_start_time) / length));
};
