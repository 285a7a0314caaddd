import { Checkbox, Field, Input, Text } from '@fluentui/react-components';
import { EventsListQueries, type EventsListView } from '../../application/events-list';
import { DateInput } from '../inputs';
import { useService } from '../shared';

/** From and To dates, Active and Archived (kept in local storage), and the text search (spec 3 §2.3). */
export const EventsListFilters = ({ view }: { view: EventsListView }): React.JSX.Element => {
  const queries = useService(EventsListQueries);
  const { filter } = view;
  return (
    <form
      role="search"
      aria-label="Event filters"
      style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'end' }}
      onSubmit={(event) => event.preventDefault()}
    >
      <div data-testid="events-filter-from">
        <DateInput
          label="From"
          value={filter.from}
          onChange={(value, day) => day && queries.setFilter({ from: value })}
        />
      </div>
      <div data-testid="events-filter-to">
        <DateInput label="To" value={filter.to} onChange={(value, day) => day && queries.setFilter({ to: value })} />
      </div>
      <Checkbox
        label="Active"
        data-testid="events-filter-active"
        checked={filter.active}
        onChange={(_, data) => queries.setFilter({ active: data.checked === true })}
      />
      <Checkbox
        label="Archived"
        data-testid="events-filter-archived"
        checked={filter.archived}
        onChange={(_, data) => queries.setFilter({ archived: data.checked === true })}
      />
      <Field label="Search" hint="3 characters or more; accents and case do not matter">
        <Input
          type="search"
          data-testid="events-search"
          value={view.search}
          placeholder="Title, subtitle, source, destination"
          onChange={(_, data) => queries.setSearch(data.value)}
        />
      </Field>
      {!view.rangeValid && <Text role="alert">To must not be before From.</Text>}
    </form>
  );
};
