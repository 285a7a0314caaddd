export { runningOrderActions, runningOrderInputs } from './running-order';
export type {
  RunningOrder,
  RunningOrderAction,
  RunningOrderDraft,
  RunningOrderInput,
  RunningOrderItem,
} from './running-order';
export {
  isAllowedType,
  normalizeRunningOrderItem,
  runningOrderItemProblems,
  runningOrderTypes,
  usesDuration,
} from './running-order-rules';
export type { RunningOrderProblem } from './running-order-rules';
export { initialRunningOrdersState, runningOrdersProjection } from './running-orders.projection';
export type { RunningOrdersState } from './running-orders.projection';
export type {
  RunningOrderDeleted,
  RunningOrdersEvent,
  RunningOrdersReceived,
  RunningOrderUpdated,
} from './running-orders.events';
