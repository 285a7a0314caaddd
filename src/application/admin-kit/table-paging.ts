import { BehaviorSubject, type Observable } from 'rxjs';

/** Which page of a table is shown and how many rows a page holds (0: All). */
export interface PageChoice {
  readonly page: number;
  readonly size: number;
}

/**
 * The page and page size of a table whose queries fold their own rows (audit, billing): one of its
 * `pageSizes` (another size falls back to the default), and a new filter, search or size starts at the first
 * page, since the old page may not exist any more. The admin tables keep theirs in `AdminList`.
 */
export class TablePaging {
  private readonly choice: BehaviorSubject<PageChoice>;
  readonly choice$: Observable<PageChoice>;

  constructor(
    readonly pageSizes: readonly number[],
    private readonly defaultSize: number,
  ) {
    this.choice = new BehaviorSubject({ page: 0, size: defaultSize });
    this.choice$ = this.choice.asObservable();
  }

  setPage(page: number): void {
    this.choice.next({ ...this.choice.value, page });
  }

  setPageSize(size: number): void {
    this.choice.next({ page: 0, size: this.pageSizes.includes(size) ? size : this.defaultSize });
  }

  firstPage(): void {
    this.setPage(0);
  }
}
