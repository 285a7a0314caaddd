import {
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircleRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import type { PreviewRow, TableReading } from '../../application/content';
import type { ColumnMapping, ListType } from '../../domain/cms';

const useStyles = makeStyles({
  refused: { backgroundColor: tokens.colorPaletteRedBackground1 },
  reason: {
    color: tokens.colorPaletteRedForeground1,
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    alignItems: 'flex-start',
    minWidth: '200px',
  },
  ok: { color: tokens.colorPaletteGreenForeground1, display: 'flex', alignItems: 'center' },
});

/**
 * The import's first rows under their header, with each column's field chosen above it (or left out), and every
 * refused row marked with why (issue 29) — refused rows further down the file are shown too.
 */
export const TablePreview = ({
  listType,
  reading,
  mapping,
  rows,
  hidden,
  onMap,
}: {
  listType: ListType;
  reading: TableReading;
  mapping: ColumnMapping;
  rows: readonly PreviewRow[];
  /** Rows of the file the preview leaves out. */
  hidden: number;
  onMap: (mapping: ColumnMapping) => void;
}): React.JSX.Element => {
  const styles = useStyles();
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="table-import-preview">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Line</TableHeaderCell>
            <TableHeaderCell>Check</TableHeaderCell>
            {reading.header.map((title, column) => (
              <TableHeaderCell key={column}>
                <div style={{ display: 'flex', flexDirection: 'column', gap: 4, padding: '4px 0' }}>
                  <span>{title}</span>
                  <Select
                    size="small"
                    aria-label={`Field for column ${title}`}
                    data-testid={`table-import-map-${column}`}
                    value={mapping[column] ?? ''}
                    onChange={(_, data) =>
                      onMap(
                        reading.header.map((__, index) =>
                          index === column ? data.value || undefined : mapping[index],
                        ),
                      )
                    }
                  >
                    <option value="">(leave out)</option>
                    {listType.fields.map((field) => (
                      <option key={field.name} value={field.name}>
                        {field.title ?? field.name}
                      </option>
                    ))}
                  </Select>
                </div>
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map(({ row, refused }) => (
            <TableRow
              key={row.line}
              className={refused === undefined ? undefined : styles.refused}
              data-testid={refused === undefined ? 'table-import-preview-row' : 'table-import-preview-refused'}
            >
              <TableCell>{row.line}</TableCell>
              <TableCell>
                {refused === undefined ? (
                  <span className={styles.ok}>
                    <CheckmarkCircleRegular aria-label="Will be imported" />
                  </span>
                ) : (
                  <span className={styles.reason} data-testid="table-import-preview-reason">
                    <ErrorCircleRegular aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                    <span>Refused: {refused}</span>
                  </span>
                )}
              </TableCell>
              {reading.header.map((_, column) => (
                <TableCell key={column}>{row.cells[column] ?? ''}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {hidden > 0 && (
        <div style={{ padding: '4px 0' }} data-testid="table-import-preview-hidden">
          {hidden} more {hidden === 1 ? 'row' : 'rows'} not shown.
        </div>
      )}
    </div>
  );
};
