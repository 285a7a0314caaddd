import { Button, Field, Select, Text } from '@fluentui/react-components';

/** Where a table stands: the page shown (zero-based), how many there are and the rows per page. */
export interface PageView {
  readonly page: number;
  readonly pageCount: number;
  readonly pageSize: number;
}

/** What moves it: every list's queries (the admin kit's, events, audit, billing, content) offer these. */
export interface Paging {
  /** 5, 15, 25, 50, 100, All (0) for every table (spec 3 §2). */
  readonly pageSizes: readonly number[];
  setPage(page: number): void;
  setPageSize(size: number): void;
}

export interface TablePagerProps {
  /** The navigation's accessible name ("Event pages"). */
  readonly label: string;
  readonly view: PageView;
  readonly paging: Paging;
  /** Prefix of the test ids (`{prefix}-page-size`, `{prefix}-next`, …). */
  readonly testIdPrefix: string;
  /** Controls of the caller before the page size (audit's sort order) and after the pages (its Load older). */
  readonly start?: React.ReactNode;
  readonly end?: React.ReactNode;
}

/** Rows per page and page navigation under a table, in one labelled nav. */
export const TablePager = ({
  label,
  view: { page, pageCount, pageSize },
  paging,
  testIdPrefix,
  start,
  end,
}: TablePagerProps): React.JSX.Element => (
  <nav aria-label={label} style={{ display: 'flex', gap: 8, alignItems: 'end' }}>
    {start}
    <Field label="Rows per page">
      <Select
        data-testid={`${testIdPrefix}-page-size`}
        value={String(pageSize)}
        onChange={(_, data) => paging.setPageSize(Number(data.value))}
      >
        {paging.pageSizes.map((size) => (
          <option key={size} value={String(size)}>
            {size === 0 ? 'All' : size}
          </option>
        ))}
      </Select>
    </Field>
    <Button data-testid={`${testIdPrefix}-previous`} disabled={page === 0} onClick={() => paging.setPage(page - 1)}>
      Previous
    </Button>
    <Text aria-live="polite" data-testid={`${testIdPrefix}-page`}>{`Page ${page + 1} of ${pageCount}`}</Text>
    <Button
      data-testid={`${testIdPrefix}-next`}
      disabled={page + 1 >= pageCount}
      onClick={() => paging.setPage(page + 1)}
    >
      Next
    </Button>
    {end}
  </nav>
);
