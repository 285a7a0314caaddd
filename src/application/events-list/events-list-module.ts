import { ContainerModule } from 'inversify';
import { EventsListFeed } from './events-list-feed';
import { EventsListQueries } from './events-list.queries';

/** The /events list (spec 3 §2.3). */
export const eventsListModule = new ContainerModule(({ bind }) => {
  bind(EventsListFeed).toSelf().inSingletonScope();
  bind(EventsListQueries).toSelf().inSingletonScope();
});
