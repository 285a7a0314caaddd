import { can, settingsTabRights, type SettingsTab } from '../rights';

/** Who opens a settings tab (the declaration: src/domain/rights/feature-rights.ts). */
export const canOpenSettingsTab = (tab: SettingsTab, type: string | undefined): boolean =>
  can(settingsTabRights[tab].capability, { type });

/** /settings redirects to the profile (spec 3 §2.2). */
export const settingsDefaultRoute = '/settings/profile';

/** One toolbar entry: a button to a tab, or a menu of tabs (admins' Profile menu includes Sessions). */
export type SettingsToolbarEntry =
  | { readonly kind: 'button'; readonly tab: SettingsTab; readonly title: string }
  | { readonly kind: 'menu'; readonly title: string; readonly tabs: readonly SettingsTab[] };

/** The toolbar, in spec order, for a viewer (spec 3 §2.2). */
export const settingsToolbar = (type: string | undefined): readonly SettingsToolbarEntry[] => {
  const admin = can('administration', { type });
  const entries: SettingsToolbarEntry[] = [];
  const button = (tab: SettingsTab, title: string): void => {
    if (canOpenSettingsTab(tab, type)) entries.push({ kind: 'button', tab, title });
  };
  button('settings', 'Settings');
  button('list_types', 'List Types');
  if (admin) entries.push({ kind: 'menu', title: 'External devices', tabs: ['external_devices'] });
  if (admin) entries.push({ kind: 'menu', title: 'Profile', tabs: ['profile', 'sessions'] });
  else {
    button('profile', 'Profile');
    button('sessions', 'Sessions');
  }
  button('accounts', 'Accounts');
  button('groups', 'Groups');
  button('maintenance', 'Maintenance');
  return entries;
};

/** External devices submenu (spec 3 §2.2); videohub is the default. */
export const externalDeviceKinds = ['videohub', 'teranex', 'pdu'] as const;

/** List types flagged system are visible only to developers (spec 3 §6). */
export const canSeeSystemListTypes = (type: string | undefined): boolean => can('development', { type });
