import * as t from 'io-ts';
import { optional } from '../../src/infrastructure/wire/kit';
import { isOwnFilter } from '../../src/domain/settings';
import { reasons, refuse, type Reply } from '../protocol/reply';
import type { PlainEntity, PreparedSave, SaveRequest } from './plain-entity';
import { dataListTargets, type EntityKind } from '../records/entity-kind';
import { stateFor } from './entity-save';
import { entityTopics } from './entity-topics';
import { withoutReserved } from '../storage/document-repository';

/** The specs name filters without fields; we keep name, type and a free-form value (docs/protocol/server.md). */
const FilterSaveCodec = t.type({
  filter: t.partial({ name: optional(t.string), type: optional(t.string), value: t.unknown }),
});
type FilterDraft = t.TypeOf<typeof FilterSaveCodec>['filter'];

const prepareFilter = async ({
  actor,
  item,
  existing,
}: SaveRequest<FilterDraft>): Promise<PreparedSave<'filters'> | Reply> => {
  const state = stateFor('filter', item, existing);
  if (typeof state !== 'string') return state;
  // A saved filter is its author's alone (isOwnFilter): saveEntity already refuses one the actor does not see.
  if (existing && !isOwnFilter(existing.body, actor.accountId)) return refuse(reasons.unauthorized);
  return { body: { ...existing?.body, ...withoutReserved(item), account_id: actor.accountId }, state };
};

export const filtersKind: EntityKind<'filters'> = {
  kind: 'filters',
  targets: dataListTargets('filters'),
  // Each account receives, changes and deletes only its own filters (init, updates and deletes included).
  visible: (actor, document) => isOwnFilter(document.body, actor.accountId),
};

const filtersEntity: PlainEntity<'filters', 'filter', FilterDraft> = {
  kind: filtersKind,
  prefix: 'filters',
  keyParam: 'id',
  payloadKey: 'filter',
  saveCodec: FilterSaveCodec,
  prepareSave: prepareFilter,
  deletable: true,
};

/** filters:all, filters:{id} (save, delete), filters:create. */
export const filterTopics = entityTopics(filtersEntity);
