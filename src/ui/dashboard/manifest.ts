import { layout, screen, type ScreenManifest } from '../features';
import type * as Dashboard from '.';

// The dashboard and its sheet routes share one chunk (issue 5).
const load = (name: Exclude<keyof typeof Dashboard, 'EventSearch'>) => async () =>
  (await import(/* webpackChunkName: "dashboard" */ '.'))[name];

// The channel editor comes with the /channels chunk, so the dashboard's own chunk stays lean.
const loadChannelEditor = async () =>
  (await import(/* webpackChunkName: "channels-admin" */ '../channels-admin')).DashboardChannelEditor;

/** /dashboard (spec 1 §2.5): the dashboard is its own index, with its event, channel, instance and list sheets. */
export const dashboardScreens: ScreenManifest = {
  areas: [
    {
      path: '/dashboard',
      screens: [
        layout(load('DashboardScreen'), [
          screen('event/:uuid', load('DashboardEventRoute')),
          screen('event_new', load('DashboardEventRoute')),
          screen('channel/:uuid', loadChannelEditor),
          screen('instance/:id', load('DashboardInstanceRoute')),
          screen('list', load('DashboardListRoute')),
        ]),
      ],
    },
  ],
};
