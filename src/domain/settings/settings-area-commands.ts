import { decoded, defineCommands } from '../commands';
import type { SaveArgs } from '../admin-kit';

/** The settings area's saves; every one journals its entity and whether it created (settings-area-notices.ts). */
export const settingsAreaCommands = defineCommands('settings-area', {
  setting: decoded<SaveArgs & { readonly setting: unknown }>('settings.save'),
  /** Passwords are never journaled (withoutPasswords). */
  account: decoded<SaveArgs & { readonly account: unknown }>('accounts.save'),
  group: decoded<SaveArgs & { readonly group: unknown }>('groups.save'),
  listType: decoded<SaveArgs & { readonly list_type: unknown }>('list_types.save'),
  runningOrder: decoded<SaveArgs & { readonly running_order: unknown }>('running_orders.save'),
});
