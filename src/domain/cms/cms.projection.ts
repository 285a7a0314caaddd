import { castDraft, type Draft } from 'immer';
import { defineProjection, mapByKey, unhandled } from '../projection';
import type { CmsListsEvent } from './cms.events';
import type { ContentList } from './content-list';
import type { ListData } from './list-data';
import type { ListType } from './list-type';

export interface CmsState {
  readonly listTypes: Readonly<Record<string, ListType>>;
  readonly lists: Readonly<Record<string, ContentList>>;
  /** List id → record id → record; a list is absent until its cms:list_datas topic sent init. */
  readonly listData: Readonly<Record<string, Readonly<Record<string, ListData>>>>;
}

export const initialCmsState: CmsState = { listTypes: {}, lists: {}, listData: {} };

/**
 * A list's records, writable in this fold: a draft, or a map this batch made. A map an earlier event of the same
 * batch assigned (an init) is the frozen object itself, not a draft: it is copied once, and later events of the
 * batch write to the copy (a plain object, not frozen).
 */
const writableRecords = (draft: Draft<CmsState>, listId: number): Record<string, Draft<ListData>> => {
  const records = draft.listData[listId];
  if (records !== undefined && !Object.isFrozen(records)) return records;
  const copy: Record<string, Draft<ListData>> = { ...records };
  draft.listData[listId] = copy;
  return copy;
};

export const cmsProjection = defineProjection<CmsState, CmsListsEvent>({
  name: 'cms',
  initial: initialCmsState,
  handles: {
    CmsReceived: true,
    ListTypeUpdated: true,
    ListTypeDeleted: true,
    ContentListUpdated: true,
    ContentListDeleted: true,
    ListDataReceived: true,
    ListDataUpdated: true,
    ListDataDeleted: true,
  },
  apply(draft, event) {
    switch (event.type) {
      case 'CmsReceived':
        draft.listTypes = castDraft(mapByKey(event.listTypes, (listType) => listType.id));
        draft.lists = castDraft(mapByKey(event.lists, (list) => list.id));
        // Records of lists that no longer exist go; those of remaining lists wait for their own init.
        for (const listId of Object.keys(draft.listData)) if (!draft.lists[listId]) delete draft.listData[listId];
        return;
      case 'ListTypeUpdated':
        draft.listTypes[event.listType.id] = castDraft(event.listType);
        return;
      case 'ListTypeDeleted':
        delete draft.listTypes[event.id];
        return;
      case 'ContentListUpdated':
        draft.lists[event.list.id] = castDraft(event.list);
        return;
      case 'ContentListDeleted':
        delete draft.lists[event.id];
        delete draft.listData[event.id];
        return;
      case 'ListDataReceived': {
        const records: Record<string, ListData> = {};
        for (const item of event.items) records[item.id] = Object.freeze(item);
        // Frozen, so immer's finalize does not walk 20,000 records and their values looking for drafts: that
        // walk was most of a large init's fold (docs/performance.md, "Content list of 20,000 records").
        draft.listData[event.listId] = castDraft(Object.freeze(records));
        return;
      }
      case 'ListDataUpdated':
        writableRecords(draft, event.listId)[event.item.id] = castDraft(Object.freeze(event.item));
        return;
      case 'ListDataDeleted':
        if (draft.listData[event.listId]) delete writableRecords(draft, event.listId)[event.id];
        return;
      default:
        unhandled(event);
    }
  },
});

/** A list's records sorted by id ascending, the tables' default order (spec 3 §2.4); undefined until loaded. */
export const listRecords = (state: CmsState, listId: number): readonly ListData[] | undefined => {
  const records = state.listData[listId];
  return records ? Object.values(records).sort((a, b) => a.id - b.id) : undefined;
};

/** The list type of a list, if both are known. */
export const listTypeOf = (state: CmsState, listId: number): ListType | undefined => {
  const list = state.lists[listId];
  return list ? state.listTypes[list.cms_list_type_id] : undefined;
};
