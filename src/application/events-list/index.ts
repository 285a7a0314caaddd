export { eventsListModule } from './events-list-module';
export { EventsListFeed } from './events-list-feed';
export { EventsListQueries, eventsListStorageKey } from './events-list.queries';
export type { EventsListView } from './events-list.queries';
