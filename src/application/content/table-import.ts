import { inject, injectable } from 'inversify';
import {
  defaultColumnMapping,
  tableImportRows,
  type ColumnMapping,
  type ImportDelimiter,
  type ImportRow,
  type ListType,
  type TableRow,
} from '../../domain/cms';
import { TableParser } from '../ports';
import type { RefusedRow } from './record-import';

/** A CSV or tab text as read: its delimiter, its header (first non-empty row), its rows and the starting mapping. */
export interface TableReading {
  readonly delimiter: ImportDelimiter;
  readonly header: readonly string[];
  readonly rows: readonly TableRow[];
  readonly mapping: ColumnMapping;
}

/** What an import will try (the list type's own check follows in RecordImport.run) and what it already refuses. */
export interface TableImportPlan {
  readonly rows: readonly ImportRow[];
  readonly refused: readonly RefusedRow[];
}

/**
 * The CSV/tab import of spec 3 §2.4 data/import and §5, up to the rows the shared import run takes: read the text
 * (delimiter detected or chosen, empty lines skipped), map each column to a field (by header by default), and
 * plan the rows with their line in the file, the header line counted.
 */
@injectable()
export class TableImport {
  constructor(@inject(TableParser) private readonly parser: TableParser) {}

  async read(text: string, listType: ListType, delimiter?: ImportDelimiter): Promise<TableReading | undefined> {
    const parsed = await this.parser.parse(text, delimiter);
    const [header, ...rows] = parsed.rows;
    if (!header) return undefined;
    return {
      delimiter: parsed.delimiter,
      header: header.cells,
      rows,
      mapping: defaultColumnMapping(header.cells, listType),
    };
  }

  plan(reading: TableReading, mapping: ColumnMapping = reading.mapping): TableImportPlan {
    const rows = tableImportRows(reading.header.length, reading.rows, mapping);
    return {
      rows: rows.flatMap((row) => ('values' in row ? [row] : [])),
      refused: rows.flatMap((row) => ('refused' in row ? [{ line: row.line, reason: row.refused }] : [])),
    };
  }
}

/** A preview row: the row and, when it will be refused, why. */
export interface PreviewRow {
  readonly row: TableRow;
  readonly refused?: string;
}

/**
 * What the preview shows (issue 29: it marks the refused rows): the first `first` rows, then every refused row up
 * to `most` rows in all, in file order, each refused one with its reason; `hidden` counts the rows left out.
 */
export const previewRows = (
  rows: readonly TableRow[],
  refused: readonly RefusedRow[],
  first = 5,
  most = 50,
): { readonly rows: readonly PreviewRow[]; readonly hidden: number } => {
  const reasons = new Map<number, string>();
  for (const entry of refused) if (!reasons.has(entry.line)) reasons.set(entry.line, entry.reason);
  const shown = rows
    .filter((row, index) => index < first || reasons.has(row.line))
    .slice(0, most)
    .map((row) => {
      const reason = reasons.get(row.line);
      return reason === undefined ? { row } : { row, refused: reason };
    });
  return { rows: shown, hidden: rows.length - shown.length };
};
