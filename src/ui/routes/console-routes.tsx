import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import type { ServiceLocator } from '../../application';
import { FeatureLoader } from '../../application/ports';
import type { AreaRoute, ScreenRoute } from '../features';
import { LoadBoundary, Loading } from '../shared';
import { AreaGuard } from './area-guard';
import { LoginEntry } from './login-entry';
import type { History } from './page-history';
import { NotFoundScreen } from './not-found-screen';
import { areaRoutes } from './route-table';
import { SessionGuard } from './session-guard';

/** What a console renders: its routes on the page history, under its basename (the replay console's). */
export interface ConsoleRoutes {
  readonly history: History;
  readonly routes: RouteObject[];
  readonly basename?: string;
}

const loading = <Loading label="Loading…" />;

/** A component loaded on demand, shown in its own Suspense so what is around it stays on screen meanwhile. */
export const onDemand = (load: () => Promise<ComponentType>): React.JSX.Element => {
  const Loaded = lazy(async () => ({ default: await load() }));
  return (
    <LoadBoundary>
      <Suspense fallback={loading}>
        <Loaded />
      </Suspense>
    </LoadBoundary>
  );
};

/**
 * A route's code together with the signed-in part of the console (every feature's services and the live
 * protocol): screens resolve those services, and none of it is on the login route (docs/performance.md).
 */
const withFeatures =
  (services: ServiceLocator, load: () => Promise<ComponentType>) => async (): Promise<ComponentType> => {
    const [loaded] = await Promise.all([load(), services.get<FeatureLoader>(FeatureLoader).load()]);
    return loaded;
  };

const screenRoute = (screen: ScreenRoute, ownIndex: boolean): RouteObject => {
  const element = onDemand(screen.load);
  if (!screen.children) return { path: screen.path, element };
  const nested = screen.children.map((child) => screenRoute(child, false));
  // A layout (path '') has no path of its own: the area's index is its index unless the area redirects.
  return {
    ...(screen.path ? { path: screen.path } : {}),
    element,
    children: ownIndex ? [{ index: true, element: null }, ...nested] : nested,
  };
};

/** An index redirect that keeps the router state (a guard's refusal notice rides through to the page, issue 29). */
const Redirect = ({ to }: { to: string }): React.JSX.Element => {
  const location = useLocation();
  return <Navigate to={to} replace state={location.state as unknown} />;
};

/**
 * An area of the route table with its guard; the replay console mounts the same areas (docs/replay-mode.md).
 * Its index is its redirect, or else its layout (the type has one or the other); a path no screen of it knows
 * is not found.
 */
export const areaRoute = (area: AreaRoute): RouteObject => ({
  path: area.path,
  element: <AreaGuard path={area.path} />,
  children: [
    ...(area.redirect ? [{ index: true, element: <Redirect to={`${area.path}/${area.redirect}`} /> }] : []),
    ...area.screens.map((screen) => screenRoute(screen, screen.path === '' && !area.redirect)),
    { path: '*', element: <NotFoundScreen /> },
  ],
});

/** The guarded areas under a console's root: its index goes to the dashboard. */
export const consoleAreas = (): RouteObject[] => [
  { index: true, element: <Redirect to="/dashboard" /> },
  ...areaRoutes.map(areaRoute),
  { path: '*', element: <NotFoundScreen /> },
];

/**
 * Every route of spec 1 §2.1 and spec 3 §2. /login lies outside the guarded root; entering the root checks
 * the session (verify when not logged in yet) and each area applies its guard. The shell is loaded on demand,
 * so the login route's first load carries none of it.
 */
const standaloneMain = { height: '100%', display: 'flex', flexDirection: 'column' } as const;

export const appRoutes = (services: ServiceLocator): RouteObject[] => [
  { path: '/login', element: <LoginEntry /> },
  {
    path: '/replay',
    // Outside the shell, the screen is the page's main landmark itself.
    element: (
      <main id="main-content" style={standaloneMain}>
        {onDemand(
          withFeatures(
            services,
            async () =>
              (await import(/* webpackChunkName: "replay" */ '../replay-inspector/replay-screen')).ReplayScreen,
          ),
        )}
      </main>
    ),
  },
  // Replay mode: the page switches to the replay console's own routes (docs/replay-mode.md).
  {
    path: '/replay/view/*',
    element: onDemand(
      withFeatures(
        services,
        async () =>
          (await import(/* webpackChunkName: "replay" */ '../replay-console/replay-console-entry')).ReplayConsoleEntry,
      ),
    ),
  },
  {
    path: '/',
    element: (
      <SessionGuard>
        {onDemand(
          withFeatures(
            services,
            async () => (await import(/* webpackChunkName: "shell" */ '../shell/shell-layout')).ShellLayout,
          ),
        )}
      </SessionGuard>
    ),
    children: consoleAreas(),
  },
];

export const createConsoleRoutes = (services: ServiceLocator, history: History): ConsoleRoutes => ({
  history,
  routes: appRoutes(services),
});
