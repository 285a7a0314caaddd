export { eventsAllTopic, eventsMaxPages, eventsPageSize, PagedEventsFilter } from './paged-events-filter';
export type { EventsPaging, EventsRequest } from './paged-events-filter';
export { EventsFeed } from './events-feed';
