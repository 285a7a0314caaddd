import { fileFieldTypes, fillUuidFields, type ListField } from '../../src/domain/cms';

type Values = Readonly<Record<string, unknown>>;

export interface RecordDataMerge {
  /** The fields of the list type the record is saved under. */
  readonly fields: readonly ListField[];
  /**
   * The fields of the list type the stored values were written under: another type's when the save moves the
   * record to a list of another type; `fields` otherwise (and for a new record).
   */
  readonly storedFields?: readonly ListField[];
  /** The values stored now (empty for a new record). */
  readonly stored: Values;
  /** The values the save sent. */
  readonly sent: Values;
  readonly administrator: boolean;
  readonly newId: () => string;
}

const has = (values: Values, name: string): boolean =>
  Object.hasOwn(values, name) && values[name] !== undefined && values[name] !== null;

const adminOnly = (fields: readonly ListField[], name: string): boolean =>
  fields.some((field) => field.name === name && field.admin_only === true);

/**
 * The stored admin_only values a move to a list of type `to` would take out from under the flag (fields the
 * stored type marks admin_only and `to` does not). A non-administrator's move of such a record is refused: kept,
 * the values would be shown to everyone under the new type; dropped, a non-administrator would have erased them.
 */
export const adminValuesLeaving = (from: readonly ListField[], to: readonly ListField[], stored: Values): string[] =>
  from
    .filter((field) => field.admin_only === true && has(stored, field.name) && !adminOnly(to, field.name))
    .map((field) => field.name);

/**
 * The values a record keeps after a save:
 * - "File values are not sent in the save payload" (spec 3 §5): a file field keeps its stored value (the upload
 *   machinery owns it); a value sent for an empty file field is taken (JSON imports carry files).
 * - "A field with admin_only is shown only to admins" (spec 3 §5): for anyone else it keeps its stored value,
 *   when that value was written under the same flag; a record moved from a list type that did not mark the field
 *   admin_only brings no value into it (else a non-administrator could set it in a list of another type, then move
 *   the record back).
 * - "A uuid-type field is filled with a new id when empty" (spec 3 §5), here as well as in the console.
 * Every other field is as sent: a field left out is cleared, as the form would have it.
 */
export const mergeRecordData = ({
  fields,
  storedFields = fields,
  stored,
  sent,
  administrator,
  newId,
}: RecordDataMerge): Values => {
  const merged: Record<string, unknown> = { ...sent };
  for (const field of fields) {
    const adminGuarded = field.admin_only === true && !administrator;
    // An admin_only file field is guarded too: the "empty file field takes a sent value" rule is for imports.
    if (!adminGuarded && !(fileFieldTypes.includes(field.type) && has(stored, field.name))) continue;
    const keeps = has(stored, field.name) && (!adminGuarded || adminOnly(storedFields, field.name));
    if (keeps) merged[field.name] = stored[field.name];
    else delete merged[field.name];
  }
  return fillUuidFields(fields, merged, newId);
};
