import { inject, injectable } from 'inversify';
import { BehaviorSubject, combineLatest, distinctUntilChanged, firstValueFrom, map, type Observable } from 'rxjs';
import {
  auditOutcomes,
  auditToCsv,
  auditToNdjson,
  distinctValues,
  matchesAuditFilter,
  noAuditFilter,
  sortAuditEntries,
  type AuditEntry,
  type AuditFilter,
  type AuditOutcome,
  type SortDirection,
} from '../../domain/audit';
import { AdminList } from '../admin-kit';
import { AuditSource, type AuditSourceKind } from './audit-source';
import { shareLatest } from '../shared';

export interface AuditView {
  readonly kind: AuditSourceKind;
  /** Rows held before filtering, and rows the filter keeps. */
  readonly total: number;
  readonly matching: number;
  readonly rows: readonly AuditEntry[];
  readonly page: number;
  readonly pageCount: number;
  readonly pageSize: number;
  readonly direction: SortDirection;
  readonly filter: AuditFilter;
}

export interface AuditOptions {
  readonly accounts: readonly string[];
  readonly commands: readonly string[];
}

export interface AuditExport {
  readonly fileName: string;
  readonly mimeType: string;
  readonly text: string;
}

/**
 * The audit view's table: sorted once per change of rows or direction, filtered once per change of filter
 * (100,000 rows cost one pass per change, not one per page), then paged by the admin kit's AdminList, so the
 * view renders one page. The time sort is a picker with ties by id, not a header click, so it stays here.
 */
@injectable()
export class AuditQueries {
  readonly pageSizes: readonly number[];
  readonly outcomes: readonly AuditOutcome[] = auditOutcomes;

  private readonly filter = new BehaviorSubject<AuditFilter>(noAuditFilter);
  private readonly direction = new BehaviorSubject<SortDirection>('newest');
  private readonly filtered$: Observable<readonly AuditEntry[]>;
  /** The page of the sorted, filtered rows. */
  private readonly list: AdminList<AuditEntry>;

  readonly view$: Observable<AuditView>;
  readonly options$: Observable<AuditOptions>;
  /** Whether "Load older" can bring rows beyond those listed (server source only). */
  readonly olderAvailable$: Observable<boolean>;

  constructor(@inject(AuditSource) private readonly source: AuditSource) {
    this.olderAvailable$ = source.olderAvailable$;
    const sorted$ = combineLatest([source.entries$, this.direction]).pipe(
      map(([entries, direction]) => sortAuditEntries(entries, direction)),
      shareLatest(),
    );
    this.filtered$ = combineLatest([sorted$, this.filter]).pipe(
      map(([sorted, filter]) => sorted.filter(matchesAuditFilter(filter))),
      shareLatest(),
    );
    this.list = new AdminList(this.filtered$.pipe(map((rows) => ({ rows, loaded: true }))), {
      searchText: () => [],
      value: () => undefined,
    });
    this.pageSizes = this.list.pageSizes;
    this.view$ = combineLatest([source.kind$, source.entries$, this.list.view$, this.direction, this.filter]).pipe(
      map(([kind, entries, page, direction, filter]) => ({
        kind,
        total: entries.length,
        matching: page.matching,
        rows: page.rows,
        page: page.page,
        pageCount: page.pageCount,
        pageSize: page.pageSize,
        direction,
        filter,
      })),
      distinctUntilChanged(
        (a, b) =>
          a.rows === b.rows &&
          a.kind === b.kind &&
          a.total === b.total &&
          a.matching === b.matching &&
          a.page === b.page &&
          a.pageCount === b.pageCount &&
          a.pageSize === b.pageSize &&
          a.direction === b.direction &&
          a.filter === b.filter,
      ),
    );
    this.options$ = source.entries$.pipe(
      map((entries) => ({
        accounts: distinctValues(entries, 'account'),
        commands: distinctValues(entries, 'command'),
      })),
      distinctUntilChanged(
        (a, b) => a.accounts.join('\n') === b.accounts.join('\n') && a.commands.join('\n') === b.commands.join('\n'),
      ),
    );
  }

  /** Narrows the table; back to the first page. */
  setFilter(change: Partial<AuditFilter>): void {
    this.filter.next({ ...this.filter.value, ...change });
    this.list.setPage(0);
  }

  clearFilter(): void {
    this.filter.next(noAuditFilter);
    this.list.setPage(0);
  }

  setDirection(direction: SortDirection): void {
    this.direction.next(direction);
  }

  setPage(page: number): void {
    this.list.setPage(page);
  }

  /** One of `pageSizes`; 0 shows All. */
  setPageSize(size: number): void {
    this.list.setPageSize(size);
  }

  /** Every row the filter keeps, in the table's order, as a file to download. */
  async exportRows(format: 'csv' | 'ndjson'): Promise<AuditExport> {
    const rows = await firstValueFrom(this.filtered$);
    return format === 'csv'
      ? { fileName: 'audit.csv', mimeType: 'text/csv', text: auditToCsv(rows) }
      : { fileName: 'audit.ndjson', mimeType: 'application/x-ndjson', text: auditToNdjson(rows) };
  }

  /** The next page of older rows from the server. */
  loadOlder(): Promise<void> {
    return this.source.loadOlder();
  }

  /** The view opened: holds the server's trail until the release. */
  open(): () => void {
    return this.source.open();
  }

  /** Settles once the source shown is known (server or journal). */
  decided(): Promise<void> {
    return this.source.decided();
  }
}
