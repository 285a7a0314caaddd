import { formFieldTypes, type FormField, type FormFieldType } from '../forms';
import type { Setting } from '../settings';
import type { ExportFormRules } from './clip-exports';

// The settings records that drive the clips dialogs (spec 2 §3): export_form (one export target each),
// tag_form (one tag type each) and export_configuration (the destinations an export form sends to).
// Setting values are free JSON: everything is read defensively, a broken record yields what can be read.

/** One export_form setting: a form, quality rules and the configurations it exports to (spec 2 §3). */
export interface ExportForm extends ExportFormRules {
  readonly id: number;
  readonly name: string;
  readonly title: string;
  readonly fields: readonly FormField[];
  readonly hide_quality_selector: boolean;
}

/** One tag_form setting: a tag type and the fields of its dialog. */
export interface TagType {
  readonly id: number;
  readonly type: string;
  readonly type_name: string;
  readonly fields: readonly FormField[];
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (value: unknown): readonly string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const isFieldType = (value: unknown): value is FormFieldType => formFieldTypes.some((type) => type === value);

/** The well-formed fields of a setting's `form` list; options given as plain strings become {value}. */
export const formFieldsOf = (form: unknown): readonly FormField[] =>
  (Array.isArray(form) ? form : []).flatMap((field: unknown): FormField[] => {
    if (!isRecord(field) || typeof field.name !== 'string' || !isFieldType(field.type)) return [];
    const options = Array.isArray(field.options)
      ? field.options.flatMap((option: unknown) =>
          typeof option === 'string' || typeof option === 'number'
            ? [{ value: option }]
            : isRecord(option) && (typeof option.value === 'string' || typeof option.value === 'number')
              ? [{ value: option.value, ...(typeof option.label === 'string' ? { label: option.label } : {}) }]
              : [],
        )
      : undefined;
    return [{ ...field, name: field.name, type: field.type, ...(options ? { options } : {}) }];
  });

const configurationIds = (value: unknown): number | readonly number[] | undefined => {
  const number = (item: unknown): number | undefined =>
    typeof item === 'number' && Number.isFinite(item)
      ? item
      : typeof item === 'string' && /^\d+$/.test(item)
        ? Number(item)
        : undefined;
  if (Array.isArray(value)) return value.map(number).filter((item): item is number => item !== undefined);
  return number(value);
};

const byTitle = <T extends { readonly title?: string; readonly type_name?: string; readonly id: number }>(
  left: T,
  right: T,
): number =>
  (left.title ?? left.type_name ?? '').localeCompare(right.title ?? right.type_name ?? '') || left.id - right.id;

/**
 * The export_form record the MTV compilation exports with (spec 2 §3 lists `mtv_special_export` among the
 * settings used here; it is not one of the setting types of spec 1 §3, so it is the name of an export_form
 * record; docs/protocol/clips.md "MTV compilation"). It is not an ordinary export target.
 */
export const mtvSpecialExportName = 'mtv_special_export';

const exportFormOf = (setting: Setting): ExportForm | undefined => {
  if (setting.type !== 'export_form' || !isRecord(setting.value)) return undefined;
  const value = setting.value;
  const ids = configurationIds(value.export_configuration_id);
  return {
    id: setting.id,
    name: setting.name,
    title: setting.title ?? setting.name,
    fields: formFieldsOf(value.form),
    required_qualities: strings(value.required_qualities),
    pre_selected_qualities: strings(value.pre_selected_qualities),
    hide_quality_selector: value.hide_quality_selector === true,
    ...(ids !== undefined ? { export_configuration_id: ids } : {}),
  };
};

/** Export forms that are not hidden (`hide`), by title; the MTV compilation's record is not one of them. */
export const exportFormsOf = (settings: Iterable<Setting>): readonly ExportForm[] => {
  const forms: ExportForm[] = [];
  for (const setting of settings) {
    if (setting.name === mtvSpecialExportName || (isRecord(setting.value) && setting.value.hide === true)) continue;
    const form = exportFormOf(setting);
    if (form) forms.push(form);
  }
  return forms.sort(byTitle);
};

/** The MTV compilation's export form (the export_form named mtv_special_export), whether hidden or not. */
export const mtvSpecialExportOf = (settings: Iterable<Setting>): ExportForm | undefined => {
  for (const setting of settings) if (setting.name === mtvSpecialExportName) return exportFormOf(setting);
  return undefined;
};

/** Tag types from the tag_form settings, by name; a record without a type falls back to the setting's name. */
export const tagTypesOf = (settings: Iterable<Setting>): readonly TagType[] => {
  const types: TagType[] = [];
  for (const setting of settings) {
    if (setting.type !== 'tag_form' || !isRecord(setting.value)) continue;
    const { value } = setting;
    types.push({
      id: setting.id,
      type: typeof value.type === 'string' && value.type !== '' ? value.type : setting.name,
      type_name:
        typeof value.type_name === 'string' && value.type_name !== ''
          ? value.type_name
          : (setting.title ?? setting.name),
      fields: formFieldsOf(value.form),
    });
  }
  return types.sort(byTitle);
};

/** How an export configuration is named in 'Exporting clip ({name})!': its title, else its name, else its id. */
export const exportConfigurationName = (settings: Readonly<Record<string, Setting>>, id: number): string => {
  const setting = settings[id];
  return setting?.title ?? setting?.name ?? `#${id}`;
};
