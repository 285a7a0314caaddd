import { fileFieldTypes, type ListField } from '../../src/domain/cms';
import { formFieldsOf } from '../../src/domain/clips';
import { eventFormFields, valueFields, type FormField } from '../../src/domain/forms';
import { jsonObject } from '../../src/infrastructure/wire/kit';
import type { Services } from '../services';

/** The dynamic forms whose `file`/`s3file` fields take a file before the form is saved (issue 29). */
export const uploadForms = ['event', 'tag', 'export'] as const;
export type UploadForm = (typeof uploadForms)[number];

export const isUploadForm = (value: string): value is UploadForm => uploadForms.some((form) => form === value);

const settingType: Readonly<Record<UploadForm, string>> = {
  event: 'event_form',
  tag: 'tag_form',
  export: 'export_form',
};

const fieldsOfSetting = (form: UploadForm, value: unknown): readonly FormField[] =>
  form === 'event' ? eventFormFields(value) : formFieldsOf(jsonObject.is(value) ? value.form : undefined);

/**
 * Every value field (groups opened) of every setting of the form's kind (event_form, tag_form, export_form), as
 * the list fields `fileFieldRefusal` reads (file fields only): an upload may name a file field some such form declares, nothing else.
 * The form a console shows is one of these (the destination's event form, a tag type, an export target).
 */
export const formUploadFields = async (services: Services, form: UploadForm): Promise<readonly ListField[]> => {
  const settings = await services.store.documents.settings.list(`body->>'type' = $1`, [settingType[form]]);
  const byName = new Map<string, ListField>();
  for (const setting of settings)
    for (const field of valueFields(fieldsOfSetting(form, setting.body.value))) {
      if (!fileFieldTypes.includes(field.type)) continue;
      const known = byName.get(field.name);
      // One form's file field is enough; admin_only only where every form with that file field says so.
      byName.set(field.name, {
        name: field.name,
        type: field.type,
        admin_only: field.admin_only === true && (known === undefined || known.admin_only === true),
      });
    }
  return [...byName.values()];
};
