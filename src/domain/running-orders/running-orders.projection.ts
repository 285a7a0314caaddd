import { castDraft } from 'immer';
import { defineProjection, unhandled } from '../projection';
import type { RunningOrder } from './running-order';
import type { RunningOrdersEvent } from './running-orders.events';

export interface RunningOrdersState {
  readonly byId: Readonly<Record<string, RunningOrder>>;
}

export const initialRunningOrdersState: RunningOrdersState = { byId: {} };

export const runningOrdersProjection = defineProjection<RunningOrdersState, RunningOrdersEvent>({
  name: 'runningOrders',
  initial: initialRunningOrdersState,
  handles: {
    RunningOrdersReceived: true,
    RunningOrderUpdated: true,
    RunningOrderDeleted: true,
  },
  apply(draft, event) {
    switch (event.type) {
      case 'RunningOrdersReceived':
        draft.byId = {};
        for (const runningOrder of event.runningOrders) draft.byId[runningOrder.id] = castDraft(runningOrder);
        return;
      case 'RunningOrderUpdated':
        draft.byId[event.runningOrder.id] = castDraft(event.runningOrder);
        return;
      case 'RunningOrderDeleted':
        delete draft.byId[event.id];
        return;
      default:
        unhandled(event);
    }
  },
});
