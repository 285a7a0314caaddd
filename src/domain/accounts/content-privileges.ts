import { can, typesWith, type AccountType } from '../rights';

/** "Privilege in root, developer, admin, group_admin or device_admin" (spec 3 §6). */
export const contentEditorTypes: readonly AccountType[] = typesWith('contentEditing');

/** What a viewer may do in /content (spec 3 §6). */
export interface ContentPrivileges {
  /** Add, edit and delete lists and records, select rows and change their state in bulk. */
  readonly edit: boolean;
  readonly copyJson: boolean;
  /** JSON import: always on for developers, else only admins on list types with import_json. */
  readonly jsonImport: boolean;
  readonly csvImport: boolean;
  readonly uploadFiles: boolean;
  readonly runNotify: boolean;
  readonly editNotifiers: boolean;
  readonly seeSystemLists: boolean;
  readonly editListUuid: boolean;
}

export interface ContentContext {
  /** The chosen list type's import_json flag. */
  readonly importJson?: boolean;
  /** Compact view shows no import buttons to anyone. */
  readonly compact?: boolean;
}

export const contentPrivileges = (type: string | undefined, context: ContentContext = {}): ContentPrivileges => {
  const developer = can('development', { type });
  const admin = can('administration', { type });
  const imports = context.compact !== true;
  return {
    edit: can('contentEditing', { type }),
    copyJson: developer,
    jsonImport: imports && (developer || (admin && context.importJson === true)),
    csvImport: imports && admin,
    uploadFiles: imports && admin,
    runNotify: admin,
    editNotifiers: admin,
    seeSystemLists: developer,
    editListUuid: can('system', { type }),
  };
};

/** Non-developers do not see lists (or list types) flagged system (spec 3 §6). */
export const isListVisible = (
  list: { readonly meta?: { readonly system?: boolean } },
  type: string | undefined,
): boolean => list.meta?.system !== true || can('development', { type });
