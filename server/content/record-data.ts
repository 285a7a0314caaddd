import { fileFieldTypes, fillUuidFields, type ListField } from '../../src/domain/cms';

type Values = Readonly<Record<string, unknown>>;

export interface RecordDataMerge {
  /** The fields of the record's list type. */
  readonly fields: readonly ListField[];
  /** The values stored now (empty for a new record). */
  readonly stored: Values;
  /** The values the save sent. */
  readonly sent: Values;
  readonly administrator: boolean;
  readonly newId: () => string;
}

const has = (values: Values, name: string): boolean =>
  Object.hasOwn(values, name) && values[name] !== undefined && values[name] !== null;

/**
 * The values a record keeps after a save:
 * - "File values are not sent in the save payload" (spec 3 §5): a file field keeps its stored value (the upload
 *   machinery owns it); a value sent for an empty file field is taken (JSON imports carry files).
 * - "A field with admin_only is shown only to admins" (spec 3 §5): for anyone else it keeps its stored value.
 * - "A uuid-type field is filled with a new id when empty" (spec 3 §5), here as well as in the console.
 * Every other field is as sent: a field left out is cleared, as the form would have it.
 */
export const mergeRecordData = ({ fields, stored, sent, administrator, newId }: RecordDataMerge): Values => {
  const merged: Record<string, unknown> = { ...sent };
  for (const field of fields) {
    const protectedField = fileFieldTypes.includes(field.type)
      ? has(stored, field.name)
      : field.admin_only === true && !administrator;
    if (!protectedField) continue;
    if (has(stored, field.name)) merged[field.name] = stored[field.name];
    else delete merged[field.name];
  }
  return fillUuidFields(fields, merged, newId);
};
