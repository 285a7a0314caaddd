import { screen, type ScreenManifest } from '../features';

// The productions list and viewer, under /productions and /intercom alike (spec 3 §2.9), share one chunk.
const load = (name: 'ProductionsListScreen' | 'ProductionViewerScreen') => async () =>
  (await import(/* webpackChunkName: "productions" */ '.'))[name];

/**
 * /productions and /intercom (spec 3 §2.9: "/intercom uses the same children"): each opens the list of the
 * productions the account may see, as the menu entry does, and a channel's viewer.
 */
export const productionsScreens: ScreenManifest = {
  areas: ['/productions', '/intercom'].map((path) => ({
    path,
    redirect: 'list',
    screens: [
      screen('list', load('ProductionsListScreen')),
      screen(':channelId/view/:outputName', load('ProductionViewerScreen')),
    ],
  })),
};
