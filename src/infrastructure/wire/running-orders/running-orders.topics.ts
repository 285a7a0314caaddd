import { entityListFrames, entityTopics, push, shape } from '../kit';
import { RunningOrderCodec, RunningOrderDraftCodec } from './running-order.codec';

/** Running orders (spec 3 §7). The literal `running_orders:all` and `:create` are tried before `running_orders:{id}`. */
export const runningOrdersTopics = entityTopics({
  noun: 'running order',
  save: push({
    doc: 'Create (no id) or update a running order. Replies with the saved running order.',
    payload: shape({ running_order: RunningOrderDraftCodec }),
    reply: shape({ data: RunningOrderCodec }),
  }),
  all: {
    pattern: 'running_orders:all',
    doc: 'Every running order; joined at login (spec 1 §7.2).',
    inbound: entityListFrames({
      type: 'RunningOrder',
      codec: RunningOrderCodec,
      received: (runningOrders, at) => ({ type: 'RunningOrdersReceived', runningOrders, at }),
      updated: (runningOrder, at) => ({ type: 'RunningOrderUpdated', runningOrder, at }),
      deleted: (id, at) => ({ type: 'RunningOrderDeleted', id, at }),
    }),
  },
  create: { pattern: 'running_orders:create' },
  one: { pattern: 'running_orders:{id}' },
});
