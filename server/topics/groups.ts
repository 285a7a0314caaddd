import type { GroupDraft } from '../../src/domain/groups';
import { groupsTopics } from '../../src/infrastructure/wire/groups';
import type { Actor } from '../auth/actor';
import type { Reply } from '../protocol/reply';
import { withoutReserved, type StoredDocument } from '../storage/document-repository';
import type { PlainEntity, PreparedSave, SaveRequest } from './plain-entity';
import { dataListTargets, type EntityKind } from '../records/entity-kind';
import { checkedName } from './entity-names';
import { stateFor } from './entity-save';
import { entityTopics } from './entity-topics';
import { maySeeGroup } from '../../src/domain/rights';

/** `{group: GroupDraft}` as the console's catalogue defines it (spec 3 §3 Group). */
const groupSaveCodec = groupsTopics['groups:create'].pushes.save.payload;

/** Who sees a group is the rights declaration's (maySeeGroup: administrators all, others their own). */
export const groupVisible = (actor: Actor, document: StoredDocument): boolean =>
  maySeeGroup(actor.type, actor.groups, document.uuid);

/** A group is saved as sent, under a checked name (docs/protocol/groups.md "Names"). */
const prepareGroup = async ({
  services,
  item,
  existing,
}: SaveRequest<GroupDraft>): Promise<PreparedSave<'groups'> | Reply> => {
  const name = await checkedName(services, 'groups', 'group', item.name, existing);
  if (typeof name !== 'string') return name;
  const state = stateFor('group', item, existing);
  if (typeof state !== 'string') return state;
  // The fields sent replace the stored ones; fields not sent are kept.
  return { body: { ...existing?.body, ...withoutReserved(item), name }, state };
};

export const groupsKind: EntityKind<'groups'> = {
  kind: 'groups',
  targets: dataListTargets('groups'),
  visible: groupVisible,
};

const groupsEntity: PlainEntity<'groups', 'group', GroupDraft> = {
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
