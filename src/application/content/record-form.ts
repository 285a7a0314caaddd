import { fillUuidFields, saveableValues, type ListData, type ListDataDraft, type ListType } from '../../domain/cms';
import type { ArchiveState } from '../../domain/groups';
import type { FormField } from '../../domain/forms';

/** A list type's fields as the dynamic form engine reads them (the same JSON, spec 2 §3, spec 3 §3). */
export const recordFormFields = (listType: ListType | undefined): readonly FormField[] =>
  (listType?.fields ?? []) as readonly FormField[];

/** The s3file fields of a list type: each can take a file in the record editor (spec 3 §2.4). */
export const recordFileFields = (listType: ListType | undefined): readonly { name: string; label: string }[] =>
  (listType?.fields ?? [])
    .filter((field) => field.type === 's3file')
    .map((field) => ({ name: field.name, label: field.title ?? field.label ?? field.name }));

/**
 * The record editor's save (spec 3 §5): empty uuid fields get a new id, file values stay out of the payload
 * (uploads go through the queue after the save), the record keeps its state.
 */
export const recordDraft = (
  listType: ListType | undefined,
  listId: number,
  values: Readonly<Record<string, unknown>>,
  stored: ListData | undefined,
  newId: () => string,
): ListDataDraft => {
  const fields = listType?.fields ?? [];
  const state: ArchiveState = stored?.state ?? 'active';
  return {
    ...(stored ? { id: stored.id } : {}),
    cms_list_id: listId,
    state,
    data: saveableValues(fields, fillUuidFields(fields, values, newId)),
  };
};
