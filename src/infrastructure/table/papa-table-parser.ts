import type { ParsedTable, TableParser } from '../../application/ports';
import { importDelimiters, type ImportDelimiter, type TableRow } from '../../domain/cms';

const isDelimiter = (value: string): value is ImportDelimiter =>
  (importDelimiters as readonly string[]).includes(value);

/**
 * The table parser on papaparse, loaded in its own chunk when the first import is read. Line breaks are made
 * '\n' first (papaparse takes one kind per text, and a pasted table may mix them), so a row's line is one more
 * than the line breaks before its first character; whitespace-only lines are skipped ('greedy').
 */
export class PapaTableParser implements TableParser {
  async parse(text: string, delimiter?: ImportDelimiter): Promise<ParsedTable> {
    const { default: Papa } = await import(/* webpackChunkName: "papaparse" */ 'papaparse');
    const normalized = text.replace(/\r\n?/g, '\n');
    const rows: TableRow[] = [];
    let used: string = delimiter ?? ',';
    let scanned = 0;
    let line = 1;
    Papa.parse<string[]>(normalized, {
      delimiter: delimiter ?? '',
      delimitersToGuess: [...importDelimiters],
      skipEmptyLines: 'greedy',
      step: (result) => {
        // The row starts at the first character after the previous row that is not blank (skipped lines).
        let start = scanned;
        while (start < normalized.length && /\s/.test(normalized.charAt(start))) {
          if (normalized.charAt(start) === '\n') line += 1;
          start += 1;
        }
        rows.push({ line, cells: result.data });
        for (let at = start; at < result.meta.cursor; at += 1) if (normalized.charAt(at) === '\n') line += 1;
        scanned = result.meta.cursor;
        used = result.meta.delimiter;
      },
    });
    return { delimiter: isDelimiter(used) ? used : ',', rows };
  }
}
