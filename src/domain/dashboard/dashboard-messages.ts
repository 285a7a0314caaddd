// The dashboard's commands and toasts (spec 1 §2.5, §8). Names are the journal's and the audit view's.

/** Spec 1 §8 "Event actions". */
export const dashboardMessages = {
  eventStopped: 'Event was stopped!',
  stopFailed: 'Unable to stop event!',
  /** A refused to-do change: the spec names no text, so the event action's update failure is used. */
  todoFailed: 'Unable to update event!',
  /** The stop confirmation's heading; its body shows title, start and end (spec 1 §8). */
  stopConfirmation: 'Stop event?',
} as const;

/**
 * No list arrived and the range's filter push failed (spec silent; docs/protocol/schedule.md): said in place of
 * 'Loading events…', which would otherwise wait for good.
 */
export const eventsFailedMessage = (reason: string): string => `The events could not be loaded: ${reason}`;
