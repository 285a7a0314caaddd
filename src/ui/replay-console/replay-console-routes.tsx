import { replayConsoleBase } from '../../application/replay-console';
import { consoleAreas, onDemand, type ConsoleRoutes, type History } from '../routes';

/**
 * The replay console's routes: the live console's areas and screens, with their guards, under the replay
 * banner. No session check: the recording's session is what it was, and the guards judge its account. They
 * live under /replay/view (their basename) on the page's history, so the shell's absolute paths stay inside.
 */
export const createReplayConsoleRoutes = (history: History): ConsoleRoutes => ({
  history,
  basename: replayConsoleBase,
  routes: [
    {
      path: '/',
      element: onDemand(
        async () =>
          (await import(/* webpackChunkName: "replay-console" */ './replay-console-layout')).ReplayConsoleLayout,
      ),
      children: consoleAreas(),
    },
  ],
});
