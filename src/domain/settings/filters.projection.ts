import { entityListProjection, type EntityListState } from '../projection';
import type { Filter } from './filter';
import type { FiltersEvent } from './settings.events';

export type FiltersState = EntityListState<Filter>;

export const initialFiltersState: FiltersState = { byId: {} };

export const filtersProjection = entityListProjection<FiltersEvent>()({
  name: 'filters',
  received: 'FiltersReceived',
  updated: 'FilterUpdated',
  deleted: 'FilterDeleted',
  records: (event) => event.filters,
  record: (event) => event.filter,
  removed: (event) => event.id,
});
