import type { FormField } from './form-field';

// Structure of a dynamic form: groups nest fields, the layout splits them into the left and right columns.

/** The fields a `group` field holds (its `fields` list); anything else in that list is ignored. */
export const groupChildren = (field: FormField): readonly FormField[] => {
  const children = field.fields;
  return Array.isArray(children) ? children.filter(isFormFieldLike) : [];
};

const isFormFieldLike = (item: unknown): item is FormField =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as { name?: unknown }).name === 'string' &&
  typeof (item as { type?: unknown }).type === 'string';

/** Every field that holds a value, groups opened (a group's children keep their own names in the same value map). */
export const valueFields = (fields: readonly FormField[]): readonly FormField[] =>
  fields.flatMap((field) => (field.type === 'group' ? valueFields(groupChildren(field)) : [field]));

/** The label a field shows: label, else title, else its name. */
export const fieldLabel = (field: Pick<FormField, 'name' | 'label' | 'title'>): string =>
  field.label ?? field.title ?? field.name;

export interface FormColumns {
  readonly left: readonly FormField[];
  readonly right: readonly FormField[];
}

/** Spec 3 §3: each field sits left or right; a field without a position goes left. */
export const formColumns = (fields: readonly FormField[]): FormColumns => ({
  left: fields.filter((field) => field.position !== 'right'),
  right: fields.filter((field) => field.position === 'right'),
});

/** Options of a select or list_select: `{value, label}`, the label defaulting to the value. */
export const fieldOptions = (
  field: FormField,
): readonly { readonly value: string | number; readonly label: string }[] =>
  (Array.isArray(field.options) ? (field.options as readonly unknown[]) : []).flatMap((option) => {
    // Settings are free JSON: an option may be a bare value as well as {value, label}.
    if (typeof option === 'string' || typeof option === 'number') return [{ value: option, label: String(option) }];
    if (typeof option !== 'object' || option === null) return [];
    const { value, label } = option as { value?: unknown; label?: unknown };
    if (typeof value !== 'string' && typeof value !== 'number') return [];
    return [{ value, label: typeof label === 'string' ? label : String(value) }];
  });
