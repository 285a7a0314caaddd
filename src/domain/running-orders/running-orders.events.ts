import type { RunningOrder } from './running-order';

/** `running_orders:all` init: the full list, replacing what was held. */
export interface RunningOrdersReceived {
  readonly type: 'RunningOrdersReceived';
  readonly runningOrders: readonly RunningOrder[];
  readonly at: number;
}

export interface RunningOrderUpdated {
  readonly type: 'RunningOrderUpdated';
  readonly runningOrder: RunningOrder;
  readonly at: number;
}

export interface RunningOrderDeleted {
  readonly type: 'RunningOrderDeleted';
  readonly id: number;
  readonly at: number;
}

export type RunningOrdersEvent = RunningOrdersReceived | RunningOrderUpdated | RunningOrderDeleted;
