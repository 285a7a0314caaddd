import type { ArchiveState } from '../groups';

/** Rows per page of every admin table (spec 3 §2, §9): 5, 15, 25, 50, 100 or All (0); 25 by default. */
export const adminPageSizes: readonly number[] = [5, 15, 25, 50, 100, 0];
export const defaultAdminPageSize = 25;

/** The state filter of lists whose records are active or archived (spec 3 §2.2): active by default. */
export type StateFilter = ArchiveState | 'all';

export type SortDirection = 'ascending' | 'descending';

export interface AdminSort {
  readonly column: string;
  readonly direction: SortDirection;
}

/** What the operator asked of a table: search text, state, exact-value filters by column, sort and page. */
export interface AdminListQuery {
  readonly search: string;
  readonly state: StateFilter;
  /** Column → the value a row must have there (the settings type filter); an empty value filters nothing. */
  readonly filters: Readonly<Record<string, string>>;
  readonly sort?: AdminSort;
  /** Zero-based. */
  readonly page: number;
  /** 0 means All. */
  readonly pageSize: number;
}

export const initialAdminListQuery = (pageSize = defaultAdminPageSize): AdminListQuery => ({
  search: '',
  state: 'active',
  filters: {},
  page: 0,
  pageSize,
});

/** How a screen's rows answer the query: which texts the search reads, the state, and each column's value. */
export interface AdminListSpec<Row> {
  /** The searched columns' texts (spec 3 §2.2 names them per screen). */
  readonly searchText: (row: Row) => readonly (string | undefined)[];
  /**
   * The searched texts already lower-cased in one string (columns joined by a character no search contains),
   * for screens that cache it per row: the search then reads one string per row instead of lower-casing each
   * column's text on every keystroke. When present it is used instead of `searchText`.
   */
  readonly searchKey?: (row: Row) => string;
  /**
   * The screen's own search rule where the spec names one (the events list ignores accents and starts at three
   * characters, as the dashboard's search): given the row and the search text as typed, it decides alone.
   */
  readonly matches?: (row: Row, search: string) => boolean;
  /** Lists without states (settings, list types, running orders) leave this out: the state filter is ignored. */
  readonly state?: (row: Row) => ArchiveState | undefined;
  /** A column's value for sorting and exact filters. */
  readonly value: (row: Row, column: string) => string | number | undefined;
}

export interface AdminListPage<Row> {
  /** The rows of the current page, in the asked order. */
  readonly rows: readonly Row[];
  /** Rows that pass search, state and filters. */
  readonly matching: number;
  /** Those rows in the asked order, every page of them (what a screen's totals and export read). */
  readonly matched: readonly Row[];
  /** Rows before any filter. */
  readonly total: number;
  readonly page: number;
  readonly pageCount: number;
  readonly pageSize: number;
}

/** An absent state reads as active: a record saved before states existed is not archived. */
export const isArchived = (state: ArchiveState | undefined): boolean => state === 'archived';

type SortKey = string | number | undefined;

/** A cell's sort key, computed once per row: text lower-cased, so the sort is case-insensitive. */
const sortKey = (value: string | number | undefined): SortKey =>
  typeof value === 'string' ? value.toLowerCase() : value;

// Keys compare by code point, not through Intl.Collator: ICU's compare made a 10,000-row sort take ~100 ms,
// this takes a few (npm run bench, "admin list"). For Finnish and Swedish names code-point order is also the
// alphabet's (å, ä, ö after z).
const compareKeys = (a: SortKey, b: SortKey): number => {
  if (a === b) return 0;
  // An empty cell counts as the smallest value: a descending date column shows the filled cells first.
  if (a === undefined || a === '') return -1;
  if (b === undefined || b === '') return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const left = String(a);
  const right = String(b);
  return left < right ? -1 : left > right ? 1 : 0;
};

/**
 * Whether the rows already stand in the asked order (a content list by identifier comes in id order): then the
 * keyed copy and sort of every row is skipped, which is most of a search's cost over 20,000 rows.
 */
const inOrder = <Row>(rows: readonly Row[], spec: AdminListSpec<Row>, sort: AdminSort): boolean => {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  let previous: SortKey;
  for (let index = 0; index < rows.length; index += 1) {
    const key = sortKey(spec.value(rows[index] as Row, sort.column));
    if (index > 0 && sign * compareKeys(previous, key) > 0) return false;
    previous = key;
  }
  return true;
};

const matches = <Row>(row: Row, spec: AdminListSpec<Row>, needle: string, search: string): boolean =>
  spec.matches
    ? spec.matches(row, search)
    : spec.searchKey
      ? spec.searchKey(row).includes(needle)
      : spec.searchText(row).some((text) => text !== undefined && text.toLowerCase().includes(needle));

/**
 * The table's rows for a query: search (case-insensitive, any named column contains the text), state, exact
 * filters, a stable sort, then the page. Pure and linear in the rows except the sort, whose keys are read once
 * per row (10,000 rows in a few milliseconds; `npm run bench`, "Admin list").
 */
export const applyAdminList = <Row>(
  rows: readonly Row[],
  spec: AdminListSpec<Row>,
  query: AdminListQuery,
): AdminListPage<Row> => {
  const needle = query.search.trim().toLowerCase();
  const filters = Object.entries(query.filters).filter(([, value]) => value !== '');
  const stateOf = spec.state;
  // Nothing narrows (the tables that filter their rows before, audit and billing): their rows as they are, no copy.
  const narrows = (stateOf !== undefined && query.state !== 'all') || filters.length > 0 || needle !== '';
  const kept: Row[] = [];
  for (const row of narrows ? rows : []) {
    if (stateOf && query.state !== 'all' && (isArchived(stateOf(row)) ? 'archived' : 'active') !== query.state)
      continue;
    if (filters.some(([column, value]) => String(spec.value(row, column) ?? '') !== value)) continue;
    if (needle !== '' && !matches(row, spec, needle, query.search)) continue;
    kept.push(row);
  }
  let ordered: readonly Row[] = narrows ? kept : rows;
  const sort = query.sort;
  if (sort && !inOrder(ordered, spec, sort)) {
    const sign = sort.direction === 'ascending' ? 1 : -1;
    const keyed = ordered.map((row, index) => ({ row, index, key: sortKey(spec.value(row, sort.column)) }));
    keyed.sort((a, b) => sign * compareKeys(a.key, b.key) || a.index - b.index);
    ordered = keyed.map((entry) => entry.row);
  }
  const size = query.pageSize > 0 ? query.pageSize : 0;
  const pageCount = size === 0 ? 1 : Math.max(1, Math.ceil(ordered.length / size));
  const page = Math.min(Math.max(0, Math.floor(query.page)), pageCount - 1);
  return {
    rows: size === 0 ? ordered : ordered.slice(page * size, (page + 1) * size),
    matching: ordered.length,
    matched: ordered,
    total: rows.length,
    page,
    pageCount,
    pageSize: size,
  };
};

/** The next sort when a header is clicked: ascending first, then descending, on the same column. */
export const nextSort = (current: AdminSort | undefined, column: string): AdminSort =>
  current?.column === column && current.direction === 'ascending'
    ? { column, direction: 'descending' }
    : { column, direction: 'ascending' };
