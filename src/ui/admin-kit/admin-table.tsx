import {
  makeStyles,
  mergeClasses,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { memo, useCallback } from 'react';
import type { AdminList, AdminListView } from '../../application/admin-kit';
import { WindowedList } from '../shared';
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
  readonly table: AdminTableProps<Row>;
}

const AdminRowView = <Row,>({ row, index, table }: RowProps<Row>): React.JSX.Element => {
  const styles = useStyles();
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
      onClick={() => table.onOpen(row)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') table.onOpen(row);
      }}
    >
      {table.columns.map((column) => (
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
  const renderRow = useCallback(
    (row: Row, index: number) => <AdminRow row={row} index={index} table={props} />,
    [props],
  );
  const sort = view.query.sort;
  // Another page, order or filter starts at the top of the list.
  const listKey = `${view.page}/${view.pageSize}/${sort?.column ?? ''}/${sort?.direction ?? ''}/${view.query.search}`;
  return (
    <Table
      noNativeElements
      sortable
      size="small"
      aria-label={label}
      aria-rowcount={view.rows.length + 1}
      className={styles.table}
      style={{ minHeight: `min(50vh, ${headerHeight + Math.max(1, view.rows.length) * rowEstimate}px)` }}
      data-testid={`${testId}-table`}
    >
      <TableHeader className={styles.header}>
        <TableRow aria-rowindex={1}>
          {columns.map((column) => (
            <TableHeaderCell
              key={column.key}
              style={{ flex: column.flex ?? '1 1 0px' }}
              sortable={column.sortable !== false}
              sortDirection={sort?.column === column.key ? sort.direction : undefined}
              onClick={column.sortable === false ? undefined : () => list.sortBy(column.key)}
              data-testid={`${testId}-header-${column.key}`}
            >
              {column.title}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      {view.rows.length === 0 ? (
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
          className={styles.rows}
          items={view.rows}
          itemKey={props.rowKey}
          estimateHeight={() => rowEstimate}
          renderItem={renderRow}
          testId={`${testId}-rows`}
        />
      )}
    </Table>
  );
};
