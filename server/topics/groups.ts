import { groupsTopics } from '../../src/infrastructure/wire/groups';
import { isAdministrator } from '../auth/account-types';
import type { Actor } from '../auth/actor';
import type { StoredDocument } from '../storage/document-repository';
import type { EntityKind } from './entity-kind';
import { entityTopics } from './entity-topics';

/** `{group: GroupDraft}` as the console's catalogue defines it (spec 3 §3 Group). */
const groupSaveCodec = groupsTopics['groups:create'].pushes.save.payload;

/** Administrators see every group; others the groups they belong to (group pickers, productions). */
export const groupVisible = (actor: Actor, document: StoredDocument): boolean =>
  isAdministrator(actor.type) || actor.groups.includes(document.uuid);

export const groupsKind: EntityKind = {
  kind: 'groups',
  prefix: 'groups',
  keyParam: 'id',
  payloadKey: 'group',
  saveCodec: groupSaveCodec,
  visible: groupVisible,
  afterChange: (services) => services.actors.invalidate(),
};

/** groups:all, groups:{id}, groups:create. */
export const groupTopics = entityTopics(groupsKind);
