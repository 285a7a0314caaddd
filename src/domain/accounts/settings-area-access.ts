import { isAdministrator, isOneOf } from './account-type';

/** The settings area's sub-routes (spec 3 §2.2). */
export type SettingsTab =
  | 'settings'
  | 'list_types'
  | 'running_orders'
  | 'external_devices'
  | 'profile'
  | 'sessions'
  | 'accounts'
  | 'groups'
  | 'maintenance';

type Access = 'root_or_developer' | 'administrators' | 'everyone';

/**
 * Who opens each tab (spec 3 §2.2, §6): Settings and Maintenance root or developer; List Types, External
 * devices, Accounts and Groups admin-level; Profile and Sessions everyone. Running orders has a route but no
 * toolbar entry; we hold it admin-level like list types, whose table it shares.
 */
export const settingsTabAccess: Readonly<Record<SettingsTab, Access>> = {
  settings: 'root_or_developer',
  maintenance: 'root_or_developer',
  list_types: 'administrators',
  running_orders: 'administrators',
  external_devices: 'administrators',
  accounts: 'administrators',
  groups: 'administrators',
  profile: 'everyone',
  sessions: 'everyone',
};

export const canOpenSettingsTab = (tab: SettingsTab, type: string | undefined): boolean => {
  const access = settingsTabAccess[tab];
  if (access === 'everyone') return true;
  if (access === 'administrators') return isAdministrator(type);
  return isOneOf(type, ['root', 'developer']);
};

/** /settings redirects to the profile (spec 3 §2.2). */
export const settingsDefaultRoute = '/settings/profile';

/** One toolbar entry: a button to a tab, or a menu of tabs (admins' Profile menu includes Sessions). */
export type SettingsToolbarEntry =
  | { readonly kind: 'button'; readonly tab: SettingsTab; readonly title: string }
  | { readonly kind: 'menu'; readonly title: string; readonly tabs: readonly SettingsTab[] };

/** The toolbar, in spec order, for a viewer (spec 3 §2.2). */
export const settingsToolbar = (type: string | undefined): readonly SettingsToolbarEntry[] => {
  const admin = isAdministrator(type);
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
export const canSeeSystemListTypes = (type: string | undefined): boolean => type === 'developer';
