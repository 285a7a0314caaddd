import { useEffect, useState } from 'react';
import type { ServiceLocator } from '../../application';
import { ReplayModeSwitch } from '../../application/replay-mode';
import { App } from '../app';
import { useObservable } from '../shared/use-observable';
import type { ConsoleRoutes } from '../routes/console-routes';

/** A console the page can render: its services and its routes (both consoles' on the page's history). */
export interface ConsoleView {
  readonly services: ServiceLocator;
  readonly routes: ConsoleRoutes;
}

/** A replay console, built by the composition root when the mode is entered (its code fetched then) and disposed when it ends. */
export interface ReplayConsole extends ConsoleView {
  dispose(): void;
}

/**
 * The page's one console at a time: the live one, or while replay mode is on the replay console (its own
 * container and routes, docs/replay-mode.md). The switch follows the page's history, so the back button out of
 * the console view ends the mode.
 */
export const ConsoleSwitch = ({ live, openReplay }: { live: ConsoleView; openReplay: () => Promise<ReplayConsole> }): React.JSX.Element => {
  // The switch alone: replay mode itself comes with the signed-in part, so none of it is on the login route.
  const mode = live.services.get(ReplayModeSwitch);
  const [replay, setReplay] = useState<ReplayConsole | undefined>(undefined);

  useEffect(() => {
    const located = live.routes.history.listen(({ location }) => mode.located(location.pathname));
    return () => located();
  }, [live.routes.history, mode]);

  const active = useObservable(mode.active$, mode.active);
  useEffect(() => {
    if (!active) return undefined;
    let left = false;
    let opened: ReplayConsole | undefined;
    void openReplay().then((built) => {
      opened = built;
      if (left) built.dispose();
      else setReplay(built);
    });
    // Runs after the page has rendered the live console again, so the replay router is unmounted first.
    return () => {
      left = true;
      setReplay(undefined);
      opened?.dispose();
    };
  }, [active, openReplay]);

  const shown = active && replay ? replay : live;
  return <App key={shown === live ? 'live' : 'replay'} services={shown.services} routes={shown.routes} />;
};
