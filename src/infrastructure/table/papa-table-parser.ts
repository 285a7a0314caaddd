import type { ParsedTable, TableParser } from '../../application/ports';
import { importDelimiters, type ImportDelimiter, type TableRow } from '../../domain/cms';

const isDelimiter = (value: string): value is ImportDelimiter =>
  (importDelimiters as readonly string[]).includes(value);

/**
 * Where papaparse cannot tell (its guess needs about two cells per row on average over the first rows, so one short
 * row in a short text defeats it, and it falls back to ','): the candidate found most often in the header line,
 * outside quotes; ',' when none is there.
 */
const headerDelimiter = (text: string): ImportDelimiter => {
  const header = text.split('\n').find((line) => line.trim() !== '') ?? '';
  const unquoted = header.replace(/"[^"]*"/g, '');
  const counts = importDelimiters.map((candidate) => unquoted.split(candidate).length - 1);
  const most = Math.max(...counts);
  return most === 0 ? ',' : (importDelimiters[counts.indexOf(most)] ?? ',');
};

/** One wording for both of papaparse's quote errors: which one it reports depends on where the next quote is. */
const unbalancedQuote = 'unbalanced quote ("): a quoted cell on this line does not end where its cell ends';

/**
 * The table parser on papaparse, loaded in its own chunk when the first import is read. Line breaks are made
 * '\n' first (papaparse takes one kind per text, and a pasted table may mix them), so a row's line is one more
 * than the line breaks before its first character; whitespace-only lines are skipped ('greedy').
 */
export class PapaTableParser implements TableParser {
  async parse(text: string, delimiter?: ImportDelimiter): Promise<ParsedTable> {
    const { default: Papa } = await import(/* webpackChunkName: "papaparse" */ 'papaparse');
    const normalized = text.replace(/\r\n?/g, '\n');
    const detect = (): ImportDelimiter => {
      // papaparse guesses from the first rows only; the same preview is read here.
      const guess = Papa.parse<string[]>(normalized, {
        delimiter: '',
        delimitersToGuess: [...importDelimiters],
        skipEmptyLines: 'greedy',
        preview: 10,
      });
      if (guess.errors.some((error) => error.code === 'UndetectableDelimiter')) return headerDelimiter(normalized);
      return isDelimiter(guess.meta.delimiter) ? guess.meta.delimiter : ',';
    };
    const chosen = delimiter ?? detect();
    const rows: TableRow[] = [];
    let used: string = chosen;
    let from = 0;
    let line = 1;
    // A quote opened and never closed, or a quoted cell with text after its closing quote, makes papaparse read on
    // to the next quote or the end of the text as one cell: that row is refused at its line and the text is read
    // on from the next line, so one stray quote costs one row, not the rest of the file (issue 29).
    while (from < normalized.length) {
      const text = normalized.slice(from);
      let scanned = 0;
      let restartAt: number | undefined;
      Papa.parse<string[]>(text, {
        delimiter: chosen,
        skipEmptyLines: 'greedy',
        step: (result, parser) => {
          // The row starts at the first character after the previous row that is not blank (skipped lines).
          let start = scanned;
          while (start < text.length && /\s/.test(text.charAt(start))) {
            if (text.charAt(start) === '\n') line += 1;
            start += 1;
          }
          used = result.meta.delimiter;
          const quotes = result.errors.find((error) => error.type === 'Quotes');
          if (quotes) {
            rows.push({ line, cells: [], problem: unbalancedQuote });
            const end = text.indexOf('\n', start);
            restartAt = end < 0 ? text.length : end;
            parser.abort();
            return;
          }
          rows.push({ line, cells: result.data });
          for (let at = start; at < result.meta.cursor; at += 1) if (text.charAt(at) === '\n') line += 1;
          scanned = result.meta.cursor;
        },
      });
      if (restartAt === undefined) break;
      from += restartAt;
    }
    return { delimiter: isDelimiter(used) ? used : ',', rows };
  }
}
