import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { ServiceLocator } from '../../application';
import { LoginRoute, SessionGate } from '../../application/navigation';
import { FeatureLoader } from '../../application/ports';
import { LoginScreen } from '../login/login-screen';
import { Loading } from '../shared/loading';
import { AreaGuard } from './area-guard';
import { NotBuiltScreen, NotFoundScreen } from './not-built-screen';
import { areaRoutes, type AreaRoute, type ScreenRoute } from './route-table';

const loading = <Loading label="Loading…" />;

/**
 * A route's code together with the signed-in part of the console (every feature's services and the live
 * protocol): screens resolve those services, and none of it is on the login route (docs/performance.md).
 */
const withFeatures = async <T,>(services: ServiceLocator, code: Promise<T>): Promise<T> => {
  const [loaded] = await Promise.all([code, services.get<FeatureLoader>(FeatureLoader).load()]);
  return loaded;
};

// Routes that only redirect (in their loader) still need something to render, or the router warns.
const Redirecting = (): null => null;

// A layout's own path: nothing opened over it.
const NoSheet = (): null => null;

const screenRoute = (screen: ScreenRoute, ownIndex: boolean): RouteObject => {
  const { load, children } = screen;
  const content: RouteObject = load ? { lazy: async () => ({ Component: await load() }) } : { element: <NotBuiltScreen title={screen.title} /> };
  if (!children) return { path: screen.path, ...content };
  const nested = children.map((child) => screenRoute(child, false));
  // A layout (path '') has no path of its own: the area's index is its index unless the area redirects.
  return { ...(screen.path ? { path: screen.path } : {}), ...content, children: ownIndex ? [{ index: true, Component: NoSheet }, ...nested] : nested };
};

/** An area of the route table with its guard; the replay console mounts the same areas (docs/replay-mode.md). */
export const areaRoute = (area: AreaRoute): RouteObject => {
  const hasLayout = area.screens.some((screen) => screen.path === '' && screen.children);
  const index: RouteObject[] = area.redirect
    ? [{ index: true, loader: () => redirect(`${area.path}/${area.redirect}`), Component: Redirecting }]
    : hasLayout ? [] : [{ index: true, element: <NotBuiltScreen title={area.title} /> }];
  return {
    path: area.path,
    element: <AreaGuard path={area.path} />,
    children: [...index, ...area.screens.map((screen) => screenRoute(screen, screen.path === '' && !area.redirect)), { path: '*', element: <NotFoundScreen /> }],
  };
};

/**
 * Every route of spec 1 §2.1 and spec 3 §2. /login lies outside the guarded root; entering the root checks
 * the session (verify when not logged in yet) and each area applies its guard. The shell is loaded on demand,
 * so the login route's first load carries none of it.
 */
export const appRoutes = (services: ServiceLocator): RouteObject[] => [
  {
    path: '/login',
    element: <LoginScreen />,
    loader: ({ request }: LoaderFunctionArgs) => {
      services.get(LoginRoute).enter(new URL(request.url).searchParams);
      return null;
    },
    hydrateFallbackElement: loading,
  },
  { path: '/replay', lazy: async () => ({ Component: (await withFeatures(services, import(/* webpackChunkName: "replay" */ '../replay/replay-screen'))).ReplayScreen }), hydrateFallbackElement: loading },
  // Replay mode: the page switches to the replay console's own router (docs/replay-mode.md).
  { path: '/replay/view/*', lazy: async () => ({ Component: (await withFeatures(services, import(/* webpackChunkName: "replay" */ '../replay-mode/replay-console-entry'))).ReplayConsoleEntry }), hydrateFallbackElement: loading },
  {
    path: '/',
    loader: async ({ request }: LoaderFunctionArgs) => {
      const url = new URL(request.url);
      const elsewhere = await services.get(SessionGate).enter(`${url.pathname}${url.search}`);
      if (elsewhere) throw redirect(elsewhere);
      return null;
    },
    // Every navigation checks again: a session that ended meanwhile goes back to /login.
    shouldRevalidate: () => true,
    lazy: async () => ({ Component: (await withFeatures(services, import(/* webpackChunkName: "shell" */ '../shell/shell-layout'))).ShellLayout }),
    hydrateFallbackElement: loading,
    children: [{ index: true, loader: () => redirect('/dashboard'), Component: Redirecting }, ...areaRoutes.map(areaRoute), { path: '*', element: <NotFoundScreen /> }],
  },
];

export const createAppRouter = (services: ServiceLocator): ReturnType<typeof createBrowserRouter> => createBrowserRouter(appRoutes(services));
