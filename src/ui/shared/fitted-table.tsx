import { Table, TableBody, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { TableHeaderRow, titledColumns } from './table-header';

const useStyles = makeStyles({
  // A pane narrower than the columns' least widths scrolls the table sideways instead of pressing them together;
  // from 1280 px wide the columns fit (long texts are cut by TruncatedText, whole on hover).
  scroller: { overflowX: 'auto', maxWidth: '100%' },
  table: {
    tableLayout: 'fixed',
    width: '100%',
    '& th, & td': { paddingLeft: tokens.spacingHorizontalSNudge, paddingRight: tokens.spacingHorizontalSNudge },
  },
});

/**
 * A column of a fitted table: one sized by its content has a `width` in pixels; the others (the names) share what
 * is left equally, which is never less than the sum of their `least` (the table's least width reserves it).
 */
export type FittedColumn =
  { readonly title: string; readonly width: number } | { readonly title: string; readonly least: number };

/** The narrowest the table may be before its pane scrolls it sideways: every column at its width or least. */
const leastWidth = (columns: readonly FittedColumn[]): number =>
  columns.reduce((sum, column) => sum + ('width' in column ? column.width : column.least), 0);

/**
 * A table as wide as its pane (the clip and export lists'), each column as wide as the widest content it must show
 * whole (badges, dates, buttons) and the text columns sharing the rest, so a long name never widens the table.
 */
export const FittedTable = ({
  label,
  columns,
  children,
}: {
  label: string;
  columns: readonly FittedColumn[];
  children: ReactNode;
}): React.JSX.Element => {
  const styles = useStyles();
  return (
    <div className={styles.scroller}>
      <Table size="small" aria-label={label} className={styles.table} style={{ minWidth: `${leastWidth(columns)}px` }}>
        <colgroup>
          {columns.map((column) => (
            <col key={column.title} style={'width' in column ? { width: `${column.width}px` } : undefined} />
          ))}
        </colgroup>
        <TableHeaderRow columns={titledColumns(columns.map((column) => column.title))} />
        <TableBody>{children}</TableBody>
      </Table>
    </div>
  );
};
