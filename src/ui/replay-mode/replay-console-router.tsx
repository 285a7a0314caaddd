import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { replayConsoleBase } from '../../application/replay-mode';
import { Loading } from '../shared/loading';
import { areaRoute } from '../routes/app-router';
import { NotFoundScreen } from '../routes/not-built-screen';
import { areaRoutes } from '../routes/route-table';

const Redirecting = (): null => null;

/**
 * The replay console's routes: the live console's areas and screens, with their guards, under the replay
 * banner. No session check: the recording's session is what it was, and the guards judge its account.
 */
export const replayConsoleRoutes = (): RouteObject[] => [
  {
    path: '/',
    lazy: async () => ({ Component: (await import(/* webpackChunkName: "replay-console" */ './replay-console-layout')).ReplayConsoleLayout }),
    hydrateFallbackElement: <Loading label="Loading…" />,
    children: [{ index: true, loader: () => redirect('/dashboard'), Component: Redirecting }, ...areaRoutes.map(areaRoute), { path: '*', element: <NotFoundScreen /> }],
  },
];

/** Its own router (routers do not nest), under /replay/view so the shell's absolute paths stay inside it. */
export const createReplayConsoleRouter = (): ReturnType<typeof createBrowserRouter> =>
  createBrowserRouter(replayConsoleRoutes(), { basename: replayConsoleBase });
