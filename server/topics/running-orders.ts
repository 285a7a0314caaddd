import { runningOrderItemProblems, type RunningOrderDraft } from '../../src/domain/running-orders';
import { runningOrdersTopics } from '../../src/infrastructure/wire/running-orders';
import { reasons, refuse, type Reply } from '../protocol/reply';
import type { PlainEntity, PreparedSave, SaveRequest } from './plain-entity';
import { dataListTargets, type EntityKind } from '../records/entity-kind';
import { checkedName } from './entity-names';
import { stateFor } from './entity-save';
import { entityTopics } from './entity-topics';
import { withoutReserved } from '../storage/document-repository';

/** `{running_order: RunningOrderDraft}` as the console's catalogue defines it (spec 3 §3 Running order). */
const runningOrderSaveCodec = runningOrdersTopics['running_orders:create'].pushes.save.payload;

const prepareRunningOrder = async ({
  item,
  existing,
  services,
}: SaveRequest<RunningOrderDraft>): Promise<PreparedSave<'running_orders'> | Reply> => {
  const state = stateFor('running_order', item, existing);
  if (typeof state !== 'string') return state;
  const name = await checkedName(services, 'running_orders', 'running_order', item.name, existing);
  if (typeof name !== 'string') return name;
  // The running order rules of spec 3 §5 (types per action, where a duration applies) hold on the server too.
  // The decoded items: a wire null is already no value (RunningOrderItemCodec).
  const errors = item.items.flatMap((entry, index) =>
    runningOrderItemProblems(entry).map((problem) => ({
      path: `running_order.items.${index}`,
      expected: 'a valid running order item',
      actual: problem,
    })),
  );
  if (errors.length > 0) return refuse(reasons.invalid, { errors });
  return { body: { ...existing?.body, ...withoutReserved(item), name }, state };
};

export const runningOrdersKind: EntityKind<'running_orders'> = {
  kind: 'running_orders',
  targets: dataListTargets('running_orders'),
};

const runningOrdersEntity: PlainEntity<'running_orders', 'running_order', RunningOrderDraft> = {
  kind: runningOrdersKind,
  prefix: 'running_orders',
  keyParam: 'id',
  payloadKey: 'running_order',
  saveCodec: runningOrderSaveCodec,
  prepareSave: prepareRunningOrder,
  deletable: true,
};

/** running_orders:all, running_orders:{id} (save, delete), running_orders:create. */
export const runningOrderTopics = entityTopics(runningOrdersEntity);
