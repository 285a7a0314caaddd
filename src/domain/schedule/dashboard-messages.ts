// The dashboard's commands and toasts (spec 1 §2.5, §8). Names are the journal's and the audit view's.

export const dashboardCommandNames = {
  /** Push `stop` on events:{uuid}; args {uuid, title?}. */
  stopEvent: 'events.stop',
  /** Push `toggle_todo` {active, status} on events:{uuid}; args {uuid, active, status}. */
  toggleTodo: 'events.toggle_todo',
  /** List or tiles, remembered in local storage; args {layout}. */
  setLayout: 'dashboard.layout',
  /** The admin 'filter own events' switch; args {on}. */
  setOwnEvents: 'dashboard.own_events',
  /** The day range the dashboard shows (opened, Previous/Next day); args {start, end}, unix seconds. */
  setRange: 'dashboard.range',
} as const;

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
