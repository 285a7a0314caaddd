import type { AdminListSpec } from '../admin-kit';
import { fieldLabel } from '../forms';
import { formatDate, formatDateTime, formatIsoDateTime } from '../clock';
import type { ListData } from './list-data';
import type { ListField, ListType } from './list-type';

/** One column of a list's data table: the field it shows and its header. */
export interface ContentColumn {
  readonly name: string;
  readonly title: string;
  readonly field: ListField;
}

// A list type without a list-fields subset shows its first fields; a table of twenty columns reads as nothing.
const defaultColumnCount = 4;
const tableFieldTypes = new Set([
  'text',
  'multiline',
  'list_select',
  'content_select',
  'datetime',
  'date',
  'checkbox',
  'uuid',
  'markdown',
  's3file',
  'file',
]);

/** The columns the list type names (its list-fields subset, spec 3 §3), else its first few plain fields. */
export const contentColumns = (listType: ListType | undefined): readonly ContentColumn[] => {
  if (!listType) return [];
  const byName = new Map(listType.fields.map((field) => [field.name, field]));
  const named = (listType.list_fields ?? []).flatMap((name) => {
    const field = byName.get(name);
    return field ? [field] : [];
  });
  const fields =
    named.length > 0
      ? named
      : listType.fields.filter((field) => tableFieldTypes.has(field.type)).slice(0, defaultColumnCount);
  return fields.map((field) => ({ name: field.name, title: fieldLabel(field), field }));
};

/** A checkbox cell: the field's true-text / false-text (spec 3 §3), else Yes / No. */
const checkboxText = (field: ListField, value: unknown): string =>
  value === true || value === 'true'
    ? (field['true-text'] ?? 'Yes')
    : (field['false-text'] ?? (value === undefined || value === null || value === '' ? '' : 'No'));

const plainText = (value: unknown): string => {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(plainText).join(', ');
  if (typeof value === 'object') {
    const file = value as { status?: unknown; key?: unknown; value?: unknown; id?: unknown; name?: unknown };
    // An s3file value shows its key and status; a multilanguage entry its text.
    if (typeof file.status === 'string') return `${typeof file.key === 'string' ? `${file.key} ` : ''}(${file.status})`;
    if (file.value !== undefined) return plainText(file.value);
    // A reference to another record as {id, name} (a billing contract's customer) shows the name.
    if (file.id !== undefined && typeof file.name === 'string') return file.name;
    return JSON.stringify(value);
  }
  return '';
};

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;
// Unix seconds written as text: a record imported from CSV or tab text, or saved by an older form, keeps the
// digits as a string; its cell would otherwise show them raw.
const secondsText = /^-?\d{1,11}$/;

/** A date or datetime value's unix seconds, when it is one (a number, or digits as text). */
const unixSeconds = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  return typeof value === 'string' && secondsText.test(value.trim()) ? Number(value.trim()) : undefined;
};

/**
 * A date or datetime value as the console writes times (spec 1 §9) in the display zone: unix seconds (a datetime,
 * or a date some lists keep as its day's start) or ISO text (a date field's YYYY-MM-DD); anything else as text.
 */
const timeText = (field: ListField, value: unknown, zone: string): string | undefined => {
  const seconds = unixSeconds(value);
  if (seconds !== undefined) return field.type === 'date' ? formatDate(seconds, zone) : formatDateTime(seconds, zone);
  if (typeof value !== 'string' || value === '') return undefined;
  const day = isoDay.exec(value);
  if (day) return `${day[3]}.${day[2]}.${day[1]}`;
  return field.type === 'datetime' ? formatIsoDateTime(value, zone) : undefined;
};

/** What a cell says, cut to the field's table-rows lines when it names them (spec 3 §3); times in `zone`. */
export const contentCellText = (field: ListField, value: unknown, zone: string): string => {
  if (field.type === 'checkbox') return checkboxText(field, value);
  const text =
    (field.type === 'date' || field.type === 'datetime' ? timeText(field, value, zone) : undefined) ?? plainText(value);
  const rows = field['table-rows'];
  if (typeof rows !== 'number' || rows <= 0) return text;
  const lines = text.split(/\r?\n/);
  return lines.length > rows ? `${lines.slice(0, rows).join('\n')}…` : text;
};

