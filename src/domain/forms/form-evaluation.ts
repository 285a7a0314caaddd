import { fieldError, isFieldShown, parseNumberField, type FormViewer } from './form-validation';
import { type FormField } from './form-field';
import { groupChildren } from './form-fields';

// The engine's one pass over a form: which fields the viewer sees (admin_only, show conditions, a hidden
// group hides its children), each field's value and message, and whether the whole form may be saved.

export interface EvaluatedField {
  readonly field: FormField;
  readonly value: unknown;
  readonly error?: string;
  /** A group's visible children. */
  readonly children?: readonly EvaluatedField[];
}

export interface FormEvaluation {
  readonly left: readonly EvaluatedField[];
  readonly right: readonly EvaluatedField[];
  /** Messages by field name, for visible fields only. */
  readonly errors: Readonly<Record<string, string>>;
  readonly valid: boolean;
}

/** Extra messages for structured values (spec silent on wording; docs/protocol/forms.md). */
export const keyValueMessages = {
  repeatedKey: 'Each key can be used only once',
  emptyKey: 'A key cannot be empty',
} as const;

export interface KeyValuePair {
  readonly key: string;
  readonly value: string;
}

export const asKeyValuePairs = (value: unknown): readonly KeyValuePair[] =>
  Array.isArray(value)
    ? value.filter(
        (item): item is KeyValuePair =>
          typeof item === 'object' && item !== null && typeof item.key === 'string' && typeof item.value === 'string',
      )
    : [];

/** key_value: every pair has a key and no key repeats. */
export const keyValueError = (value: unknown): string | undefined => {
  const pairs = asKeyValuePairs(value);
  if (pairs.some((pair) => pair.key.trim() === '')) return keyValueMessages.emptyKey;
  const keys = pairs.map((pair) => pair.key.trim());
  return new Set(keys).size === keys.length ? undefined : keyValueMessages.repeatedKey;
};

const valueOf = (values: Readonly<Record<string, unknown>>, name: string): unknown =>
  Object.hasOwn(values, name) ? values[name] : undefined;

/** Whether the viewer sees the field: admin_only fields are for admins (spec 2 §6), show conditions hold. */
export const isVisibleTo = (field: FormField, values: Readonly<Record<string, unknown>>, viewer: FormViewer): boolean =>
  !(field.admin_only && !viewer.isAdmin) && isFieldShown(field, values);

const messageOf = (field: FormField, value: unknown): string | undefined =>
  fieldError(field, value) ?? (field.type === 'key_value' ? keyValueError(value) : undefined);

const evaluate = (
  fields: readonly FormField[],
  values: Readonly<Record<string, unknown>>,
  viewer: FormViewer,
  errors: Record<string, string>,
): EvaluatedField[] =>
  fields
    .filter((field) => isVisibleTo(field, values, viewer))
    .map((field) => {
      if (field.type === 'group')
        return { field, value: undefined, children: evaluate(groupChildren(field), values, viewer, errors) };
      const value = valueOf(values, field.name);
      const error = messageOf(field, value);
      if (error !== undefined) errors[field.name] = error;
      return error === undefined ? { field, value } : { field, value, error };
    });

/** Spec 2 §2, §5, §6, spec 3 §3: the visible fields in their columns, their messages and validity. */
export const evaluateForm = (
  fields: readonly FormField[],
  values: Readonly<Record<string, unknown>>,
  viewer: FormViewer,
): FormEvaluation => {
  const errors: Record<string, string> = {};
  const evaluated = evaluate(fields, values, viewer, errors);
  return {
    left: evaluated.filter((item) => item.field.position !== 'right'),
    right: evaluated.filter((item) => item.field.position === 'right'),
    errors,
    valid: Object.keys(errors).length === 0,
  };
};

/**
 * The values a form saves: number fields as integers (empty counts as 0, spec 2 §5); a number field holding
 * other text is left as typed (the form is invalid then and is not saved).
 */
export const formOutput = (
  fields: readonly FormField[],
  values: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> => {
  const output: Record<string, unknown> = { ...values };
  const walk = (list: readonly FormField[]): void => {
    for (const field of list) {
      if (field.type === 'group') walk(groupChildren(field));
      else if (field.type === 'number') {
        const value = valueOf(values, field.name);
        if (value === undefined || value === null) output[field.name] = 0;
        else if (typeof value === 'string') output[field.name] = parseNumberField(value) ?? value;
      }
    }
  };
  walk(fields);
  return output;
};
