// Bulk 'Device read' (spec 3 §2.6, §5): identifiers are scanned one after another (a hand scanner types the code
// and presses Enter); known ones are collected for the bulk change, unknown ones listed and refused.
import type { Device } from './device';
import { resolveDeviceIdentifiers } from './device-rules';

export interface DeviceReadSession {
  /** Ids of the devices read, in the order they were first scanned. */
  readonly found: readonly number[];
  /** Identifiers that match no device, in the order they were first scanned. */
  readonly missing: readonly string[];
}

export const emptyDeviceRead: DeviceReadSession = { found: [], missing: [] };

export type DeviceReadOutcome = 'added' | 'again' | 'unknown' | 'empty';

/** One scan: the session after it and what happened (a device read twice is kept once). */
export const readIdentifier = (
  session: DeviceReadSession,
  identifier: string,
  devices: Iterable<Device>,
): { readonly session: DeviceReadSession; readonly outcome: DeviceReadOutcome } => {
  const wanted = identifier.trim();
  if (wanted === '') return { session, outcome: 'empty' };
  const { found, missing } = resolveDeviceIdentifiers([wanted], devices);
  const device = found[0];
  if (device) {
    if (session.found.includes(device.id)) return { session, outcome: 'again' };
    return { session: { ...session, found: [...session.found, device.id] }, outcome: 'added' };
  }
  const unknown = missing[0] ?? wanted;
  return {
    session: session.missing.includes(unknown) ? session : { ...session, missing: [...session.missing, unknown] },
    outcome: 'unknown',
  };
};

/** Drops one read device (a wrong scan) from the collection. */
export const dropRead = (session: DeviceReadSession, id: number): DeviceReadSession => ({
  ...session,
  found: session.found.filter((found) => found !== id),
});
