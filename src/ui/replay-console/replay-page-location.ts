import type { PageLocation } from '../routes';

/**
 * The page's location as the replay console's navigation sees it: paths without the console's basename, and
 * no reload — a recorded "Reload" must not drop the replay (docs/replay-mode.md).
 */
export const replayPageLocation = (page: Location, base: string): PageLocation => ({
  get pathname(): string {
    const path = page.pathname.startsWith(base) ? page.pathname.slice(base.length) : page.pathname;
    return path === '' ? '/' : path;
  },
  get search(): string {
    return page.search;
  },
  assign: (url) => page.assign(`${base}${url}`),
  replace: (url) => page.replace(`${base}${url}`),
  reload: () => undefined,
  canReload: false,
});
