import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  table: { fontVariantNumeric: 'tabular-nums' },
  highlighted: { backgroundColor: tokens.colorPaletteYellowBackground2, fontWeight: tokens.fontWeightSemibold },
});

export interface PanelRow {
  readonly key: string;
  readonly cells: readonly ReactNode[];
  readonly highlighted?: boolean;
  readonly testId?: string;
}

/** A small read-only table of the panel; a highlighted row (tun0) stands out (spec 1 §2.7). */
export const PanelTable = ({
  label,
  columns,
  rows,
  empty,
}: {
  label: string;
  columns: readonly string[];
  rows: readonly PanelRow[];
  empty: string;
}): React.JSX.Element => {
  const styles = useStyles();
  return (
    <Table size="extra-small" aria-label={label} className={styles.table}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHeaderCell key={column}>{column}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={columns.length}>{empty}</TableCell>
          </TableRow>
        ) : (
          rows.map((row) => (
            <TableRow
              key={row.key}
              className={row.highlighted ? styles.highlighted : undefined}
              data-testid={row.testId}
              data-highlighted={row.highlighted ? 'true' : undefined}
            >
              {row.cells.map((cell, index) => (
                <TableCell key={index}>{cell}</TableCell>
              ))}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
};
