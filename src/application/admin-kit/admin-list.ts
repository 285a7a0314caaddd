import { BehaviorSubject, combineLatest, map, type Observable } from 'rxjs';
import {
  adminPageSizes,
  applyAdminList,
  defaultAdminPageSize,
  initialAdminListQuery,
  nextSort,
  type AdminListPage,
  type AdminListQuery,
  type AdminListSpec,
  type AdminSort,
  type StateFilter,
} from '../../domain/admin-kit';
import { shareLatest } from '../shared';

/** What a screen's rows source delivers: the rows, and whether the list has arrived at all. */
export interface AdminRows<Row> {
  readonly rows: readonly Row[];
  /** False until the list's topic sent its first list: the table then says it is loading, not empty. */
  readonly loaded: boolean;
}

export interface AdminListView<Row> extends AdminListPage<Row> {
  readonly query: AdminListQuery;
  readonly loaded: boolean;
}

export interface AdminListOptions {
  /** The screen's own page sizes where the spec names them (billing 50/150/250); the general ones otherwise. */
  readonly pageSizes?: readonly number[];
  readonly defaultPageSize?: number;
  readonly sort?: AdminSort;
  /** The state filter to start with; active unless the screen shows every state (content records). */
  readonly state?: StateFilter;
}

/**
 * One admin table's console-side state (spec 3 §2): search, state filter, exact filters, sort and page, kept
 * while the screen lives, folded over the rows by the pure `applyAdminList`. Each screen's queries own one.
 */
export class AdminList<Row> {
  readonly pageSizes: readonly number[];
  private readonly defaultPageSize: number;
  private readonly query: BehaviorSubject<AdminListQuery>;
  readonly view$: Observable<AdminListView<Row>>;

  constructor(source$: Observable<AdminRows<Row>>, spec: AdminListSpec<Row>, options: AdminListOptions = {}) {
    this.pageSizes = options.pageSizes ?? adminPageSizes;
    this.defaultPageSize = options.defaultPageSize ?? defaultAdminPageSize;
    const initial = initialAdminListQuery(this.defaultPageSize);
    this.query = new BehaviorSubject({
      ...initial,
      ...(options.sort ? { sort: options.sort } : {}),
      ...(options.state ? { state: options.state } : {}),
    });
    // One computation per change, shared by the table, the pager and the count.
    this.view$ = combineLatest([source$, this.query]).pipe(
      map(([source, query]) => ({ ...applyAdminList(source.rows, spec, query), query, loaded: source.loaded })),
      shareLatest(),
    );
  }

  get current(): AdminListQuery {
    return this.query.value;
  }

  /** A new search, state or filter starts at the first page: the old page may not exist any more. */
  setSearch(search: string): void {
    this.update({ search, page: 0 });
  }

  setState(state: StateFilter): void {
    this.update({ state, page: 0 });
  }

  setFilter(column: string, value: string): void {
    this.update({ filters: { ...this.query.value.filters, [column]: value }, page: 0 });
  }

  sortBy(column: string): void {
    this.update({ sort: nextSort(this.query.value.sort, column) });
  }

  setPage(page: number): void {
    this.update({ page });
  }

  /** One of `pageSizes` (another size falls back to the default); back to the first page. */
  setPageSize(pageSize: number): void {
    this.update({ pageSize: this.pageSizes.includes(pageSize) ? pageSize : this.defaultPageSize, page: 0 });
  }

  private update(change: Partial<AdminListQuery>): void {
    this.query.next({ ...this.query.value, ...change });
  }
}
