import { inject, injectable } from 'inversify';
import { map, type Observable } from 'rxjs';
import { contentPrivileges, isAdministrator, isListVisible, type ContentPrivileges } from '../../domain/accounts';
import {
  contentColumns,
  contentListSpec,
  listTypeOf,
  type ContentColumn,
  type ContentList,
  type ListData,
  type ListType,
} from '../../domain/cms';
import type { AdminSort } from '../../domain/admin-kit';
import { billingListIds, mayReadBillingList } from '../../domain/billing';
import type { Setting } from '../../domain/settings';
import { AdminList } from '../admin-kit';
import { DisplayZone, sameJson } from '../shared';
import { StateReader } from '../store';

/** A list in the side bar (spec 3 §2.4). */
export interface ContentListEntry {
  readonly id: number;
  readonly name: string;
  readonly category?: string;
}

/** One list's data table: the columns its list type names and the kit's list over its records. */
export interface ContentTable {
  readonly columns$: Observable<readonly ContentColumn[]>;
  readonly list: AdminList<ListData>;
}

/** What a picker offers. */
export interface ContentChoice {
  readonly key: number | string;
  readonly label: string;
}

/**
 * A list the viewer's /content shows: system lists to developers (spec 3 §6), the contracts and customers lists
 * billing_config names to billing accounts only (the server refuses their records to anyone else).
 */
const readableList = (
  list: ContentList,
  type: string | undefined,
  settings: Readonly<Record<string, Setting>>,
): boolean => isListVisible(list, type) && mayReadBillingList(type, list.id, billingListIds(Object.values(settings)));

const byName = <Item extends { readonly name: string }>(items: Item[]): Item[] =>
  items.sort((a, b) => a.name.localeCompare(b.name));

/**
 * What /content shows (spec 3 §2.4, §6): the lists the viewer sees (system lists only to developers), a list's
 * records as a table sorted by identifier, and what the viewer may do there.
 */
@injectable()
export class ContentQueries {
  readonly viewerType$: Observable<string | undefined>;
  /** Admin-like types (spec 3 §6): they see admin_only fields. Undefined until the profile is known. */
  readonly administrator$: Observable<boolean | undefined>;
  readonly lists$: Observable<readonly ContentListEntry[]>;
  /** Whether cms:all has sent its lists yet: until then the side bar is loading, not empty. */
  readonly listsLoaded$: Observable<boolean>;
  readonly listTypeChoices$: Observable<readonly ContentChoice[]>;
  readonly groupChoices$: Observable<readonly ContentChoice[]>;

  private readonly zone: string;

  constructor(
    @inject(StateReader) private readonly store: StateReader,
    @inject(DisplayZone) zone: DisplayZone,
  ) {
    this.zone = zone;
    this.viewerType$ = store.select((state) => state.session.profile?.type);
    this.administrator$ = this.viewerType$.pipe(
      map((type) => (type === undefined ? undefined : isAdministrator(type))),
    );
    this.lists$ = store
      .select(
        (state) => [state.cms.lists, state.session.profile?.type, state.settings.byId] as const,
        (a, b) => a[0] === b[0] && a[1] === b[1] && a[2] === b[2],
      )
      .pipe(
        map(([lists, type, settings]) =>
          byName(
            Object.values(lists)
              .filter((list) => readableList(list, type, settings))
              .map((list) => ({ id: list.id, name: list.name, ...(list.type ? { category: list.type } : {}) })),
          ),
        ),
      );
    this.listsLoaded$ = store.select((state) => state.frames.lastByTopic['cms:all'] !== undefined);
    this.listTypeChoices$ = store
      .select(
        (state) => [state.cms.listTypes, state.session.profile?.type] as const,
        (a, b) => a[0] === b[0] && a[1] === b[1],
      )
      .pipe(
        map(([types, viewer]) =>
          byName(Object.values(types).filter((type) => isListVisible(type, viewer))).map((type) => ({
            key: type.id,
            label: type.name,
          })),
        ),
      );
    this.groupChoices$ = store
      .select((state) => state.groups.byId)
      .pipe(
        map((groups) =>
          Object.values(groups)
            .map((group) => ({ key: group.uuid, label: group.name ?? group.uuid }))
            .sort((a, b) => a.label.localeCompare(b.label)),
        ),
      );
  }

  /** What the viewer may do on a list (spec 3 §6); the list type's import_json opens JSON import to admins. */
  privileges$(listId: number): Observable<ContentPrivileges | undefined> {
    return this.store.select((state) => {
      const type = state.session.profile?.type;
      if (type === undefined) return undefined;
      return contentPrivileges(type, { importJson: listTypeOf(state.cms, listId)?.import_json === true });
    }, sameJson);
  }

  /** A list the viewer sees; undefined while unknown (or hidden from the viewer). */
  list$(id: number): Observable<ContentList | undefined> {
    return this.store.select((state) => {
      const list = state.cms.lists[id];
      return list && readableList(list, state.session.profile?.type, state.settings.byId) ? list : undefined;
    });
  }

  listType$(listId: number): Observable<ListType | undefined> {
    return this.store.select((state) => listTypeOf(state.cms, listId));
  }

  /** A list type by its id (the editor's choice, before the list is saved). */
  listTypeById$(id: number): Observable<ListType | undefined> {
    return this.store.select((state) => state.cms.listTypes[id]);
  }

  /** The list's records by id; undefined until its topic sent init. */
  records$(listId: number): Observable<Readonly<Record<string, ListData>> | undefined> {
    return this.store.select((state) => state.cms.listData[listId]);
  }

  record$(listId: number, dataId: number): Observable<ListData | undefined> {
    return this.store.select((state) => state.cms.listData[listId]?.[dataId]);
  }

  /**
   * The data table of a list (spec 3 §2.4): the list type's columns, all records (hidden ones greyed, so the eye
   * can show them again), sorted by identifier ascending unless the screen names another column (the device
   * models by product_id, spec 3 §9), the general page sizes. A new object per call: the screen keeps one per list.
   */
  table(listId: number, sort: AdminSort = { column: 'id', direction: 'ascending' }): ContentTable {
    const columns$ = this.store.select((state) => contentColumns(listTypeOf(state.cms, listId)));
    // The spec reads the columns of the rows it is given: both come from the same state in one emission.
    let spec = contentListSpec([], this.zone);
    let specType: ListType | undefined;
    const source$ = this.store
      .select(
        (state) => [state.cms.listData[listId], listTypeOf(state.cms, listId)] as const,
        (a, b) => a[0] === b[0] && a[1] === b[1],
      )
      .pipe(
        map(([records, listType]) => {
          // The spec caches each record's search text; records are immutable, so the cache outlives a record
          // update and only a new list type (other columns) starts it again (docs/performance.md, 20,000 records).
          if (listType !== specType || specType === undefined) {
            spec = contentListSpec(contentColumns(listType), this.zone);
            specType = listType;
          }
          return { rows: records ? Object.values(records) : [], loaded: records !== undefined };
        }),
      );
    const list = new AdminList<ListData>(
      source$,
      {
        searchText: (row) => spec.searchText(row),
        searchKey: (row) => spec.searchKey?.(row) ?? '',
        state: (row) => row.state,
        value: (row, column) => spec.value(row, column),
      },
      { sort, state: 'all' },
    );
    return { columns$, list };
  }
}
