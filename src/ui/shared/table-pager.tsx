import { Button, Field, Select, Text } from '@fluentui/react-components';

export interface TablePagerProps {
  /** Zero-based. */
  readonly page: number;
  readonly pageCount: number;
  readonly pageSize: number;
  /** 5, 15, 25, 50, 100, All (0) for every table (spec 3 §2). */
  readonly pageSizes: readonly number[];
  readonly onPage: (page: number) => void;
  readonly onPageSize: (size: number) => void;
  /** Prefix of the test ids (`{prefix}-page-size`, `{prefix}-next`, …). */
  readonly testIdPrefix: string;
}

/** Rows per page and page navigation of a table; the caller's nav wraps it with its own label. */
export const TablePager = ({
  page,
  pageCount,
  pageSize,
  pageSizes,
  onPage,
  onPageSize,
  testIdPrefix,
}: TablePagerProps): React.JSX.Element => (
  <>
    <Field label="Rows per page">
      <Select
        data-testid={`${testIdPrefix}-page-size`}
        value={String(pageSize)}
        onChange={(_, data) => onPageSize(Number(data.value))}
      >
        {pageSizes.map((size) => (
          <option key={size} value={String(size)}>
            {size === 0 ? 'All' : size}
          </option>
        ))}
      </Select>
    </Field>
    <Button data-testid={`${testIdPrefix}-previous`} disabled={page === 0} onClick={() => onPage(page - 1)}>
      Previous
    </Button>
    <Text aria-live="polite" data-testid={`${testIdPrefix}-page`}>{`Page ${page + 1} of ${pageCount}`}</Text>
    <Button data-testid={`${testIdPrefix}-next`} disabled={page + 1 >= pageCount} onClick={() => onPage(page + 1)}>
      Next
    </Button>
  </>
);
