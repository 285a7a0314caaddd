import { decoded, defineCommands, pushed } from '../commands';
import type { SaveArgs } from '../admin-kit';

/** The device pages' commands; the toasts name what their args say (external-devices-notices.ts). */
export const externalDeviceCommands = defineCommands('external-devices', {
  changeRoute: decoded<{ readonly output: string; readonly input: string }>('external_device.change_route'),
  changeSetting: decoded<{ readonly setting: string; readonly value: string }>('external_device.change_setting'),
  resetDevice: pushed('external_device.reset_device'),
  command: decoded<{ readonly command: string }>('external_device.command'),
});

/** The /instances saves and removals; their toasts (instances-notices.ts) key on them. */
export const instanceAdminCommands = defineCommands('instances', {
  save: decoded<SaveArgs & { readonly instance: unknown }>('instances.save'),
  remove: pushed('instances.remove'),
});
