import * as t from 'io-ts';
import { optional } from '../../src/infrastructure/wire/kit';
import { isAdministrator } from '../auth/account-types';
import { reasons, refuse } from '../protocol/reply';
import { withoutReserved } from './entity-changes';
import type { EntityKind, PreparedSave, SaveRequest } from './entity-kind';
import { stateFor } from './entity-save';
import { entityTopics } from './entity-topics';

/** The specs name filters without fields; we keep name, type and a free-form value (docs/protocol/server.md). */
const FilterSaveCodec = t.type({
  filter: t.partial({ name: optional(t.string), type: optional(t.string), value: t.unknown }),
});

const prepareFilter = async ({
  actor,
  item,
  existing,
}: SaveRequest): Promise<PreparedSave | ReturnType<typeof refuse>> => {
  const state = stateFor(filtersKind, item, existing);
  if (typeof state !== 'string') return state;
  const owner = existing?.body.account_id ?? actor.accountId;
  // A saved filter is its author's; administrators may tidy up anyone's.
  if (owner !== actor.accountId && !isAdministrator(actor.type)) return refuse(reasons.unauthorized);
  return { body: { ...existing?.body, ...withoutReserved(item), account_id: owner }, state };
};

export const filtersKind: EntityKind = {
  kind: 'filters',
  prefix: 'filters',
  keyParam: 'id',
  payloadKey: 'filter',
  saveCodec: FilterSaveCodec,
  prepareSave: prepareFilter,
  deletable: true,
};

/** filters:all, filters:{id} (save, delete), filters:create. */
export const filterTopics = entityTopics(filtersKind);
