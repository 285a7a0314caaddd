import { listUuidProblem, type ContentList, type ContentListDraft, type ContentListMeta } from '../../domain/cms';

/** What the list editor edits (spec 3 §2.4 new / edit list, §3 Content list). */
export interface ListForm {
  readonly name: string;
  readonly category: string;
  /** The list type's id as text ('' until chosen). */
  readonly listType: string;
  readonly groups: readonly string[];
  /** The parent list's id as text ('' for none). */
  readonly parentList: string;
  readonly uuid: string;
  readonly system: boolean;
  readonly notify: boolean;
  /** The notifiers as JSON text (a list of objects): an admin's editor (spec 3 §6). */
  readonly notifiers: string;
}

export const blankListForm = (): ListForm => ({
  name: '',
  category: '',
  listType: '',
  groups: [],
  parentList: '',
  uuid: '',
  system: false,
  notify: false,
  notifiers: '',
});

export const listFormOf = (list: ContentList): ListForm => ({
  name: list.name,
  category: list.type ?? '',
  listType: String(list.cms_list_type_id),
  groups: list.groups ?? [],
  parentList: list.meta?.parent_list_id === undefined ? '' : String(list.meta.parent_list_id),
  uuid: list.meta?.uuid ?? '',
  system: list.meta?.system === true,
  notify: list.meta?.notify === true,
  notifiers: list.meta?.notifiers === undefined ? '' : JSON.stringify(list.meta.notifiers, null, 2),
});

export type ListSavePlan =
  { readonly kind: 'save'; readonly draft: ContentListDraft } | { readonly kind: 'refused'; readonly message: string };

const parseNotifiers = (text: string): readonly Readonly<Record<string, unknown>>[] | undefined | 'invalid' => {
  if (text.trim() === '') return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) &&
      value.every((item) => typeof item === 'object' && item !== null && !Array.isArray(item))
      ? (value as Record<string, unknown>[])
      : 'invalid';
  } catch {
    return 'invalid';
  }
};

/** Who edits which part of a list (spec 3 §6): the UUID root and developer, system developers, notifiers admins. */
export interface ListEditorRights {
  readonly editListUuid: boolean;
  readonly seeSystemLists: boolean;
  readonly editNotifiers: boolean;
}

/**
 * The save of the list editor, or why not: a given UUID must be 8-4-4-4-12 hex ('UUID is invalid!', nothing is
 * saved, spec 3 §5). Fields the viewer may not edit keep their stored values, so the server sees no change.
 */
export const listSavePlan = (
  form: ListForm,
  id: number | undefined,
  stored: ContentList | undefined,
  rights: ListEditorRights,
): ListSavePlan => {
  const name = form.name.trim();
  if (name === '') return { kind: 'refused', message: 'The list needs a name.' };
  const listType = Number(form.listType);
  if (form.listType === '' || !Number.isSafeInteger(listType))
    return { kind: 'refused', message: 'Choose a list type.' };
  const uuid = rights.editListUuid ? form.uuid.trim() : (stored?.meta?.uuid ?? '');
  const uuidProblem = listUuidProblem(uuid);
  if (uuidProblem) return { kind: 'refused', message: uuidProblem };
  const notifiers = rights.editNotifiers ? parseNotifiers(form.notifiers) : stored?.meta?.notifiers;
  if (notifiers === 'invalid') return { kind: 'refused', message: 'Notifiers must be a JSON list of objects.' };
  const parent = form.parentList === '' ? undefined : Number(form.parentList);
  const system = rights.seeSystemLists ? form.system : stored?.meta?.system === true;
  // Meta keys the editor does not know are kept as stored; the ones it edits are set or dropped.
  const { uuid: _uuid, parent_list_id: _parent, notifiers: _notifiers, ...kept } = stored?.meta ?? {};
  const meta: ContentListMeta = {
    ...kept,
    ...(uuid !== '' ? { uuid } : {}),
    ...(parent !== undefined ? { parent_list_id: parent } : {}),
    system,
    ...(notifiers !== undefined ? { notifiers } : {}),
    notify: form.notify,
  };
  return {
    kind: 'save',
    draft: {
      ...(id !== undefined ? { id } : {}),
      name,
      cms_list_type_id: listType,
      ...(form.category !== '' ? { type: form.category } : {}),
      groups: form.groups,
      meta,
    },
  };
};
