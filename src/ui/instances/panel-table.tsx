import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';

// A plain table, styled like Fluent's small one: every cell of these tables changes with each status frame
// (about once a second), and Fluent's Table components cost several hooks per cell, which was most of an
// update's render time (npm run bench, "instance panel").
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
    <table aria-label={label} className={styles.table}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className={styles.header}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length} className={styles.cell}>
              {empty}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr
              key={row.key}
              className={row.highlighted ? styles.highlighted : undefined}
              data-testid={row.testId}
              data-highlighted={row.highlighted ? 'true' : undefined}
            >
              {row.cells.map((cell, index) => (
                <td key={index} className={styles.cell}>
                  {cell}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
};
