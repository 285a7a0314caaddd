import type { ImportDelimiter, TableRow } from '../../domain/cms';

/** A delimited text read into rows: the delimiter used (detected or chosen) and the non-empty rows by line. */
export interface ParsedTable {
  readonly delimiter: ImportDelimiter;
  readonly rows: readonly TableRow[];
}

/**
 * Reads CSV or tab text (spec 3 §5): the delimiter is the one given, or detected among tab, ';' and ','; empty
 * lines are skipped; each row keeps the 1-based line in the text where it starts, header included. Implemented in
 * infrastructure with papaparse (the application may not import it), loaded only when an import is read.
 */
export interface TableParser {
  parse(text: string, delimiter?: ImportDelimiter): Promise<ParsedTable>;
}
export const TableParser = Symbol('TableParser');
