import { castDraft } from 'immer';
import { defineProjection, unhandled } from '../projection';
import type { MaintenanceInfo } from './maintenance';
import type { MaintenanceEvent } from './maintenance.events';

export interface MaintenanceState {
  /** The last answer that could be read; kept across failed polls so an end is told apart from an outage. */
  readonly info?: MaintenanceInfo;
  readonly lastCheck?: 'ok' | 'failed';
  readonly checkedAt?: number;
}

export const initialMaintenanceState: MaintenanceState = {};

export const maintenanceProjection = defineProjection<MaintenanceState, MaintenanceEvent>({
  name: 'maintenance',
  initial: initialMaintenanceState,
  handles: {
    MaintenanceChecked: true,
    MaintenanceCheckFailed: true,
  },
  apply(draft, event) {
    draft.checkedAt = event.at;
    switch (event.type) {
      case 'MaintenanceChecked':
        draft.info = castDraft(event.info);
        draft.lastCheck = 'ok';
        return;
      case 'MaintenanceCheckFailed':
        draft.lastCheck = 'failed';
        return;
      default:
        unhandled(event);
    }
  },
});
