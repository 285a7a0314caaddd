import type { ListType } from './list-type';
import type { ImportRow } from './record-import';

/** The delimiters a CSV import accepts (spec 3 §5): tab, ';' and ','. */
export const importDelimiters = ['\t', ';', ','] as const;
export type ImportDelimiter = (typeof importDelimiters)[number];

/** One non-empty row of a delimited text: its 1-based line in the text (header counted) and its cells. */
export interface TableRow {
  readonly line: number;
  readonly cells: readonly string[];
  /** Why the row could not be read (a quote opened on its line and never closed); its cells are then empty. */
  readonly problem?: string;
}

/** Which field each column fills, by column; undefined leaves the column out. */
export type ColumnMapping = readonly (string | undefined)[];

/** The mapping an import starts with: a column whose header (trimmed) is a field's name fills that field. */
export const defaultColumnMapping = (header: readonly string[], listType: ListType): ColumnMapping => {
  const names = new Set(listType.fields.map((field) => field.name));
  return header.map((title) => (names.has(title.trim()) ? title.trim() : undefined));
};

/**
 * The rows of a table under a mapping (the header row is not among `rows`): the mapped cells become values by
 * field name, an empty cell sets nothing. A row with another number of cells than the header is refused, as
 * its cells cannot be told apart; so is a mapping that fills one field from two columns.
 */
export const tableImportRows = (
  columns: number,
  rows: readonly TableRow[],
  mapping: ColumnMapping,
): readonly (ImportRow | { readonly line: number; readonly refused: string })[] => {
  const mapped = mapping.filter((name): name is string => name !== undefined);
  const twice = mapped.find((name, index) => mapped.indexOf(name) !== index);
  return rows.map((row) => {
    if (row.problem !== undefined) return { line: row.line, refused: row.problem };
    if (twice !== undefined) return { line: row.line, refused: `two columns are mapped to "${twice}"` };
    if (row.cells.length !== columns)
      return { line: row.line, refused: `${row.cells.length} cells where the header has ${columns}` };
    const values: Record<string, string> = {};
    row.cells.forEach((cell, index) => {
      const name = mapping[index];
      if (name !== undefined && cell !== '') values[name] = cell;
    });
    return { line: row.line, values };
  });
};
