import { layout, screen, type ScreenManifest } from '../features';

// /instances and its editor sheet share one chunk with the instance panel (spec 3 §2.3).
const load = (name: 'InstancesScreen' | 'InstancesListOnly' | 'InstanceEditorRoute') => async () =>
  (await import(/* webpackChunkName: "instances" */ '.'))[name];

/** /instances (spec 3 §2.3): the list, and `new` / `edit/:id` opening the instance editor over it. */
export const instancesScreens: ScreenManifest = {
  areas: [
    {
      path: '/instances',
      redirect: 'list',
      screens: [
        layout(load('InstancesScreen'), [
          screen('list', load('InstancesListOnly')),
          screen('new', load('InstanceEditorRoute')),
          screen('edit/:id', load('InstanceEditorRoute')),
        ]),
      ],
    },
  ],
};
