import type { ConsoleRight } from './console-rights';

/** UI parts shown to some account types only (spec 1 §2.2, §2.7, §6; spec 3 §2.5, §6). */
export type UiFeature =
  | 'server_clock'
  | 'own_events_filter'
  | 'connection_stats'
  | 'todo_button'
  | 'output_transcoder_start'
  | 'instance_details_menu'
  | 'ssh_password'
  | 'mediaconnect_controls'
  | 'broadcaster_process_info'
  | 'online_instances_tabs'
  | 'online_instance_menu'
  | 'instance_tabs'
  | 'models_menu'
  | 'multiview_own_todo_events'
  | 'fault_drills';

/**
 * Who sees each part. "How the 'admin' check is defined: not shown" (spec 1 §6), so admin-only parts go to
 * administrators (admin, device_admin, root, developer). The server clock is the exception the spec spells
 * out: the admin and user types only.
 */
export const uiFeatureRights: Readonly<Record<UiFeature, ConsoleRight>> = {
  server_clock: { capability: 'serverClock' },
  own_events_filter: { capability: 'administration' },
  connection_stats: { capability: 'administration' },
  todo_button: { capability: 'administration' },
  output_transcoder_start: { capability: 'administration' },
  instance_details_menu: { capability: 'administration' },
  ssh_password: { capability: 'administration' },
  mediaconnect_controls: { capability: 'administration' },
  broadcaster_process_info: { capability: 'processInfo' },
  online_instances_tabs: { capability: 'administration' },
  online_instance_menu: { capability: 'administration' },
  instance_tabs: { capability: 'administration' },
  models_menu: { capability: 'administration' },
  multiview_own_todo_events: { capability: 'administration' },
  fault_drills: { capability: 'drills' },
};

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

/**
 * Who opens each tab (spec 3 §2.2, §6): Settings and Maintenance root or developer; List Types, External
 * devices, Accounts and Groups admin-level; Profile and Sessions everyone. Running orders has a route but no
 * toolbar entry; we hold it admin-level like list types, whose table it shares.
 */
export const settingsTabRights: Readonly<Record<SettingsTab, ConsoleRight>> = {
  settings: { capability: 'system' },
  maintenance: { capability: 'system' },
  list_types: { capability: 'administration' },
  running_orders: { capability: 'administration' },
  external_devices: { capability: 'administration' },
  accounts: { capability: 'administration' },
  groups: { capability: 'administration' },
  profile: { capability: 'signedIn' },
  sessions: { capability: 'signedIn' },
};

export type ChannelsTab = 'inputs' | 'outputs' | 'access_groups' | 'configuration_presets';

/** Inputs for every console account; Outputs and Access groups for administrators; presets for developers. */
export const channelsTabRights: Readonly<Record<ChannelsTab, ConsoleRight>> = {
  inputs: { capability: 'console' },
  outputs: { capability: 'administration' },
  access_groups: { capability: 'administration' },
  configuration_presets: { capability: 'development' },
};
