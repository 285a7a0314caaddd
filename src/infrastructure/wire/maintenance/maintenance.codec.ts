import * as t from 'io-ts';
import type { MaintenanceControl, MaintenanceInfo } from '../../../domain/maintenance';
import { finite, optional, shape } from '../kit';

/** maintenance.json (spec 3 §3): {running, start_time, end_time, message}, times in unix seconds. */
export const MaintenanceInfoCodec: t.Type<MaintenanceInfo, unknown, unknown> = shape(
  { running: t.boolean },
  { start_time: optional(finite), end_time: optional(finite), message: optional(t.string) },
);

/**
 * The payload of the control topic's `maintenance` push (spec 3 §7: send_control type maintenance). The
 * control topic's catalogue belongs to another feature; it imports this codec from here.
 */
export const MaintenanceControlCodec: t.Type<MaintenanceControl, unknown, unknown> = t.union([
  shape({ type: t.literal('start'), start_time: finite, end_time: finite, message: t.string }),
  shape({ type: t.literal('end') }),
]);
