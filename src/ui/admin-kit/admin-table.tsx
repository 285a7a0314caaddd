import {
  makeStyles,
  mergeClasses,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { memo, useCallback, useDeferredValue, useRef } from 'react';
import type { AdminList, AdminListView } from '../../application/admin-kit';
import { TableHeaderRow, WindowedList } from '../shared';
import type { AdminColumn } from './admin-column';

const useStyles = makeStyles({
  // A short page keeps its natural height; a long one (All) scrolls inside the row group, drawing only what is in view.
  table: { display: 'flex', flexDirection: 'column', flex: '0 1 auto', minHeight: 0 },
  header: { flexShrink: 0, overflowY: 'hidden', scrollbarGutter: 'stable' },
  rows: { scrollbarGutter: 'stable' },
  row: { cursor: 'pointer' },
  // Archived rows are greyed (spec 3 §2.2) with a contrast that stays readable (Foreground3 on Background3).
  archived: { color: tokens.colorNeutralForeground3, backgroundColor: tokens.colorNeutralBackground3 },
  cell: { overflowWrap: 'anywhere' },
});

const rowEstimate = 33;
const headerHeight = 33;

export interface AdminTableProps<Row> {
  /** The table's accessible name. */
  readonly label: string;
  readonly list: AdminList<Row>;
  readonly view: AdminListView<Row>;
  readonly columns: readonly AdminColumn<Row>[];
  readonly rowKey: (row: Row) => string;
  /** What a row is called when it is opened ("Edit {label}"). */
  readonly rowLabel: (row: Row) => string;
  readonly onOpen: (row: Row) => void;
  readonly isArchived?: (row: Row) => boolean;
  /** Prefix of test ids: `{prefix}-table`, `{prefix}-row`. */
  readonly testId: string;
}

interface RowProps<Row> {
  readonly row: Row;
  readonly index: number;
  /** The table's latest props: a row kept from an earlier render still opens with the current handler. */
  readonly latest: { readonly current: AdminTableProps<Row> };
  /** The cells (a new set draws the row again: a selection lives in a column). */
  readonly columns: readonly AdminColumn<Row>[];
}

const AdminRowView = <Row,>({ row, index, latest, columns }: RowProps<Row>): React.JSX.Element => {
  const styles = useStyles();
  const table = latest.current;
  const archived = table.isArchived?.(row) === true;
  return (
    <TableRow
      aria-rowindex={index + 2}
      tabIndex={0}
      aria-label={`Edit ${table.rowLabel(row)}`}
      data-testid={`${table.testId}-row`}
      data-key={table.rowKey(row)}
      data-archived={archived ? 'true' : undefined}
      className={mergeClasses(styles.row, archived && styles.archived)}
      onClick={() => latest.current.onOpen(row)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') latest.current.onOpen(row);
      }}
    >
      {columns.map((column) => (
        <TableCell key={column.key} className={styles.cell} style={{ flex: column.flex ?? '1 1 0px' }}>
          {column.cell(row)}
        </TableCell>
      ))}
    </TableRow>
  );
};
const AdminRow = memo(AdminRowView) as typeof AdminRowView;

/**
 * An admin table (spec 3 §2): sortable headers, rows that open the editor by click or Enter, archived rows
 * greyed. Built on Fluent's div-based Table (what DataGrid is made of) so the rows can sit in the shared
 * WindowedList: a page of 25 draws all its rows, page size All with 10,000 draws the few dozen in view.
 */
export const AdminTable = <Row,>(props: AdminTableProps<Row>): React.JSX.Element => {
  const styles = useStyles();
  const { view, list, columns, label, testId } = props;
  // The rows follow a new search, page or page size one render later, in a deferred (interruptible) render:
  // drawing a page of 100 rows was the longest task of a search over 20,000 records (docs/performance.md), and
  // the urgent render that keeps the search box and the pager in step then skips the unchanged rows.
  const shown = useDeferredValue(view);
  const latest = useRef(props);
  latest.current = props;
  // The rows read the handlers of the latest render; they draw again when the rows or the columns change.
  const renderRow = useCallback(
    (row: Row, index: number) => <AdminRow row={row} index={index} latest={latest} columns={columns} />,
    [columns],
  );
  const sort = view.query.sort;
  const shownSort = shown.query.sort;
  // Another page, order or filter starts at the top of the list.
  const listKey = `${shown.page}/${shown.pageSize}/${shownSort?.column ?? ''}/${shownSort?.direction ?? ''}/${shown.query.search}`;
  return (
    <Table
      noNativeElements
      sortable
      size="small"
      aria-label={label}
      aria-rowcount={shown.rows.length + 1}
      className={styles.table}
      style={{ minHeight: `min(50vh, ${headerHeight + Math.max(1, shown.rows.length) * rowEstimate}px)` }}
      data-testid={`${testId}-table`}
    >
      <TableHeaderRow
        columns={columns.map((column) => ({ ...column, flex: column.flex ?? '1 1 0px' }))}
        sort={{ current: sort, by: (column) => list.sortBy(column) }}
        numbered
        className={styles.header}
        testId={testId}
      />
      <AdminRows
        view={shown}
        listKey={listKey}
        label={label}
        testId={testId}
        rowKey={props.rowKey}
        renderRow={renderRow}
        className={styles.rows}
      />
    </Table>
  );
};

interface AdminRowsProps<Row> {
  readonly view: AdminListView<Row>;
  readonly listKey: string;
  readonly label: string;
  readonly testId: string;
  readonly rowKey: (row: Row) => string;
  readonly renderRow: (row: Row, index: number) => React.JSX.Element;
  readonly className: string;
}

const sameRows = <Row,>(before: AdminRowsProps<Row>, after: AdminRowsProps<Row>): boolean =>
  before.view === after.view &&
  before.listKey === after.listKey &&
  before.label === after.label &&
  before.renderRow === after.renderRow &&
  before.className === after.className;

/** The row group, drawn again only for other rows or columns (not for a render that kept the deferred view). */
const AdminRowsView = <Row,>({
  view,
  listKey,
  label,
  testId,
  rowKey,
  renderRow,
  className,
}: AdminRowsProps<Row>): React.JSX.Element =>
  view.rows.length === 0 ? (
    // A table holds rows only (axe aria-required-children): the empty state is a row with one cell.
    <TableBody>
      <TableRow>
        <TableCell>
          <Text role="status" data-testid={`${testId}-empty`} style={{ padding: tokens.spacingHorizontalM }}>
            {view.loaded
              ? view.total === 0
                ? 'Nothing here yet.'
                : 'No rows match the search and filters.'
              : 'Loading…'}
          </Text>
        </TableCell>
      </TableRow>
    </TableBody>
  ) : (
    <WindowedList
      key={listKey}
      role="rowgroup"
      label={`${label}: ${view.rows.length} rows on this page`}
      className={className}
      items={view.rows}
      itemKey={rowKey}
      estimateHeight={() => rowEstimate}
      renderItem={renderRow}
      testId={`${testId}-rows`}
    />
  );
const AdminRows = memo(AdminRowsView, sameRows) as typeof AdminRowsView;
