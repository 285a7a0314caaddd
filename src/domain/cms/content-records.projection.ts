import { castDraft } from 'immer';
import { defineProjection, unhandled } from '../projection';
import type { ContentRecordsEvent } from './cms.events';
import type { ContentRecord, ReleaseRecord, SeriesItem } from './content-record';

/** Content lists read over HTTP, each answer replacing the previous one for the same list. */
export interface ContentRecordsState {
  readonly byListId: Readonly<Record<string, readonly ContentRecord[]>>;
  readonly byListName: Readonly<Record<string, readonly ContentRecord[]>>;
  readonly releases: Readonly<Record<string, readonly ReleaseRecord[]>>;
  readonly series: Readonly<Record<string, readonly SeriesItem[]>>;
}

export const initialContentRecordsState: ContentRecordsState = {
  byListId: {},
  byListName: {},
  releases: {},
  series: {},
};

export const contentRecordsProjection = defineProjection<ContentRecordsState, ContentRecordsEvent>({
  name: 'contentRecords',
  initial: initialContentRecordsState,
  handles: {
    ContentRecordsLoaded: true,
    ReleaseRecordsLoaded: true,
    SeriesItemsLoaded: true,
  },
  apply(draft, event) {
    switch (event.type) {
      case 'ContentRecordsLoaded':
        if ('id' in event.list) draft.byListId[event.list.id] = castDraft(event.records);
        // '__proto__' as a key would replace the map's prototype instead of adding an entry.
        else if (event.list.name !== '__proto__') draft.byListName[event.list.name] = castDraft(event.records);
        return;
      case 'ReleaseRecordsLoaded':
        draft.releases[event.listId] = castDraft(event.records);
        return;
      case 'SeriesItemsLoaded':
        draft.series[event.listId] = castDraft(event.items);
        return;
      default:
        unhandled(event);
    }
  },
});
