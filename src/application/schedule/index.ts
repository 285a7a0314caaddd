export { eventsAllTopic, eventsMaxPages, eventsPageSize, PagedEventsFilter } from './paged-events-filter';
export type { EventsRequest } from './paged-events-filter';
