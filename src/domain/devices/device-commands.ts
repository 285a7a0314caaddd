import { decoded, defineCommands, pushed } from '../commands';
import type { SaveArgs } from '../admin-kit';

/** A device save: whether it created, which device, and whether a log entry went with it. */
type DeviceSaveArgs = SaveArgs & { readonly identifier: string; readonly log?: boolean; readonly parent_id?: number };

/** The device commands; their toasts (devices-notices.ts) key on them. */
export const deviceCommands = defineCommands('devices', {
  save: decoded<DeviceSaveArgs>('devices.save'),
  take: decoded<DeviceSaveArgs>('devices.take'),
  release: pushed('devices.release'),
});
