import { castDraft } from 'immer';
import { defineProjection, unhandled } from '../projection';
import type { Drill } from './drill';

/** system:drill `drills`: the drills running on the studio server, sent on the join and on every change. */
export interface DrillsReported {
  readonly type: 'DrillsReported';
  readonly drills: readonly Drill[];
  readonly at: number;
}

export type DrillsEvent = DrillsReported;

export interface DrillsState {
  /** Undefined until the first report: the panel says "Loading…", not "No drill is running.". */
  readonly running?: readonly Drill[];
}

export const initialDrillsState: DrillsState = {};

/** The running drills as the server last reported them; every report is the whole list. */
export const drillsProjection = defineProjection<DrillsState, DrillsEvent>({
  name: 'drills',
  initial: initialDrillsState,
  handles: { DrillsReported: true },
  apply(draft, event) {
    switch (event.type) {
      case 'DrillsReported':
        draft.running = castDraft(event.drills);
        return;
      default:
        unhandled(event.type);
    }
  },
});
