import { defineTopic, inbound, listOf, numericId, push, shape } from '../kit';
import { RunningOrderCodec, RunningOrderDraftCodec } from './running-order.codec';

const save = push({
  doc: 'Create (no id) or update a running order. Replies with the saved running order.',
  payload: shape({ running_order: RunningOrderDraftCodec }),
  reply: shape({ data: RunningOrderCodec }),
});

/** Running orders (spec 3 §7). The literal `running_orders:all` and `:create` are tried before `running_orders:{id}`. */
export const runningOrdersTopics = {
  'running_orders:all': defineTopic({
    pattern: 'running_orders:all',
    doc: 'Every running order; joined at login (spec 1 §7.2).',
    inbound: {
      init: inbound({
        doc: 'The full list, {data: RunningOrder[]}; replaces what was held.',
        codec: shape({ data: listOf(RunningOrderCodec) }),
        toEvents: ({ data }, context) => [{ type: 'RunningOrdersReceived', runningOrders: data, at: context.at }],
      }),
      update: inbound({
        doc: 'One created or changed running order, {data: RunningOrder}.',
        codec: shape({ data: RunningOrderCodec }),
        toEvents: ({ data }, context) => [{ type: 'RunningOrderUpdated', runningOrder: data, at: context.at }],
      }),
      delete: inbound({
        doc: 'One removed running order, {data: {id, …}}.',
        codec: shape({ data: shape({ id: numericId }) }),
        toEvents: ({ data }, context) => [{ type: 'RunningOrderDeleted', id: data.id, at: context.at }],
      }),
    },
    pushes: {},
  }),
  'running_orders:create': defineTopic({
    pattern: 'running_orders:create',
    doc: 'Joined by the editor of a new running order.',
    inbound: {},
    pushes: { save },
  }),
  'running_orders:{id}': defineTopic({
    pattern: 'running_orders:{id}',
    doc: 'Joined by the editor of running order {id}.',
    inbound: {},
    pushes: { save },
  }),
} as const;
