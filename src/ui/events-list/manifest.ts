import { layout, screen, type ScreenManifest } from '../features';

// The /events list and its editor sheet share one chunk (spec 3 §2.3).
const load = (name: 'EventsListScreen' | 'EventsListOnly' | 'EventsEditorRoute') => async () =>
  (await import(/* webpackChunkName: "events-list" */ '.'))[name];

/** /events (spec 3 §2.3): the list, and `new` / `edit/:uuid` opening the event editor over it. */
export const eventsListScreens: ScreenManifest = {
  areas: [
    {
      path: '/events',
      redirect: 'list',
      screens: [
        layout(load('EventsListScreen'), [
          screen('list', load('EventsListOnly')),
          screen('new', load('EventsEditorRoute')),
          screen('edit/:uuid', load('EventsEditorRoute')),
        ]),
      ],
    },
  ],
};
