import { layout, screen, type ScreenManifest } from '../features';
import type * as Monitoring from '.';

// The monitoring walls (monitor, system monitor, multiview) share one chunk (spec 2 §2).
const load = (name: keyof typeof Monitoring) => async () =>
  (await import(/* webpackChunkName: "monitoring" */ '.'))[name];

/** /multiview, /monitor and /sysmonitor (spec 2 §2): the walls of live previews. */
export const monitoringScreens: ScreenManifest = {
  areas: [
    {
      path: '/multiview',
      redirect: 'list',
      screens: [
        layout(load('MultiviewScreen'), [
          screen('list', load('MultiviewListOnly')),
          screen('event/new', load('MultiviewEventRoute')),
          screen('event/:id', load('MultiviewEventRoute')),
        ]),
      ],
    },
    { path: '/monitor', redirect: 'list', screens: [screen('list', load('MonitorScreen'))] },
    {
      path: '/sysmonitor',
      redirect: 'list',
      screens: [
        screen('list', load('SystemMonitorScreen')),
        screen('headends', load('HeadendListScreen')),
        screen('media_servers', load('MediaServerListScreen')),
        screen('drills', load('DrillScreen')),
      ],
    },
  ],
};
