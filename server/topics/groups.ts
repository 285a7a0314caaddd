import { groupsTopics } from '../../src/infrastructure/wire/groups';
import type { Actor } from '../auth/actor';
import type { Reply } from '../protocol/reply';
import type { StoredDocument } from '../storage/document-repository';
import { isPrepared, type PlainEntity, type PreparedSave, type SaveRequest } from './plain-entity';
import { dataListTargets, type EntityKind } from '../records/entity-kind';
import { checkedName } from './entity-names';
import { defaultPrepare } from './entity-save';
import { entityTopics } from './entity-topics';
import { isAdministrator } from '../../src/domain/rights';

/** `{group: GroupDraft}` as the console's catalogue defines it (spec 3 §3 Group). */
const groupSaveCodec = groupsTopics['groups:create'].pushes.save.payload;

/** Administrators see every group; others the groups they belong to (group pickers, productions). */
export const groupVisible = (actor: Actor, document: StoredDocument): boolean =>
  isAdministrator(actor.type) || actor.groups.includes(document.uuid);

/** A group is saved as sent, under a checked name (docs/protocol/groups.md "Names"). */
const prepareGroup = async (request: SaveRequest): Promise<PreparedSave | Reply> => {
  const name = await checkedName(request.services, 'groups', 'group', request.item.name, request.existing);
  if (typeof name !== 'string') return name;
  const prepared = defaultPrepare('group', request);
  return isPrepared(prepared) ? { ...prepared, body: { ...prepared.body, name } } : prepared;
};

export const groupsKind: EntityKind = {
  kind: 'groups',
  targets: dataListTargets('groups'),
  visible: groupVisible,
};

const groupsEntity: PlainEntity = {
  kind: groupsKind,
  prefix: 'groups',
  keyParam: 'id',
  payloadKey: 'group',
  saveCodec: groupSaveCodec,
  prepareSave: prepareGroup,
  afterChange: (services) => services.actors.invalidate(),
};

/** groups:all, groups:{id}, groups:create. */
export const groupTopics = entityTopics(groupsEntity);
