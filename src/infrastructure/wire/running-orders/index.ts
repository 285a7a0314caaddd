export { RunningOrderCodec, RunningOrderDraftCodec, RunningOrderItemCodec } from './running-order.codec';
export { runningOrdersTopics } from './running-orders.topics';
