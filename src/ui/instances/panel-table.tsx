import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { Observable } from 'rxjs';
import { useFigureClass, useLive, writeText } from '../shared';

// A plain table, styled like Fluent's small one: every cell of these tables changes with each status frame
// (about once a second), and Fluent's Table components cost several hooks per cell. React draws the rows when the
// table's shape changes; the moving cells are live figures (ui/shared/use-live), written by one binding per row.
const useStyles = makeStyles({
  table: {
    width: '100%',
    borderCollapse: 'collapse',
    fontVariantNumeric: 'tabular-nums',
    ...typographyStyles.caption1,
  },
  header: {
    textAlign: 'start',
    fontWeight: tokens.fontWeightSemibold,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  cell: { padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`, verticalAlign: 'middle' },
  highlighted: { backgroundColor: tokens.colorPaletteYellowBackground2, fontWeight: tokens.fontWeightSemibold },
});

export interface PanelColumn<R> {
  readonly header: string;
  /** A figure that moves with the status: written into its cell as it changes. */
  readonly text?: (row: R) => string;
  /**
   * For a figure that changes with most frames (a rate, a bitrate): the width of its box (as long as its longest
   * text, e.g. '11ch'), which keeps the layout of its changes within the box (useFigureBox).
   */
  readonly figure?: string;
  /** Anything else (a badge, a sparkline, an edit): drawn with the rows, when the table's shape changes. */
  readonly render?: (row: R) => ReactNode;
}

interface TableProps<T, R> {
  label: string;
  columns: readonly PanelColumn<R>[];
  /** The view the tab draws; its latest value fills the moving cells. */
  source$: Observable<T>;
  /** The rows of a value of the view: the same rows, in the same order, as `shown` while the shape holds. */
  rows: (value: T) => readonly R[];
  /** The rows as the view's shape last drew them. */
  shown: readonly R[];
  rowKey: (row: R) => string;
  /** A highlighted row (tun0) stands out (spec 1 §2.7). */
  highlighted?: (row: R) => boolean;
  rowTestId?: string;
  empty: string;
}

const LiveRow = <T, R>({
  index,
  row,
  props,
  className,
  cellClass,
  figureClass,
}: {
  index: number;
  row: R;
  props: TableProps<T, R>;
  className: string | undefined;
  cellClass: string;
  figureClass: string;
}): React.JSX.Element => {
  const ref = useLive<HTMLTableRowElement, T>(props.source$, (element, value) => {
    const current = props.rows(value)[index];
    if (current === undefined) return;
    props.columns.forEach((column, at) => {
      const cell = element.cells[at];
      if (!column.text || !cell) return;
      writeText(column.figure ? (cell.firstElementChild ?? cell) : cell, column.text(current));
    });
  });
  const lit = props.highlighted?.(row) === true;
  return (
    <tr ref={ref} className={className} data-testid={props.rowTestId} data-highlighted={lit ? 'true' : undefined}>
      {props.columns.map((column, at) => (
        <td key={at} className={cellClass}>
          {column.figure ? <span className={figureClass} style={{ width: column.figure }} /> : column.render?.(row)}
        </td>
      ))}
    </tr>
  );
};

/** A small read-only table of the panel. */
export const PanelTable = <T, R>(props: TableProps<T, R>): React.JSX.Element => {
  const styles = useStyles();
  const figureClass = useFigureClass();
  const { label, columns, shown, rowKey, highlighted, empty } = props;
  return (
    <table aria-label={label} className={styles.table}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={styles.header}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {shown.length === 0 ? (
          <tr>
            <td colSpan={columns.length} className={styles.cell}>
              {empty}
            </td>
          </tr>
        ) : (
          shown.map((row, index) => (
            <LiveRow
              key={rowKey(row)}
              index={index}
              row={row}
              props={props}
              className={highlighted?.(row) ? styles.highlighted : undefined}
              cellClass={styles.cell}
              figureClass={figureClass}
            />
          ))
        )}
      </tbody>
    </table>
  );
};
