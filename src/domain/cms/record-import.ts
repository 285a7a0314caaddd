import { fileFieldTypes, type ListType } from './list-type';

/** Where a JSON text stops parsing: 1-based line and column, and the parser's own words. */
export interface ParseProblem {
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

/** The line and column of a character offset. */
const positionOf = (text: string, offset: number): { line: number; column: number } => {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
};

// V8 names the place in one of two ways: "at position 12 (line 2 column 3)", or for an unexpected token only
// the text around it: `Unexpected token '}', ..."name": }\n]" is not valid JSON`. The second is found in the text.
const tokenInContext = /Unexpected token '([\s\S])', (?:\.\.\.)?"([\s\S]*?)"(?:\.\.\.)? is not valid JSON/;

/**
 * "JSON must parse" (spec 3 §5), and where it does not: the engine's message becomes a line and column. A message
 * naming no place (the text ended early) points at the end.
 */
export const jsonParseProblem = (text: string, error: unknown): ParseProblem => {
  const message = error instanceof Error ? error.message : String(error);
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]), message };
  const position = /position (\d+)/.exec(message);
  if (position) return { ...positionOf(text, Number(position[1])), message };
  const token = tokenInContext.exec(message);
  const context = token?.[2];
  const at = token && context ? text.indexOf(context) : -1;
  if (token && context && at >= 0) return { ...positionOf(text, at + context.indexOf(token[1] ?? '')), message };
  return { ...positionOf(text, text.length), message };
};

/** One row to import: its line in the source (for the report) and its values by field name. */
export interface ImportRow {
  readonly line: number;
  readonly values: Readonly<Record<string, unknown>>;
}

/**
 * The rows of a parsed JSON import: an array of records, each its values or a `{data: values}` as the list's
 * records come; a single object is one record. The line is the record's 1-based place in the array.
 */
export const jsonImportRows = (
  value: unknown,
): readonly (ImportRow | { readonly line: number; readonly refused: string })[] => {
  const items = Array.isArray(value) ? value : [value];
  return items.map((item, index) => {
    const line = index + 1;
    if (typeof item !== 'object' || item === null || Array.isArray(item))
      return { line, refused: 'not an object of field values' };
    const record = item as Record<string, unknown>;
    const data = record.data;
    const values =
      typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : record;
    return { line, values };
  });
};

const blank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const isPrimitive = (value: unknown): boolean =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * Whether a row fits the list type before anything is saved (spec 3 §5 import rules): every key names a field,
 * file fields take no values (files are uploaded, not imported), a checkbox takes true/false, text-like fields a
 * single value. Answers the reason a row is refused, or undefined.
 */
export const importRowProblem = (listType: ListType, values: Readonly<Record<string, unknown>>): string | undefined => {
  const fields = new Map(listType.fields.map((field) => [field.name, field]));
  const entries = Object.entries(values).filter(([key]) => key !== 'id');
  if (entries.length === 0) return 'no values';
  for (const [name, value] of entries) {
    const field = fields.get(name);
    if (!field) return `"${name}" is not a field of ${listType.name}`;
    if (fileFieldTypes.includes(field.type) && value !== undefined && value !== null && value !== '')
      return `"${name}" is a file field: upload files instead`;
    if (field.type === 'checkbox' && ![true, false, 'true', 'false', '', null].includes(value as never))
      return `"${name}" must be true or false`;
    if (['text', 'multiline', 'markdown', 'uuid', 'date', 'datetime'].includes(field.type) && !isPrimitive(value))
      return `"${name}" must be a single value`;
  }
  // A record is known by its name where its list type has one (issue 29): a nameless row is a mistake, not a record.
  const named = fields.get('name');
  if (named && !fileFieldTypes.includes(named.type) && blank(values.name))
    return `the ${named.title ?? named.label ?? 'name'} is empty`;
  return undefined;
};

/** The import's values as a record stores them: a checkbox's 'true' / 'false' text becomes a boolean. */
export const importValues = (
  listType: ListType,
  values: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> => {
  const checkboxes = new Set(listType.fields.filter((field) => field.type === 'checkbox').map((field) => field.name));
  return Object.fromEntries(
    Object.entries(values)
      .filter(([key]) => key !== 'id')
      .map(([key, value]) => [key, checkboxes.has(key) && typeof value === 'string' ? value === 'true' : value]),
  );
};
