import { castDraft } from 'immer';
import { defineProjection, unhandled } from '../projection';
import type { Filter } from './filter';
import type { FiltersEvent } from './settings.events';

export interface FiltersState {
  readonly byId: Readonly<Record<string, Filter>>;
}

export const initialFiltersState: FiltersState = { byId: {} };

export const filtersProjection = defineProjection<FiltersState, FiltersEvent>({
  name: 'filters',
  initial: initialFiltersState,
  handles: {
    FiltersReceived: true,
    FilterUpdated: true,
    FilterDeleted: true,
  },
  apply(draft, event) {
    switch (event.type) {
      case 'FiltersReceived':
        draft.byId = {};
        for (const filter of event.filters) draft.byId[filter.id] = castDraft(filter);
        return;
      case 'FilterUpdated':
        draft.byId[event.filter.id] = castDraft(event.filter);
        return;
      case 'FilterDeleted':
        delete draft.byId[event.id];
        return;
      default:
        unhandled(event);
    }
  },
});
