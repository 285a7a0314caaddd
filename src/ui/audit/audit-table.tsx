import { makeStyles, Table, Text } from '@fluentui/react-components';
import { useCallback, useRef } from 'react';
import type { AuditView } from '../../application/audit';
import type { AuditEntry } from '../../domain/audit';
import { TableHeaderRow, WindowedList } from '../shared';
import { auditColumns, AuditRow } from './audit-row';

const useStyles = makeStyles({
  // The table takes the screen's free height: a short page keeps its natural height, a long one (page size All)
  // scrolls inside the row group, which draws only the rows in view. Its minimum height is set per page below.
  table: { display: 'flex', flexDirection: 'column', flex: '0 1 auto' },
  // Header and rows reserve the same scrollbar gutter, so the columns line up whether the rows scroll or not.
  header: { flexShrink: 0, overflowY: 'hidden', scrollbarGutter: 'stable' },
  rows: { scrollbarGutter: 'stable' },
});

/** A closed row: the folded payload's line with its padding and a 1 px rule; drawn rows are measured anyway. */
const rowEstimate = 37;
const headerHeight = 33;
const estimateHeight = (): number => rowEstimate;
const entryKey = (entry: AuditEntry): string => entry.id;
const headerColumns = auditColumns.map(({ title, flex }) => ({ key: title, title, flex }));

/**
 * The current page of commands. Always windowed (not only from some page size on): one code path, and a page
 * of 25 still draws every row because they fit the window; page size All with 100,000 rows draws a few dozen.
 * The Fluent table is div-based (`noNativeElements`) so the windowed row group can sit between header and rows
 * while screen readers still get table, rowgroup, row, columnheader and cell, with the page's row count.
 */
export const AuditTable = ({ view }: { view: AuditView }): React.JSX.Element => {
  const styles = useStyles();
  const opened = useRef(new Set<string>()).current;
  const renderRow = useCallback(
    (entry: AuditEntry, index: number) => <AuditRow entry={entry} index={index} opened={opened} />,
    [opened],
  );
  if (view.rows.length === 0) return <Text>No commands match.</Text>;
  // Another page, order or filter starts at the top of the list.
  const listKey = `${view.page}/${view.pageSize}/${view.direction}/${JSON.stringify(view.filter)}`;
  return (
    <Table
      noNativeElements
      size="small"
      aria-label="Command history"
      aria-rowcount={view.rows.length + 1}
      className={styles.table}
      // On a short window the table keeps at least half the window's height (the page scrolls instead), never more than its rows need.
      style={{ minHeight: `min(50vh, ${headerHeight + view.rows.length * rowEstimate}px)` }}
      data-testid="audit-table"
    >
      <TableHeaderRow columns={headerColumns} numbered className={styles.header} />
      <WindowedList
        key={listKey}
        role="rowgroup"
        label={`Commands on this page: ${view.rows.length}`}
        className={styles.rows}
        items={view.rows}
        itemKey={entryKey}
        estimateHeight={estimateHeight}
        renderItem={renderRow}
        testId="audit-rows"
      />
    </Table>
  );
};
