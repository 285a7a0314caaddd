import { unstable_HistoryRouter as HistoryRouter, useRoutes, type RouteObject } from 'react-router';
import type { ConsoleRoutes } from './console-routes';

const RouteTree = ({ routes }: { routes: RouteObject[] }): React.JSX.Element | null => useRoutes(routes);

/** A console's routes on the page history (declarative mode: the smallest react-router, docs/performance.md). */
export const ConsoleRouter = ({ routes }: { routes: ConsoleRoutes }): React.JSX.Element => (
  <HistoryRouter history={routes.history} {...(routes.basename ? { basename: routes.basename } : {})}>
    <RouteTree routes={routes.routes} />
  </HistoryRouter>
);
