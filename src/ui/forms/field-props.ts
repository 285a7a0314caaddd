import type { FieldView } from '../../application/forms';

/** What every field renderer gets: the field as the form state shows it, and where changes go. */
export interface FieldProps {
  readonly field: FieldView;
  readonly disabled?: boolean;
  readonly onChange: (name: string, value: unknown) => void;
  readonly onBlur: (name: string) => void;
}

/** Fluent Field props for a field's label, required mark and message. */
export const fieldFrame = (
  field: FieldView,
): { label: string; required: boolean; validationState: 'error' | 'none'; validationMessage?: string } => ({
  label: field.label,
  required: field.required,
  validationState: field.error ? 'error' : 'none',
  ...(field.error ? { validationMessage: field.error } : {}),
});

export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
