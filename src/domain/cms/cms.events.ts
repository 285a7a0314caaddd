import type { ContentList } from './content-list';
import type { ContentRecord, ReleaseRecord, SeriesItem } from './content-record';
import type { ListData } from './list-data';
import type { ListType } from './list-type';

/** `cms:all` init: every list type and list, replacing what was held. */
export interface CmsReceived {
  readonly type: 'CmsReceived';
  readonly listTypes: readonly ListType[];
  readonly lists: readonly ContentList[];
  readonly at: number;
}

export interface ListTypeUpdated {
  readonly type: 'ListTypeUpdated';
  readonly listType: ListType;
  readonly at: number;
}

export interface ListTypeDeleted {
  readonly type: 'ListTypeDeleted';
  readonly id: number;
  readonly at: number;
}

export interface ContentListUpdated {
  readonly type: 'ContentListUpdated';
  readonly list: ContentList;
  readonly at: number;
}

export interface ContentListDeleted {
  readonly type: 'ContentListDeleted';
  readonly id: number;
  readonly at: number;
}

/** `cms:list_datas:{list_id}` init: that list's records, replacing that list's records only. */
export interface ListDataReceived {
  readonly type: 'ListDataReceived';
  readonly listId: number;
  readonly items: readonly ListData[];
  readonly at: number;
}

export interface ListDataUpdated {
  readonly type: 'ListDataUpdated';
  readonly listId: number;
  readonly item: ListData;
  readonly at: number;
}

export interface ListDataDeleted {
  readonly type: 'ListDataDeleted';
  readonly listId: number;
  readonly id: number;
  readonly at: number;
}

/** GET content_list/{id} or content_list/by_name/{name}: the list's flat records. */
export interface ContentRecordsLoaded {
  readonly type: 'ContentRecordsLoaded';
  readonly list: { readonly id: number } | { readonly name: string };
  readonly records: readonly ContentRecord[];
  readonly at: number;
}

/** GET content_list/{id} of a release list (developer_config version_3_list_id or broadcaster_list_id). */
export interface ReleaseRecordsLoaded {
  readonly type: 'ReleaseRecordsLoaded';
  readonly listId: number;
  readonly records: readonly ReleaseRecord[];
  readonly at: number;
}

/** GET content_list/{id} of a device type's series list (the plan). */
export interface SeriesItemsLoaded {
  readonly type: 'SeriesItemsLoaded';
  readonly listId: number;
  readonly items: readonly SeriesItem[];
  readonly at: number;
}

export type CmsListsEvent =
  | CmsReceived
  | ListTypeUpdated
  | ListTypeDeleted
  | ContentListUpdated
  | ContentListDeleted
  | ListDataReceived
  | ListDataUpdated
  | ListDataDeleted;
export type ContentRecordsEvent = ContentRecordsLoaded | ReleaseRecordsLoaded | SeriesItemsLoaded;
export type CmsEvent = CmsListsEvent | ContentRecordsEvent;
