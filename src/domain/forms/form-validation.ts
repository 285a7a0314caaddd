import { defaultLanguage, eventLanguages, type FormField, type LanguageValue } from './form-field';

/** Messages for multilanguage values; spec 2 §5 states the rule but not the wording. */
export const multilanguageMessages = {
  noLanguage: 'At least one language is required',
  repeatedLanguage: 'Each language can be used only once',
} as const;

type Labelled = Pick<FormField, 'name' | 'label' | 'title'>;
const labelOf = (field: Labelled): string => field.label ?? field.title ?? field.name;

/**
 * Spec 2 §5: required generic fields say '{label} is required' (label, else title, else name); the same
 * message serves a required billing customer or contract.
 */
export const requiredMessage = (field: Labelled): string => `${labelOf(field)} is required`;

/** A number field holding text that is no integer; spec 2 §5 gives no wording for it. */
export const integerMessage = (field: Labelled): string => `${labelOf(field)} must be a whole number`;

/** Spec 2 §5: number fields parse integers and an empty field counts as 0; other text is no number. */
export const parseNumberField = (text: string): number | undefined => {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^[-+]?\d+$/.test(trimmed) ? Number.parseInt(trimmed, 10) : undefined;
};

const isLanguageValue = (item: unknown): item is LanguageValue =>
  typeof item === 'object' && item !== null && 'lang' in item && eventLanguages.some((lang) => lang === item.lang);

/** Spec 2 §5: a multilanguage value has at least one language and each language once. */
export const multilanguageError = (value: unknown): string | undefined => {
  const items = Array.isArray(value) ? value.filter(isLanguageValue) : [];
  if (items.length === 0) return multilanguageMessages.noLanguage;
  const langs = items.map((item) => item.lang);
  return new Set(langs).size === langs.length ? undefined : multilanguageMessages.repeatedLanguage;
};

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** A field is shown when every show condition holds: the other field's value equals the value or is in the list. */
export const isFieldShown = (field: FormField, values: Readonly<Record<string, unknown>>): boolean =>
  Object.entries(field.show ?? {}).every(([name, expected]) => {
    const actual = Object.hasOwn(values, name) ? values[name] : undefined;
    return Array.isArray(expected) ? expected.includes(actual) : expected === actual;
  });

/** The message of one field's value, if any. Number fields never count as empty (empty is 0). */
export const fieldError = (field: FormField, value: unknown): string | undefined => {
  if (field.multilanguage) return multilanguageError(value);
  if (field.type === 'number') {
    if (typeof value === 'number') return Number.isInteger(value) ? undefined : integerMessage(field);
    return typeof value === 'string' && parseNumberField(value) === undefined ? integerMessage(field) : undefined;
  }
  return field.required && isEmpty(value) ? requiredMessage(field) : undefined;
};

export interface FormViewer {
  readonly isAdmin: boolean;
}

/** Messages by field name for the fields the viewer sees (admin_only fields are for admins, spec 3 §5). */
export const formErrors = (
  fields: readonly FormField[],
  values: Readonly<Record<string, unknown>>,
  viewer: FormViewer,
): Readonly<Record<string, string>> => {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if ((field.admin_only && !viewer.isAdmin) || !isFieldShown(field, values)) continue;
    const message = fieldError(field, Object.hasOwn(values, field.name) ? values[field.name] : undefined);
    if (message !== undefined) errors[field.name] = message;
  }
  return errors;
};

/** Spec 2 §9: a date-time field defaults to now, a checkbox to false; a multilanguage value starts in en. */
export const defaultFieldValue = (field: FormField, now: number): unknown => {
  if (field.multilanguage) return [{ lang: defaultLanguage, value: '' }];
  if (field.type === 'datetime') return now;
  if (field.type === 'checkbox') return false;
  return undefined;
};
