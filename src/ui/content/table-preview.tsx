import {
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import type { TableReading } from '../../application/content';
import type { ColumnMapping, ListType } from '../../domain/cms';

/** Rows the preview shows: enough to see the columns line up, few enough for any file. */
const previewRows = 5;

/** The import's first rows under their header, with each column's field chosen above it (or left out). */
export const TablePreview = ({
  listType,
  reading,
  mapping,
  onMap,
}: {
  listType: ListType;
  reading: TableReading;
  mapping: ColumnMapping;
  onMap: (mapping: ColumnMapping) => void;
}): React.JSX.Element => (
  <div style={{ overflowX: 'auto' }}>
    <Table size="small" data-testid="table-import-preview">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Line</TableHeaderCell>
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
                      reading.header.map((__, index) => (index === column ? data.value || undefined : mapping[index])),
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
        {reading.rows.slice(0, previewRows).map((row) => (
          <TableRow key={row.line} data-testid="table-import-preview-row">
            <TableCell>{row.line}</TableCell>
            {reading.header.map((_, column) => (
              <TableCell key={column}>{row.cells[column] ?? ''}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </div>
);
