import type { ComponentType } from 'react';

/** A component loaded on demand: a dynamic import() of the feature's screens, so its chunk loads with the route. */
export type LoadScreen = () => Promise<ComponentType>;

/** A screen of an area: a path relative to the area and its component. */
export interface ScreenRoute {
  readonly path: string;
  readonly load: LoadScreen;
  /**
   * Routes shown inside this screen's `<Outlet />`: a list with its bottom-sheet editors (spec 2 §2, spec 3 §2).
   * A screen with children and the path '' is the area's layout: it stays on screen for all of them.
   */
  readonly children?: readonly ScreenRoute[];
}

/** The area's layout: the path '' and the routes shown inside it. */
export type LayoutRoute = ScreenRoute & { readonly path: ''; readonly children: readonly ScreenRoute[] };

/**
 * A top route (spec 1 §2.1, spec 3 §2), guarded as a whole by the domain's route guard for its path. Every area
 * has an index: where its own path redirects (relative to the area) when the spec says it does, or else its
 * layout, listed first, which shows on the area's own path.
 */
export type AreaRoute =
  | { readonly path: string; readonly redirect: string; readonly screens: readonly ScreenRoute[] }
  | { readonly path: string; readonly redirect?: never; readonly screens: readonly [LayoutRoute, ...ScreenRoute[]] };

/**
 * What a feature brings to the console's routes, declared once in the ui feature's `manifest.ts`; the route
 * table folds the list of them (src/ui/routes/route-table.ts). Its services are its application manifest's.
 */
export interface ScreenManifest {
  readonly areas: readonly AreaRoute[];
}

export const screen = (path: string, load: LoadScreen, children?: readonly ScreenRoute[]): ScreenRoute => ({
  path,
  load,
  ...(children ? { children } : {}),
});

export const layout = (load: LoadScreen, children: readonly ScreenRoute[]): LayoutRoute => ({
  path: '',
  load,
  children,
});
