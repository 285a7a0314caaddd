import { layout, screen, type ScreenManifest, type ScreenRoute } from '../features';
import type * as Developer from '.';

// The developer area's layout, monitor, release lists and their editor share one chunk (spec 3 §2.8).
type DeveloperExport = keyof typeof Developer;
const load = (name: DeveloperExport) => async () => (await import(/* webpackChunkName: "developer" */ '.'))[name];

const loadReplay = async () =>
  (await import(/* webpackChunkName: "replay" */ '../replay-inspector/replay-screen')).ReplayScreen;

/** A release area: its status tabs (`{type}`) with the editor of a record at edit/{id}/data/{data_id}. */
const releaseArea = (path: string, list: DeveloperExport, editor: DeveloperExport): ScreenRoute[] => [
  // Without a status the list shows its default tab (release).
  screen(path, load(list)),
  screen(`${path}/:status`, load(list), [screen('edit/:id/data/:dataId', load(editor))]),
];

/** /developer (spec 3 §2.8): the monitor, both release lists and the replay screen inside the area. */
export const developerScreens: ScreenManifest = {
  areas: [
    {
      path: '/developer',
      redirect: 'monitor',
      screens: [
        layout(load('DeveloperLayout'), [
          screen('monitor', load('DeveloperMonitorScreen')),
          ...releaseArea('releases', 'ReleasesScreen', 'ReleaseEditorRouteOfReleases'),
          ...releaseArea('broadcaster', 'BroadcasterScreen', 'ReleaseEditorRouteOfBroadcaster'),
          screen('replay', loadReplay),
        ]),
      ],
    },
  ],
};
