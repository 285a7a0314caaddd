import { layout, screen, type ScreenManifest, type ScreenRoute } from '../features';
import type * as SettingsArea from '.';

// The settings area's layout (toolbar) and its list screens with their editor sheets share one chunk (spec 3 §2.2).
type SettingsAreaExport = keyof typeof SettingsArea;
const load = (name: SettingsAreaExport) => async () =>
  (await import(/* webpackChunkName: "settings-area" */ '.'))[name];

// The profile, sessions, maintenance and external-device forms share one chunk of their own.
type SettingsFormExport = 'ProfileScreen' | 'SessionsScreen' | 'MaintenanceScreen' | 'ExternalDevicesScreen';
const loadForm = (name: SettingsFormExport) => async () =>
  (await import(/* webpackChunkName: "settings-tabs" */ '../settings-tabs'))[name];

/** A list screen of the settings area: the list, and `new` / `edit/:id` opening its editor over it. */
const list = (path: string, screenName: SettingsAreaExport, editor: SettingsAreaExport): ScreenRoute =>
  screen(path, load(screenName), [
    screen('list', load('ListOnly')),
    screen('new', load(editor)),
    screen('edit/:id', load(editor)),
  ]);

/** /settings (spec 3 §2.2): the toolbar's lists and forms; the area opens the profile. */
export const settingsAreaScreens: ScreenManifest = {
  areas: [
    {
      path: '/settings',
      redirect: 'profile',
      screens: [
        layout(load('SettingsLayout'), [
          list('settings', 'SettingsScreen', 'SettingEditorRoute'),
          list('list_types', 'ListTypesScreen', 'ListTypeEditorRoute'),
          list('running_orders', 'RunningOrdersScreen', 'RunningOrderEditorRoute'),
          screen('maintenance', loadForm('MaintenanceScreen')),
          screen('external_devices/*', loadForm('ExternalDevicesScreen')),
          screen('profile', loadForm('ProfileScreen')),
          screen('sessions', loadForm('SessionsScreen')),
          list('accounts', 'AccountsScreen', 'AccountEditorRoute'),
          list('groups', 'GroupsScreen', 'GroupEditorRoute'),
        ]),
      ],
    },
  ],
};