/**
 * A content_select cell: the field stores the chosen record's id (a billing contract's customer, say), so the
 * cell shows that record's label from the options of the list it points at. A reference whose record is not in
 * that list (once the list has records) says so with its id instead of showing a bare number.
 */
export const referenceCellText = (
  field: ListField,
  value: unknown,
  options: readonly { readonly value: unknown; readonly label: string }[],
  zone: string,
): string => {
  const ref = value !== null && typeof value === 'object' ? (value as { id?: unknown; name?: unknown }) : undefined;
  const raw = ref ? ref.id : value;
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : undefined;
  if (id === undefined) return contentCellText(field, value, zone);
  const option = options.find((candidate) => candidate.value === id || candidate.value === String(id));
  if (option) return option.label;
  if (ref && typeof ref.name === 'string' && ref.name !== '') return ref.name;
  return options.length > 0 ? `unknown ${fieldLabel(field).toLowerCase()} (id ${id})` : String(id);
};

/** A checkbox cell's icon name (true-icon / false-icon), when the field names one. */
export const contentCellIcon = (field: ListField, value: unknown): string | undefined =>
  field.type !== 'checkbox' ? undefined : value === true || value === 'true' ? field['true-icon'] : field['false-icon'];

/**
 * The data table's rows (spec 3 §2.4): searched over every shown column and the id, with the hide/show state,
 * sorted by identifier (`id`) or by any column's text. A record's search text is worked out once per record
 * object (records are immutable, a change is a new object): typing a search over 20,000 records then only
 * compares text (npm run bench -- --content-list-only).
 */
export const contentListSpec = (columns: readonly ContentColumn[], zone: string): AdminListSpec<ListData> => {
  // Worked out once per record object (records are immutable): a keystroke in the search over 20,000 records
  // then reads a cached string instead of formatting every cell again.
  const searchKeys = new WeakMap<ListData, string>();
  const searchKey = (record: ListData): string => {
    const known = searchKeys.get(record);
    if (known !== undefined) return known;
    const text = [
      String(record.id),
      ...columns.map((column) => contentCellText(column.field, record.data[column.name], zone)),
    ]
      .join('\u0000')
      .toLowerCase();
    searchKeys.set(record, text);
    return text;
  };
  return {
    searchText: (record) => [searchKey(record)],
    searchKey,
    state: (record) => record.state,
    value: (record, column) => {
      if (column === 'id') return record.id;
      const shown = columns.find((candidate) => candidate.name === column);
      if (!shown) return undefined;
      const value = record.data[column];
      // Numbers sort as numbers; an ISO day or time sorts as written, where its DD.MM.YYYY text would not.
      if (typeof value === 'number') return value;
      const timed = shown.field.type === 'date' || shown.field.type === 'datetime';
      if (timed && unixSeconds(value) !== undefined) return unixSeconds(value);
      return timed && typeof value === 'string' ? value : contentCellText(shown.field, value, zone);
    },
  };
};

/** The result of a bulk change or delete: which records failed, so the warning can name them (spec 3 §4). */
export interface BulkSummary {
  readonly done: readonly number[];
  readonly failed: readonly number[];
}

export const bulkSummary = (results: readonly { readonly id: number; readonly ok: boolean }[]): BulkSummary => ({
  done: results.filter((result) => result.ok).map((result) => result.id),
  failed: results.filter((result) => !result.ok).map((result) => result.id),
});

/** The warning of a bulk change where some items failed: how many and which; the rest stay done. */
export const bulkFailureText = (summary: BulkSummary): string =>
  `${summary.failed.length} of ${summary.done.length + summary.failed.length} failed: ${summary.failed.map((id) => `#${id}`).join(', ')}`;
