import { can, menuEntries, routeRights, type MenuEntry, type RightsSubject } from '../rights';

/** Who is asking: the account type and whether any of its groups carries the meta flag productions. */
export interface Viewer {
  readonly type?: string;
  readonly productionsGroup?: boolean;
}

const subjectOf = (viewer: Viewer): RightsSubject => ({ type: viewer.type, productions: viewer.productionsGroup });

/** The menu and the route guards are declared in src/domain/rights/console-rights.ts. */
export const isMenuEntryVisible = (entry: MenuEntry, viewer: Viewer): boolean =>
  can(entry.capability, subjectOf(viewer));

/** The menu entries a viewer sees, in menu order. */
export const visibleMenu = (viewer: Viewer): readonly MenuEntry[] =>
  menuEntries.filter((entry) => isMenuEntryVisible(entry, viewer));

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
  const route = topRoute(path);
  const guard = Object.hasOwn(routeRights, route) ? routeRights[route] : undefined;
  if (guard === undefined) return false;
  return guard === 'open' || can(guard, { type: viewer.type });
};

/**
 * Where a refused navigation goes: a cloudrec account to /cloudrec (spec 3 §6); anyone else to the dashboard
 * when they may open it, otherwise to /cloudrec, which has no guard, so a redirect can never loop.
 */
export const guardFailureRoute = (viewer: Viewer): string =>
  canOpenRoute('/dashboard', viewer) ? '/dashboard' : '/cloudrec';

/** The route to show for `path`: the path itself when allowed, else the guard's redirect. */
export const guardedRoute = (path: string, viewer: Viewer): string =>
  canOpenRoute(path, viewer) ? path : guardFailureRoute(viewer);

/** The page a refused path names for the viewer: its menu entry's title, else its top route ('/sysmonitor'). */
export const routePageName = (path: string): string => {
  const route = topRoute(path);
  return menuEntries.find((entry) => entry.route === route)?.title ?? route;
};

/** What the console says where a guard sent the viewer instead of `path` (issue 29: no silent redirect). */
export const routeRefusedText = (path: string): string => `Your account may not open ${routePageName(path)}.`;
