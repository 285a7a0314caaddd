import type { CapabilityName } from './capabilities';

/**
 * The server surface a console entry offers: the topic it joins or the push it sends. The parity test
 * (test/domain/rights/parity.spec.ts) checks, for every account type, that the console offers the entry
 * exactly when the server's topic table lets the same account through.
 */
export type ServerSurface =
  { readonly join: string } | { readonly topic: string; readonly push: string } | { readonly field: string };

/** A place in the console that some accounts see: the capability it needs and what it uses on the server. */
export interface ConsoleRight {
  readonly capability: CapabilityName;
  /** Undefined where the entry only leads to pages whose topics other entries also use; `unmatched` says why. */
  readonly surface?: ServerSurface;
  /** Why the console and the server differ on purpose for this entry, or why it has no surface of its own. */
  readonly unmatched?: string;
}

export interface MenuEntry extends ConsoleRight {
  readonly title: string;
  readonly route: string;
}

/** The top menu, in order (spec 1 §2.1, plus Audit). */
export const menuEntries: readonly MenuEntry[] = [
  { title: 'Dashboard', route: '/dashboard', capability: 'console', surface: { join: 'control' } },
  {
    title: 'Productions',
    route: '/productions',
    capability: 'productionsMenu',
    surface: { join: 'system:instance_to_instance:{name}' },
    unmatched:
      'Root has every production right as an administrator (spec 3 §6) but spec 1 §2.1 does not list it for the menu entry; /productions has no guard, so root opens it by its URL.',
  },
  { title: 'Events', route: '/events', capability: 'console', surface: { join: 'events:create' } },
  { title: 'Clips', route: '/cloudrec', capability: 'signedIn', surface: { join: 'events:clips:{event}' } },
  { title: 'Content', route: '/content', capability: 'console', surface: { join: 'cms:list_datas:{list_id}' } },
  { title: 'Channels', route: '/channels', capability: 'console', surface: { join: 'channels:create' } },
  { title: 'Multiview', route: '/multiview', capability: 'console', surface: { join: 'control' } },
  {
    title: 'Settings',
    route: '/settings',
    capability: 'console',
    unmatched: "Its tabs are declared one by one below; Profile and Sessions use the session's own topic.",
  },
  { title: 'Instances', route: '/instances', capability: 'administration', surface: { join: 'instances:{id}' } },
  { title: 'Devices', route: '/devices', capability: 'devices', surface: { join: 'devices:{id}' } },
  {
    title: 'Billing',
    route: '/billing',
    capability: 'billing',
    surface: { topic: 'events:all', push: 'set_billing_status' },
  },
  {
    title: 'Monitor',
    route: '/monitor',
    capability: 'administration',
    unmatched:
      'The wall reads the live topics every console account joins; spec 1 §2.1 shows the entry to administrators while the route guard lets every console account in (spec 3 §6).',
  },
  {
    title: 'System Monitor',
    route: '/sysmonitor',
    capability: 'administration',
    unmatched: 'The headend list and media server streams read the live topics every console account joins.',
  },
  // Not in spec 1 §2.1's table: the command history (/audit, administrators only) needs a way in besides its URL.
  { title: 'Audit', route: '/audit', capability: 'audit', surface: { join: 'audit:all' } },
  { title: 'Developer', route: '/developer', capability: 'development', surface: { join: 'system:health' } },
];

/** 'open' routes have no guard. */
export type RouteAccessRule = CapabilityName | 'open';

/**
 * Route guards by top route (spec 3 §6). They differ from menu visibility (spec 1 §2.1) on purpose: monitor
 * is guarded for every console account while its menu entry shows to administrators only, and cloudrec,
 * productions and intercom have no guard at all. /login lies outside the guarded root.
 */
export const routeRights: Readonly<Record<string, RouteAccessRule>> = {
  '/dashboard': 'console',
  '/settings': 'console',
  '/events': 'console',
  '/channels': 'console',
  '/monitor': 'console',
  '/multiview': 'console',
  '/content': 'console',
  '/devices': 'devices',
  '/developer': 'development',
  '/billing': 'billing',
  '/instances': 'administration',
  '/sysmonitor': 'administration',
  '/audit': 'audit',
  '/cloudrec': 'open',
  '/productions': 'open',
  '/intercom': 'open',
  '/login': 'open',
};
