// Names of the commands whose journal entries the schedule and billing projections read. The application's
// command bus issues them under these names, with the push payload as arguments.
export const scheduleCommandNames = {
  /** Push `filter` on events:all; args are the filter ({daterange, states, customer?, offset?, limit?, order_by?}). */
  filterEvents: 'events.filter',
  /** Push `search` on events:search; args are {search}. */
  searchEvents: 'events.search',
} as const;
