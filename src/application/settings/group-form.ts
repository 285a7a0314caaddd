import { productionRoles } from '../../domain/accounts';
import type { Group, GroupDraft, ArchiveState } from '../../domain/groups';

/** The group editor's fields (spec 3 §3 Group): channels split as the editor shows them, merged on save. */
export interface GroupForm {
  readonly name: string;
  readonly uuid: string;
  readonly state: ArchiveState;
  readonly accounts: readonly number[];
  /** Input channels (source) and output channels (destination); `channels` on the wire is both (spec 3 §7). */
  readonly source: readonly string[];
  readonly destination: readonly string[];
  readonly cmsLists: readonly number[];
  readonly cmsListTypes: readonly number[];
  readonly settings: readonly number[];
  /** Event uuids, one a line. */
  readonly events: string;
  readonly productions: boolean;
  /** Account id → role. */
  readonly roles: Readonly<Record<string, string>>;
}

export const groupRoleChoices: readonly string[] = productionRoles;

export const blankGroupForm = (): GroupForm => ({
  name: '',
  uuid: '',
  state: 'active',
  accounts: [],
  source: [],
  destination: [],
  cmsLists: [],
  cmsListTypes: [],
  settings: [],
  events: '',
  productions: false,
  roles: {},
});

/** A stored group's channels split by the channel's type; one the console does not know counts as a source. */
export const groupFormOf =
  (outputs: ReadonlySet<string>) =>
  (group: Group): GroupForm => ({
    name: group.name ?? '',
    uuid: group.uuid,
    state: group.state ?? 'active',
    accounts: group.accounts ?? [],
    source: (group.channels ?? []).filter((uuid) => !outputs.has(uuid)),
    destination: (group.channels ?? []).filter((uuid) => outputs.has(uuid)),
    cmsLists: group.cms_lists ?? [],
    cmsListTypes: group.cms_list_types ?? [],
    settings: group.settings ?? [],
    events: (group.events ?? []).join('\n'),
    productions: group.meta?.productions === true,
    roles: group.meta?.production_roles ?? {},
  });

export type GroupSavePlan =
  { readonly kind: 'save'; readonly draft: GroupDraft } | { readonly kind: 'refused'; readonly message: string };

/** The save payload: channels merged from source and destination without duplicates; roles only of members. */
export const groupSavePlan = (form: GroupForm, id: number | undefined): GroupSavePlan => {
  const name = form.name.trim();
  if (name === '') return { kind: 'refused', message: 'Name is required.' };
  const members = new Set(form.accounts.map(String));
  const roles = Object.fromEntries(
    Object.entries(form.roles).filter(([account, role]) => members.has(account) && role !== ''),
  );
  return {
    kind: 'save',
    draft: {
      ...(id !== undefined ? { id } : {}),
      ...(form.uuid !== '' ? { uuid: form.uuid } : {}),
      name,
      state: form.state,
      accounts: form.accounts,
      channels: [...new Set([...form.source, ...form.destination])],
      cms_lists: form.cmsLists,
      cms_list_types: form.cmsListTypes,
      settings: form.settings,
      events: form.events
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
      meta: { productions: form.productions, production_roles: roles },
    },
  };
};
