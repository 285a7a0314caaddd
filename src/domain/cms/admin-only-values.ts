import type { ListField } from './list-type';

type Values = Readonly<Record<string, unknown>>;

/** The names of a list type's fields flagged admin_only. */
export const adminOnlyFieldNames = (fields: readonly Pick<ListField, 'name' | 'admin_only'>[]): string[] =>
  fields.filter((field) => field.admin_only === true).map((field) => field.name);

/**
 * A record's values as a viewer receives them. "A field with admin_only is shown only to admins" (spec 3 §5):
 * hiding the input is not enough when the value still travels to the browser, so a non-administrator does not
 * receive the key at all. The server keeps the stored value when such a viewer saves the record without it.
 */
export const valuesForViewer = (values: Values, adminOnly: readonly string[], administrator: boolean): Values => {
  if (administrator || !adminOnly.some((name) => Object.hasOwn(values, name))) return values;
  return Object.fromEntries(Object.entries(values).filter(([name]) => !adminOnly.includes(name)));
};
