import * as t from 'io-ts';
import { archiveStates, type ArchiveState, type Group, type GroupDraft, type GroupMeta } from '../../../domain/groups';
import { itemVersion, listOf, numericId, oneOf, optional, recordOf, shape } from '../kit';

export const ArchiveStateCodec: t.Type<ArchiveState, unknown, unknown> = oneOf(archiveStates);

export const GroupMetaCodec: t.Type<GroupMeta, unknown, unknown> = shape(
  {},
  {
    productions: optional(t.boolean),
    production_roles: optional(recordOf(t.string)),
  },
);

const groupMembers = {
  accounts: optional(listOf(numericId)),
  channels: optional(listOf(t.string)),
  cms_lists: optional(listOf(numericId)),
  cms_list_types: optional(listOf(numericId)),
  settings: optional(listOf(numericId)),
  events: optional(listOf(t.string)),
  meta: optional(GroupMetaCodec),
};

export const GroupCodec: t.Type<Group, unknown, unknown> = shape(
  { id: numericId, uuid: t.string },
  {
    name: optional(t.string),
    state: optional(ArchiveStateCodec),
    ...groupMembers,
    inserted_at: optional(t.string),
    updated_at: optional(t.string),
    version: itemVersion,
  },
);

export const GroupDraftCodec: t.Type<GroupDraft, unknown, unknown> = shape(
  { name: t.string, state: ArchiveStateCodec },
  { id: optional(numericId), uuid: optional(t.string), ...groupMembers },
);
