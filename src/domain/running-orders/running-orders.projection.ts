import { entityListProjection, type EntityListState } from '../projection';
import type { RunningOrder } from './running-order';
import type { RunningOrdersEvent } from './running-orders.events';

export type RunningOrdersState = EntityListState<RunningOrder>;

export const initialRunningOrdersState: RunningOrdersState = { byId: {} };

export const runningOrdersProjection = entityListProjection<RunningOrdersEvent>()({
  name: 'runningOrders',
  received: 'RunningOrdersReceived',
  updated: 'RunningOrderUpdated',
  deleted: 'RunningOrderDeleted',
  records: (event) => event.runningOrders,
  record: (event) => event.runningOrder,
  removed: (event) => event.id,
});
