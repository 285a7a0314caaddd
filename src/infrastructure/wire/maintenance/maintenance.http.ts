import { httpCall } from '../kit';
import { MaintenanceInfoCodec } from './maintenance.codec';

/** The public maintenance check (spec 1 §7.1, spec 3 §7). */
export const maintenanceHttpCalls = {
  /**
   * GET maintenance.json on a fixed external host with a timestamp query, every 10 s. A failed check counts as not in
   * maintenance.
   */
  maintenance: httpCall({
    response: MaintenanceInfoCodec,
    toEvents: (info, context) => [{ type: 'MaintenanceChecked', info, at: context.at }],
    onFailure: (context) => [{ type: 'MaintenanceCheckFailed', at: context.at }],
  }),
} as const;
