import { isOneOf, type AccountType } from './account-type';

/** Who is asking: the account type and whether any of its groups carries the meta flag productions. */
export interface Viewer {
  readonly type?: string;
  readonly productionsGroup?: boolean;
}

const everyoneButCloudrec: readonly AccountType[] = [
  'admin',
  'device_admin',
  'root',
  'developer',
  'group_admin',
  'user',
];
const administrators: readonly AccountType[] = ['admin', 'device_admin', 'root', 'developer'];

export interface MenuEntry {
  readonly title: string;
  readonly route: string;
  readonly allowed: readonly AccountType[];
  /** Also shown to anyone whose group has the meta flag productions. */
  readonly productionsGroup?: true;
}

/** The top menu, in order, with the account types that see each entry (spec 1 §2.1, plus Audit). */
export const menuEntries: readonly MenuEntry[] = [
  { title: 'Dashboard', route: '/dashboard', allowed: everyoneButCloudrec },
  {
    title: 'Productions',
    route: '/productions',
    allowed: ['admin', 'device_admin', 'developer'],
    productionsGroup: true,
  },
  { title: 'Events', route: '/events', allowed: everyoneButCloudrec },
  { title: 'Clips', route: '/cloudrec', allowed: [...everyoneButCloudrec, 'cloudrec'] },
  { title: 'Content', route: '/content', allowed: everyoneButCloudrec },
  { title: 'Channels', route: '/channels', allowed: everyoneButCloudrec },
  { title: 'Multiview', route: '/multiview', allowed: everyoneButCloudrec },
  { title: 'Settings', route: '/settings', allowed: everyoneButCloudrec },
  { title: 'Instances', route: '/instances', allowed: administrators },
  { title: 'Devices', route: '/devices', allowed: ['device_admin', 'root', 'developer'] },
  { title: 'Billing', route: '/billing', allowed: administrators },
  { title: 'Monitor', route: '/monitor', allowed: administrators },
  { title: 'System Monitor', route: '/sysmonitor', allowed: administrators },
  // Not in spec 1 §2.1's table: the command history (/audit, administrators only) needs a way in besides its URL.
  { title: 'Audit', route: '/audit', allowed: administrators },
  { title: 'Developer', route: '/developer', allowed: ['developer'] },
];

export const isMenuEntryVisible = (entry: MenuEntry, viewer: Viewer): boolean =>
  isOneOf(viewer.type, entry.allowed) || (entry.productionsGroup === true && viewer.productionsGroup === true);

/** The menu entries a viewer sees, in menu order. */
export const visibleMenu = (viewer: Viewer): readonly MenuEntry[] =>
  menuEntries.filter((entry) => isMenuEntryVisible(entry, viewer));

/** 'open' routes have no guard. */
export type RouteGuard = readonly AccountType[] | 'open';

/**
 * Route guards by top route (spec 3 §6). They differ from menu visibility (spec 1 §2.1) on purpose: monitor
 * is guarded for the six non-cloudrec types while its menu entry shows to administrators only, and cloudrec,
 * productions and intercom have no guard at all. /login lies outside the guarded root.
 */
export const routeGuards: Readonly<Record<string, RouteGuard>> = {
  '/dashboard': everyoneButCloudrec,
  '/settings': everyoneButCloudrec,
  '/events': everyoneButCloudrec,
  '/channels': everyoneButCloudrec,
  '/monitor': everyoneButCloudrec,
  '/multiview': everyoneButCloudrec,
  '/content': everyoneButCloudrec,
  '/devices': ['device_admin', 'root', 'developer'],
  '/developer': ['developer'],
  '/billing': administrators,
  '/instances': administrators,
  '/sysmonitor': administrators,
  '/audit': administrators,
  '/cloudrec': 'open',
  '/productions': 'open',
  '/intercom': 'open',
  '/login': 'open',
};

/** The top route of a path: '/settings/accounts/edit/4?x=1' → '/settings'; '/' → '/dashboard' (the root redirects). */
export const topRoute = (path: string): string => {
  const first = path
    .split(/[?#]/)[0]
    ?.split('/')
    .find((part) => part !== '');
  return first === undefined ? '/dashboard' : `/${first}`;
};

/** Whether the viewer may open `path`. Routes the app does not have are refused. */
export const canOpenRoute = (path: string, viewer: Viewer): boolean => {
  const guard = routeGuards[topRoute(path)];
  if (guard === undefined) return false;
  return guard === 'open' || isOneOf(viewer.type, guard);
};

/**
 * Where a refused navigation goes: a cloudrec account to /cloudrec (spec 3 §6); anyone else to the dashboard
 * when they may open it, otherwise to /cloudrec, which has no guard, so a redirect can never loop.
 */
export const guardFailureRoute = (viewer: Viewer): string =>
  viewer.type !== 'cloudrec' && canOpenRoute('/dashboard', viewer) ? '/dashboard' : '/cloudrec';

/** The route to show for `path`: the path itself when allowed, else the guard's redirect. */
export const guardedRoute = (path: string, viewer: Viewer): string =>
  canOpenRoute(path, viewer) ? path : guardFailureRoute(viewer);
