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
  | 'multiview_own_todo_events';

const viewOnly = 'A way of showing data every console account receives; no server surface of its own.';
const instancePages = { capability: 'administration', surface: { join: 'instances:{id}' } } as const;

/**
 * Who sees each part. "How the 'admin' check is defined: not shown" (spec 1 §6), so admin-only parts go to
 * administrators (admin, device_admin, root, developer). The server clock is the exception the spec spells
 * out: the admin and user types only.
 */
export const uiFeatureRights: Readonly<Record<UiFeature, ConsoleRight>> = {
  server_clock: { capability: 'serverClock', unmatched: viewOnly },
  own_events_filter: { capability: 'administration', unmatched: viewOnly },
  connection_stats: { capability: 'administration', unmatched: viewOnly },
  todo_button: { capability: 'administration', surface: { topic: 'events:{uuid}', push: 'toggle_todo' } },
  output_transcoder_start: {
    capability: 'administration',
    unmatched:
      'The control transcoder push is open to console accounts; its handler refuses output channels to others.',
  },
  instance_details_menu: instancePages,
  ssh_password: { capability: 'administration', surface: { field: 'ssh_password' } },
  mediaconnect_controls: { capability: 'administration', surface: { topic: 'control', push: 'mediaconnect' } },
  broadcaster_process_info: { capability: 'processInfo', unmatched: viewOnly },
  online_instances_tabs: instancePages,
  online_instance_menu: instancePages,
  instance_tabs: instancePages,
  models_menu: { capability: 'administration', unmatched: viewOnly },
  multiview_own_todo_events: { capability: 'administration', unmatched: viewOnly },
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

const ownSession = "The session's own profile topic, which only its token opens.";

/**
 * Who opens each tab (spec 3 §2.2, §6): Settings and Maintenance root or developer; List Types, External
 * devices, Accounts and Groups admin-level; Profile and Sessions everyone. Running orders has a route but no
 * toolbar entry; we hold it admin-level like list types, whose table it shares.
 */
export const settingsTabRights: Readonly<Record<SettingsTab, ConsoleRight>> = {
  settings: { capability: 'system', surface: { join: 'settings:create' } },
  maintenance: { capability: 'system', surface: { topic: 'control', push: 'maintenance' } },
  list_types: { capability: 'administration', surface: { join: 'cms:list_type:create' } },
  running_orders: { capability: 'administration', surface: { join: 'running_orders:create' } },
  external_devices: { capability: 'administration', surface: { topic: 'instances:{id}', push: 'change-route' } },
  accounts: { capability: 'administration', surface: { join: 'accounts:create' } },
  groups: { capability: 'administration', surface: { join: 'groups:create' } },
  profile: { capability: 'signedIn', unmatched: ownSession },
  sessions: { capability: 'signedIn', unmatched: ownSession },
};

export type ChannelsTab = 'inputs' | 'outputs' | 'access_groups' | 'configuration_presets';

/** Inputs for every console account; Outputs and Access groups for administrators; presets for developers. */
export const channelsTabRights: Readonly<Record<ChannelsTab, ConsoleRight>> = {
  inputs: { capability: 'console', surface: { topic: 'channels:create', push: 'save' } },
  outputs: {
    capability: 'administration',
    unmatched: '"Non-admins can only create channels of type input" (spec 2 §6): the save handler checks the type.',
  },
  access_groups: { capability: 'administration', surface: { join: 'channels:group:create:access' } },
  configuration_presets: { capability: 'development', surface: { join: 'channels:group:create:template' } },
};
