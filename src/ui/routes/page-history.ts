import { UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type To } from 'react-router';
import type { NavigableRouter } from './router-navigation';

/** react-router's browser history (its type has no exported name). */
export type History = ReturnType<typeof createBrowserHistory>;
type Update = Parameters<Parameters<History['listen']>[0]>[0];
type Listener = (update: Update) => void;

/**
 * The page's one browser history, shared by every router on the page and by whoever follows the location
 * (replay mode): react-router's history takes one listener, this hands each change to all of them. Its
 * methods are closures: react-router may call them detached from the object.
 */
export const createPageHistory = (page: Window): History => {
  // v5Compat: a push or replace tells the listeners too, not only the back and forward buttons.
  const history = createBrowserHistory({ window: page, v5Compat: true });
  const listeners = new Set<Listener>();
  let detach: (() => void) | undefined;
  return {
    get action() {
      return history.action;
    },
    get location(): Location {
      return history.location;
    },
    listen: (listener: Listener): (() => void) => {
      listeners.add(listener);
      detach ??= history.listen((update) => {
        for (const each of [...listeners]) each(update);
      });
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        detach?.();
        detach = undefined;
      };
    },
    createHref: (to: To) => history.createHref(to),
    createURL: (to: To) => history.createURL(to),
    encodeLocation: (to: To) => history.encodeLocation(to),
    push: (to: To, state?: unknown) => history.push(to, state),
    replace: (to: To, state?: unknown) => history.replace(to, state),
    go: (delta: number) => history.go(delta),
  };
};

/** What RouterNavigation drives: the page history, under a router's basename (the replay console's). */
export const historyNavigator = (history: History, basename = ''): NavigableRouter => ({
  navigate: (path, options = {}) => {
    if (options.replace) history.replace(`${basename}${path}`);
    else history.push(`${basename}${path}`);
    return Promise.resolve();
  },
});
