import { menuEntries, type ConsoleRight } from './console-rights';
import {
  channelsTabRights,
  settingsTabRights,
  uiFeatureRights,
  type ChannelsTab,
  type SettingsTab,
  type UiFeature,
} from './feature-rights';

/**
 * The server surface a console entry offers: the topic it joins or the push it sends. The parity test
 * (test/domain/rights/parity.spec.ts) checks, for every account type, that the console offers the entry
 * exactly when the server's topic table lets the same account through.
 */
export type ServerSurface =
  { readonly join: string } | { readonly topic: string; readonly push: string } | { readonly field: string };

/** What a console entry uses on the server. */
export interface SurfaceRow {
  /** Undefined where the entry only leads to pages whose topics other entries also use; `unmatched` says why. */
  readonly surface?: ServerSurface;
  /** Why the console and the server differ on purpose for this entry, or why it has no surface of its own. */
  readonly unmatched?: string;
}

const viewOnly = 'A way of showing data every console account receives; no server surface of its own.';
const instancePages: SurfaceRow = { surface: { join: 'instances:{id}' } };
const ownSession = "The session's own profile topic, which only its token opens.";

/**
 * Each console entry's server surface, keyed like its right (menu entries by route): the parity test and the
 * rights document (npm run rights-doc) read it. Kept apart from the rights so the console's entry chunk, which
 * checks the capabilities, does not carry the surfaces and the reasons; nothing under src imports it.
 */
export const consoleSurfaces: {
  readonly menu: Readonly<Record<string, SurfaceRow>>;
  readonly uiFeatures: Readonly<Record<UiFeature, SurfaceRow>>;
  readonly settingsTabs: Readonly<Record<SettingsTab, SurfaceRow>>;
  readonly channelsTabs: Readonly<Record<ChannelsTab, SurfaceRow>>;
} = {
  menu: {
    '/dashboard': { surface: { join: 'control' } },
    '/productions': {
      surface: { join: 'system:instance_to_instance:{name}' },
      unmatched:
        'Root has every production right as an administrator (spec 3 §6) but spec 1 §2.1 does not list it for the menu entry; /productions has no guard, so root opens it by its URL.',
    },
    '/events': { surface: { join: 'events:create' } },
    '/cloudrec': { surface: { join: 'events:clips:{event}' } },
    '/content': { surface: { join: 'cms:list_datas:{list_id}' } },
    '/channels': { surface: { join: 'channels:create' } },
    '/multiview': { surface: { join: 'control' } },
    '/settings': {
      unmatched: "Its tabs are declared one by one below; Profile and Sessions use the session's own topic.",
    },
    '/instances': { surface: { join: 'instances:{id}' } },
    '/devices': { surface: { join: 'devices:{id}' } },
    '/billing': { surface: { topic: 'events:all', push: 'set_billing_status' } },
    '/monitor': {
      unmatched:
        'The wall reads the live topics every console account joins; spec 1 §2.1 shows the entry to administrators while the route guard lets every console account in (spec 3 §6).',
    },
    '/sysmonitor': {
      unmatched: 'The headend list and media server streams read the live topics every console account joins.',
    },
    '/audit': { surface: { join: 'audit:all' } },
    '/developer': { surface: { join: 'system:health' } },
  },
  uiFeatures: {
    server_clock: { unmatched: viewOnly },
    own_events_filter: { unmatched: viewOnly },
    connection_stats: { unmatched: viewOnly },
    todo_button: { surface: { topic: 'events:{uuid}', push: 'toggle_todo' } },
    output_transcoder_start: {
      unmatched:
        'The control transcoder push is open to console accounts; its handler refuses output channels to others.',
    },
    instance_details_menu: instancePages,
    ssh_password: { surface: { field: 'ssh_password' } },
    mediaconnect_controls: { surface: { topic: 'control', push: 'mediaconnect' } },
    broadcaster_process_info: { unmatched: viewOnly },
    online_instances_tabs: instancePages,
    online_instance_menu: instancePages,
    instance_tabs: instancePages,
    models_menu: { unmatched: viewOnly },
    multiview_own_todo_events: { unmatched: viewOnly },
    fault_drills: { surface: { topic: 'system:drill', push: 'start' } },
  },
  settingsTabs: {
    settings: { surface: { join: 'settings:create' } },
    maintenance: { surface: { topic: 'control', push: 'maintenance' } },
    list_types: { surface: { join: 'cms:list_type:create' } },
    running_orders: { surface: { join: 'running_orders:create' } },
    external_devices: { surface: { topic: 'instances:{id}', push: 'change-route' } },
    accounts: { surface: { join: 'accounts:create' } },
    groups: { surface: { join: 'groups:create' } },
    profile: { unmatched: ownSession },
    sessions: { unmatched: ownSession },
  },
  channelsTabs: {
    inputs: { surface: { topic: 'channels:create', push: 'save' } },
    outputs: {
      unmatched: '"Non-admins can only create channels of type input" (spec 2 §6): the save handler checks the type.',
    },
    access_groups: { surface: { join: 'channels:group:create:access' } },
    configuration_presets: { surface: { join: 'channels:group:create:template' } },
  },
};

/** A console entry with its capability and its surface row, named as the rights document names it. */
export interface SurfacedEntry extends ConsoleRight, SurfaceRow {
  readonly name: string;
}

/** A kind of console entry, as the parity test and the rights document list them. */
export interface SurfacedGroup {
  /** The rights document's heading. */
  readonly title: string;
  /** How the parity test names an entry of this kind. */
  readonly label: string;
  /** The keys its rights and its surface rows have: every key in one is in the other. */
  readonly rightKeys: readonly string[];
  readonly surfaceKeys: readonly string[];
  readonly entries: readonly SurfacedEntry[];
}

const joined = (name: string, right: ConsoleRight, row: SurfaceRow | undefined): SurfacedEntry => ({
  name,
  capability: right.capability,
  ...row,
});

const byKey = <K extends string>(
  title: string,
  label: string,
  rights: Readonly<Record<K, ConsoleRight>>,
  rows: Readonly<Record<K, SurfaceRow>>,
): SurfacedGroup => ({
  title,
  label,
  rightKeys: Object.keys(rights),
  surfaceKeys: Object.keys(rows),
  entries: (Object.entries(rights) as [K, ConsoleRight][]).map(([key, right]) => joined(key, right, rows[key])),
});

/** Every console entry joined with its surface row: the menu, the settings and channels tabs, parts of screens. */
export const surfacedGroups: readonly SurfacedGroup[] = [
  {
    title: 'Menu',
    label: 'menu',
    rightKeys: menuEntries.map((entry) => entry.route),
    surfaceKeys: Object.keys(consoleSurfaces.menu),
    entries: menuEntries.map((entry) => joined(entry.title, entry, consoleSurfaces.menu[entry.route])),
  },
  byKey('Settings tabs', 'settings tab', settingsTabRights, consoleSurfaces.settingsTabs),
  byKey('Channels tabs', 'channels tab', channelsTabRights, consoleSurfaces.channelsTabs),
  byKey('Parts of screens', 'feature', uiFeatureRights, consoleSurfaces.uiFeatures),
];
