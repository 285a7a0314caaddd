import { fileFieldTypes, type ListField } from './list-type';

export const uuidInvalidMessage = 'UUID is invalid!';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 8-4-4-4-12 hex digits (spec 3 §5). */
export const isUuid = (text: string): boolean => uuidPattern.test(text);

/** The list editor's UUID check: an empty UUID is not "given"; a given one must be a UUID, or nothing is saved. */
export const listUuidProblem = (uuid: string | undefined): string | undefined =>
  uuid === undefined || uuid.trim() === '' || isUuid(uuid.trim()) ? undefined : uuidInvalidMessage;

// Form inputs hold strings while stored values may be numbers or booleans, so a condition compares primitives
// by their text: a select holding '3' meets a condition on 3.
const sameValue = (expected: unknown, actual: unknown): boolean => {
  if (expected === actual) return true;
  const primitive = (value: unknown): boolean => ['string', 'number', 'boolean'].includes(typeof value);
  return primitive(expected) && primitive(actual) && String(expected) === String(actual);
};

/** Each `show` entry holds: the other field's value equals the given value, or is in the given list. */
export const meetsShowConditions = (field: ListField, values: Readonly<Record<string, unknown>>): boolean =>
  Object.entries(field.show ?? {}).every(([other, expected]) =>
    Array.isArray(expected)
      ? expected.some((candidate) => sameValue(candidate, values[other]))
      : sameValue(expected, values[other]),
  );

/** A field shows when its show conditions hold, and an admin_only field only to administrators (spec 3 §5). */
export const isFieldShown = (
  field: ListField,
  values: Readonly<Record<string, unknown>>,
  administrator: boolean,
): boolean => (field.admin_only !== true || administrator) && meetsShowConditions(field, values);

export const visibleFields = (
  fields: readonly ListField[],
  values: Readonly<Record<string, unknown>>,
  administrator: boolean,
): readonly ListField[] => fields.filter((field) => isFieldShown(field, values, administrator));

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** "A uuid-type field is filled with a new id when empty" (spec 3 §5); `newId` comes from the caller. */
export const fillUuidFields = (
  fields: readonly ListField[],
  values: Readonly<Record<string, unknown>>,
  newId: () => string,
): Readonly<Record<string, unknown>> => {
  const filled: Record<string, unknown> = { ...values };
  for (const field of fields) if (field.type === 'uuid' && isEmpty(filled[field.name])) filled[field.name] = newId();
  return filled;
};

/** "File values are not sent in the save payload" (spec 3 §5): file and s3file fields are left out. */
export const saveableValues = (
  fields: readonly ListField[],
  values: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> => {
  const fileFields = new Set(fields.filter((field) => fileFieldTypes.includes(field.type)).map((field) => field.name));
  return Object.fromEntries(Object.entries(values).filter(([name]) => !fileFields.has(name)));
};
