import type { CapabilityName } from './capabilities';

/**
 * A place in the console that some accounts see: the capability it needs. What it uses on the server is in
 * console-surfaces.ts, which the parity test and the rights document read and the console does not carry.
 */
export interface ConsoleRight {
  readonly capability: CapabilityName;
}

export interface MenuEntry extends ConsoleRight {
  readonly title: string;
  readonly route: string;
}

/** The top menu, in order (spec 1 §2.1, plus Audit). */
export const menuEntries: readonly MenuEntry[] = [
  { title: 'Dashboard', route: '/dashboard', capability: 'console' },
  { title: 'Productions', route: '/productions', capability: 'productionsMenu' },
  { title: 'Events', route: '/events', capability: 'console' },
  { title: 'Clips', route: '/cloudrec', capability: 'signedIn' },
  { title: 'Content', route: '/content', capability: 'console' },
  { title: 'Channels', route: '/channels', capability: 'console' },
  { title: 'Multiview', route: '/multiview', capability: 'console' },
  { title: 'Settings', route: '/settings', capability: 'console' },
  { title: 'Instances', route: '/instances', capability: 'administration' },
  { title: 'Devices', route: '/devices', capability: 'devices' },
  { title: 'Billing', route: '/billing', capability: 'billing' },
  { title: 'Monitor', route: '/monitor', capability: 'administration' },
  { title: 'System Monitor', route: '/sysmonitor', capability: 'administration' },
  // Not in spec 1 §2.1's table: the command history (/audit, administrators only) needs a way in besides its URL.
  { title: 'Audit', route: '/audit', capability: 'audit' },
  { title: 'Developer', route: '/developer', capability: 'development' },
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
