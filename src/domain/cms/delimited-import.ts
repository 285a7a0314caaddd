/** The delimiters a CSV import accepts (spec 3 §5), in the order they are preferred on a tie. */
export const importDelimiters = ['\t', ';', ','] as const;
export type ImportDelimiter = (typeof importDelimiters)[number];

const isBlank = (line: string): boolean => line.trim() === '';

const countOutsideQuotes = (line: string, delimiter: string): number => {
  let count = 0;
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === delimiter) count += 1;
  }
  return count;
};

/**
 * The delimiter of a pasted or uploaded table: whichever of tab, ';' and ',' occurs most often (outside quotes)
 * in the first non-empty line; a tie goes to the earlier one in that order; none at all means ','.
 */
export const detectDelimiter = (text: string): ImportDelimiter => {
  const header = text.split(/\r\n|\n|\r/).find((line) => !isBlank(line)) ?? '';
  let best: ImportDelimiter = ',';
  let bestCount = 0;
  for (const delimiter of importDelimiters) {
    const count = countOutsideQuotes(header, delimiter);
    if (count > bestCount) {
      best = delimiter;
      bestCount = count;
    }
  }
  return best;
};

/**
 * Rows of a delimited text, skipping empty lines (spec 3 §5). Double-quoted fields may hold the delimiter,
 * line breaks and doubled quotes, as in RFC 4180.
 */
export const parseDelimited = (
  text: string,
  delimiter: ImportDelimiter = detectDelimiter(text),
): readonly (readonly string[])[] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endRow = (): void => {
    row.push(field);
    if (!(row.length === 1 && isBlank(row[0] ?? ''))) rows.push(row);
    row = [];
    field = '';
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (quoted) {
      if (char === '"' && text.charAt(index + 1) === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === delimiter) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text.charAt(index + 1) === '\n') index += 1;
      endRow();
    } else field += char;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
};
