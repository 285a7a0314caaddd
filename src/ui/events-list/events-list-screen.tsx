import { Button, Text } from '@fluentui/react-components';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { EventsListQueries } from '../../application/events-list';
import { ScreenTitle, TablePager, useObservable, useService } from '../shared';
import { EventsListFilters } from './events-list-filters';
import { EventsListTable } from './events-list-table';

/** /events (spec 3 §2.3): the events table; new and edit open the event editor in a sheet over it. */
export const EventsListScreen = (): React.JSX.Element => {
  const queries = useService(EventsListQueries);
  useEffect(() => {
    queries.open();
    return () => queries.close();
  }, [queries]);
  const view = useObservable(queries.view$, undefined);
  return (
    <section aria-labelledby="events-title" style={{ display: 'flex', flexDirection: 'column', gap: 12, padding: 16 }}>
      <ScreenTitle
        id="events-title"
        actions={
          <Button appearance="primary" data-testid="events-new" onClick={() => queries.newEvent()}>
            Add event
          </Button>
        }
      >
        Events
      </ScreenTitle>
      {view && (
        <>
          <EventsListFilters view={view} />
          <Text data-testid="events-count">{`${view.matching} events`}</Text>
          <EventsListTable view={view} />
          <TablePager label="Event pages" view={view} paging={queries} testIdPrefix="events" />
        </>
      )}
      <Outlet />
    </section>
  );
};
