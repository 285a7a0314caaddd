import { defaultFieldValue } from './form-validation';
import { type FormField } from './form-field';
import { valueFields } from './form-fields';

// Where a field's first value comes from (spec 2 §9): a field's `default` is either a literal value or a
// form function `{function, key?}`; otherwise a date-time field starts at now, a checkbox at false and a
// multilanguage value with an empty en entry. uuid fields are filled by the application (ids are made there).

export const formFunctions = [
  'event_start_plus_clip_start',
  'event_start_plus_clip_end',
  'from_event',
  'from_clip',
] as const;
export type FormFunction = (typeof formFunctions)[number];

export interface FunctionDefault {
  readonly function: FormFunction;
  /** The property of the event or clip to copy (from_event, from_clip); defaults to the field's name. */
  readonly key?: string;
}

/** What form functions read: the event (start in `cached_start_time`) and the clip (recording seconds). */
export interface FormContext {
  /** Unix seconds. */
  readonly now: number;
  readonly event?: Readonly<Record<string, unknown>>;
  readonly clip?: Readonly<Record<string, unknown>>;
}

const isFunctionDefault = (value: unknown): value is FunctionDefault =>
  typeof value === 'object' &&
  value !== null &&
  formFunctions.some((name) => name === (value as { function?: unknown }).function);

const numberAt = (record: Readonly<Record<string, unknown>> | undefined, key: string): number | undefined => {
  const value = record?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

/** A property of the record, else of its `meta` (form values live there). */
const lookUp = (record: Readonly<Record<string, unknown>> | undefined, key: string): unknown => {
  if (record === undefined) return undefined;
  if (Object.hasOwn(record, key)) return record[key];
  const meta = record.meta;
  return typeof meta === 'object' && meta !== null && Object.hasOwn(meta, key)
    ? (meta as Record<string, unknown>)[key]
    : undefined;
};

/** Spec 2 §9 form function defaults: event start plus clip start or end, or a value copied from the event or the clip. */
export const functionDefault = (field: FormField, spec: FunctionDefault, context: FormContext): unknown => {
  const start = numberAt(context.event, 'cached_start_time');
  switch (spec.function) {
    case 'event_start_plus_clip_start': {
      const clipStart = numberAt(context.clip, 'start_time');
      return start !== undefined && clipStart !== undefined ? start + clipStart : undefined;
    }
    case 'event_start_plus_clip_end': {
      const clipEnd = numberAt(context.clip, 'end_time');
      return start !== undefined && clipEnd !== undefined ? start + clipEnd : undefined;
    }
    case 'from_event':
      return lookUp(context.event, spec.key ?? field.name);
    case 'from_clip':
      return lookUp(context.clip, spec.key ?? field.name);
  }
};

/** The first value of one field: its `default` (literal or function), else the type's default. */
export const initialFieldValue = (field: FormField, context: FormContext): unknown => {
  const given = field.default;
  if (isFunctionDefault(given)) return functionDefault(field, given, context) ?? defaultFieldValue(field, context.now);
  if (given !== undefined) return given;
  return defaultFieldValue(field, context.now);
};

/** Values for a form: what the record already holds wins; fields without a value get their default. */
export const initialFormValues = (
  fields: readonly FormField[],
  stored: Readonly<Record<string, unknown>>,
  context: FormContext,
): Readonly<Record<string, unknown>> => {
  const values: Record<string, unknown> = { ...stored };
  for (const field of valueFields(fields)) {
    if (Object.hasOwn(values, field.name) && values[field.name] !== undefined && values[field.name] !== null) continue;
    const value = initialFieldValue(field, context);
    if (value !== undefined) values[field.name] = value;
  }
  return values;
};

/** Names of uuid fields still empty: the application fills each with a new id (spec 2 §3 "filled when empty"). */
export const emptyUuidFields = (
  fields: readonly FormField[],
  values: Readonly<Record<string, unknown>>,
): readonly string[] =>
  valueFields(fields)
    .filter((field) => field.type === 'uuid')
    .filter((field) => {
      const value = Object.hasOwn(values, field.name) ? values[field.name] : undefined;
      return typeof value !== 'string' || value.trim() === '';
    })
    .map((field) => field.name);
