import {
  changedMeanwhileText,
  mergedValues,
  threeWayMerge,
  unchosen,
  type FieldValues,
  type MergeSide,
  type StaleRefusal,
} from '../../domain/editing';
import type { ConflictView } from './conflict-view';

// A stale save in an admin editor (issue 32 §2), for every kind at once: the editor's form made from the record
// it was based on (base), the form as typed (mine) and the form made from the record as the colleague left it
// (theirs), compared field by field. The admin kit keeps the three; this says what to show and what to save.

/** A form field's name in words: `cms_list_id` → 'Cms list id', `defaultGroup` → 'Default group'. */
export const fieldLabel = (field: string): string => {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words === '' ? field : `${words[0]?.toUpperCase()}${words.slice(1)}`;
};

/** A form value in words: lists joined, yes/no, nothing as '(none)'. */
export const fieldText = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return '(none)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value))
    return value.length === 0
      ? '(none)'
      : value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join(', ');
  return JSON.stringify(value);
};

/**
 * How an editor words some of its fields in the comparison, by field name, where `fieldText` would not read well
 * (a list of priced items, an id that stands for a name). A field without one keeps `fieldText`; a side without
 * the field at all reads '(none)' and never reaches the describer.
 */
export type FieldDescribers<Form = FieldValues> = {
  readonly [Field in keyof Form]?: (value: Form[Field]) => string;
};

export interface FormConflictSides {
  readonly stale: StaleRefusal;
  readonly base: FieldValues;
  readonly mine: FieldValues;
  /** Undefined while their version has not reached this console. */
  readonly theirs: FieldValues | undefined;
  readonly choices: Readonly<Record<string, MergeSide>>;
}

/**
 * What the sheet shows; `describers` word the fields the editor gives one for. The sides are the editor's forms
 * (`Form`) as plain fields, so a field's describer is handed that field's value.
 */
export const formConflictView = <Form = FieldValues>(
  sides: FormConflictSides,
  describers: FieldDescribers<Form> = {},
): ConflictView => {
  const title = changedMeanwhileText(sides.stale.changedBy);
  if (!sides.theirs) return { title, arriving: true, rows: [] };
  const byField = describers as Readonly<Record<string, ((value: unknown) => string) | undefined>>;
  const text = (field: string, value: unknown): string => {
    const describe = byField[field];
    return describe && value !== undefined ? describe(value) : fieldText(value);
  };
  return {
    title,
    arriving: false,
    rows: threeWayMerge(sides.base, sides.mine, sides.theirs).compared.map((entry) => ({
      field: entry.field,
      label: fieldLabel(entry.field),
      theirs: text(entry.field, entry.theirs),
      mine: text(entry.field, entry.mine),
      conflict: entry.conflict,
      ...(sides.choices[entry.field] ? { choice: sides.choices[entry.field] } : {}),
    })),
  };
};

/** The form to save on their version, or why not yet. */
export const resolveFormConflict = <Form extends FieldValues>(
  sides: FormConflictSides & { readonly mine: Form },
): { readonly ready: true; readonly form: Form } | { readonly ready: false; readonly message: string } => {
  if (!sides.theirs) return { ready: false, message: 'Their version is still arriving: save again in a moment.' };
  const merge = threeWayMerge(sides.base, sides.mine, sides.theirs);
  const open = unchosen(merge, sides.choices);
  if (open.length > 0)
    return { ready: false, message: `Choose theirs or yours for: ${open.map(fieldLabel).join(', ')}` };
  return { ready: true, form: mergedValues(sides.mine, merge, sides.choices) };
};
