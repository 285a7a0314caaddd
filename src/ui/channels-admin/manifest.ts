import { layout, screen, type ScreenManifest, type ScreenRoute } from '../features';
import type * as ChannelsAdmin from '.';

// The /channels area's layout (toolbar), its lists and their editor sheets share one chunk (spec 3 §2.3).
type ChannelsAdminExport = keyof typeof ChannelsAdmin;
const load = (name: ChannelsAdminExport) => async () =>
  (await import(/* webpackChunkName: "channels-admin" */ '.'))[name];

/** A list of the /channels area: the list, and `new` / `edit/:id` opening its editor over it. */
const list = (path: string, screenName: ChannelsAdminExport, editor: ChannelsAdminExport): ScreenRoute =>
  screen(path, load(screenName), [
    screen('list', load('ChannelsListOnly')),
    screen('new', load(editor)),
    screen('edit/:id', load(editor)),
  ]);

/** /channels (spec 3 §2.3): inputs, outputs, access groups and configuration presets. */
export const channelsAdminScreens: ScreenManifest = {
  areas: [
    {
      path: '/channels',
      redirect: 'inputs/list',
      screens: [
        layout(load('ChannelsLayout'), [
          list('inputs', 'InputsScreen', 'InputEditorRoute'),
          list('outputs', 'OutputsScreen', 'OutputEditorRoute'),
          list('access_groups', 'AccessGroupsScreen', 'AccessGroupEditorRoute'),
          list('configuration_presets', 'PresetsScreen', 'PresetEditorRoute'),
        ]),
      ],
    },
  ],
};
