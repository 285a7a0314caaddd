import { listFieldTypes, type ListField, type ListType, type ListTypeDraft } from '../../domain/cms';

export { listFieldTypes };

/** Field positions in the record editor (spec 3 §3). */
export const listFieldPositions: readonly string[] = ['left', 'right'];

export interface ListTypeForm {
  readonly name: string;
  readonly fields: readonly ListField[];
  /** The subset shown as table columns. */
  readonly listFields: readonly string[];
  readonly importJson: boolean;
  /** The file_upload setting's id, as text ('' for none). */
  readonly uploadConfig: string;
  readonly system: boolean;
}

export const blankListTypeForm = (): ListTypeForm => ({
  name: '',
  fields: [],
  listFields: [],
  importJson: false,
  uploadConfig: '',
  system: false,
});

export const listTypeFormOf = (type: ListType): ListTypeForm => ({
  name: type.name,
  fields: type.fields,
  listFields: type.list_fields ?? [],
  importJson: type.import_json === true,
  uploadConfig: type.meta?.upload_config === undefined ? '' : String(type.meta.upload_config),
  system: type.meta?.system === true,
});

export const newListField = (index: number): ListField => ({ name: `field_${index + 1}`, title: '', type: 'text' });

/** A field's show conditions as the editor types them (JSON: field name → value or list of values). */
export const showText = (field: ListField): string => (field.show === undefined ? '' : JSON.stringify(field.show));

/** The field with its show conditions from typed JSON; undefined when the text is no JSON object. */
export const withShowText = (field: ListField, text: string): ListField | undefined => {
  if (text.trim() === '') {
    const { show: _dropped, ...rest } = field;
    return rest;
  }
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? { ...field, show: value as Record<string, unknown> }
      : undefined;
  } catch {
    return undefined;
  }
};

export type ListTypeSavePlan =
  { readonly kind: 'save'; readonly draft: ListTypeDraft } | { readonly kind: 'refused'; readonly message: string };

/**
 * Name and field names required, field names unique, the list-fields subset only of existing fields (the
 * server checks the same, docs/protocol/cms.md). The system flag is sent only by a developer, who alone sees it.
 */
export const listTypeSavePlan = (
  form: ListTypeForm,
  id: number | undefined,
  stored: ListType | undefined,
  canSetSystem: boolean,
): ListTypeSavePlan => {
  const name = form.name.trim();
  if (name === '') return { kind: 'refused', message: 'Name is required.' };
  const names = form.fields.map((field) => field.name.trim());
  if (names.some((field) => field === '')) return { kind: 'refused', message: 'Every field needs a name.' };
  if (new Set(names).size !== names.length) return { kind: 'refused', message: 'Field names must be unique.' };
  const upload = form.uploadConfig === '' ? undefined : Number(form.uploadConfig);
  const meta = {
    ...stored?.meta,
    ...(upload !== undefined ? { upload_config: upload } : {}),
    ...(canSetSystem ? { system: form.system } : {}),
  };
  if (upload === undefined) delete (meta as { upload_config?: unknown }).upload_config;
  return {
    kind: 'save',
    draft: {
      ...(id !== undefined ? { id } : {}),
      name,
      fields: form.fields.map((field) => ({ ...field, name: field.name.trim() })),
      list_fields: form.listFields.filter((field) => names.includes(field)),
      import_json: form.importJson,
      meta,
    },
  };
};
