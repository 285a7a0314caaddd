import { useEffect, useMemo, type ComponentType } from 'react';
import { ReplayMode, ReplayModeSwitch } from '../../application/replay-console';
import { useObservable } from '../shared';
import { ReplayConsoleFailed } from './replay-console-failed';
import { ReplayConsoleOpening, type ConsoleView, type ReplayConsole } from './replay-console-opening';

export type { ConsoleView, ReplayConsole } from './replay-console-opening';

/**
 * The page's one console at a time: the live one, or while replay mode is on the replay console (its own
 * container and routes, docs/replay-mode.md). The switch follows the page's history, so the back button out of
 * the console view ends the mode. If the replay console cannot be loaded, the page says so in its place. The
 * composition root hands in the `App` that renders a console: the routes lead here (the replay screen), so
 * importing the app from here would close an import loop.
 */
export const ConsoleSwitch = ({
  live,
  openReplay,
  App,
}: {
  live: ConsoleView;
  openReplay: () => Promise<ReplayConsole>;
  App: ComponentType<ConsoleView>;
}): React.JSX.Element => {
  // The switch alone: replay mode itself comes with the signed-in part, so none of it is on the login route.
  const mode = live.services.get(ReplayModeSwitch);
  const opening = useMemo(() => new ReplayConsoleOpening(openReplay), [openReplay]);

  useEffect(() => {
    const located = live.routes.history.listen(({ location }) => mode.located(location.pathname));
    return () => located();
  }, [live.routes.history, mode]);

  const active = useObservable(mode.active$, mode.active);
  useEffect(() => {
    if (!active) return undefined;
    opening.open();
    // Runs after the page has rendered the live console again, so the replay router is unmounted first.
    return () => opening.close();
  }, [active, opening]);

  const replay = useObservable(opening.state$, opening.state);
  if (active && replay.phase === 'failed') {
    // Replay mode was entered through the signed-in part, so it is there to leave by.
    return (
      <ReplayConsoleFailed
        reason={replay.reason}
        onRetry={() => opening.open()}
        onLeave={() => live.services.get(ReplayMode).exit()}
      />
    );
  }
  const shown = active && replay.phase === 'open' ? replay.console : live;
  return <App key={shown === live ? 'live' : 'replay'} services={shown.services} routes={shown.routes} />;
};
