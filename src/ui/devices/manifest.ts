import { layout, screen, type ScreenManifest } from '../features';
import type * as Devices from '.';

// The layout (sections), the device list with its sheets, models, plan and locations share one chunk;
// vis-timeline is a chunk of its own that the plan loads when it opens (spec 3 §2.6).
const load = (name: keyof typeof Devices) => async () => (await import(/* webpackChunkName: "devices" */ '.'))[name];

/** /devices (spec 3 §2.6): devices, the plan, models and locations, each with its editor sheets. */
export const devicesScreens: ScreenManifest = {
  areas: [
    {
      path: '/devices',
      redirect: 'devices/list',
      screens: [
        layout(load('DevicesLayout'), [
          screen('devices', load('DevicesScreen'), [
            screen('list', load('DevicesListOnly')),
            screen('new', load('DeviceEditorRoute')),
            screen('edit/:id', load('DeviceEditorRoute')),
            screen('read', load('DeviceReadRoute')),
            screen('content_edit/:id/:dataId', load('DeviceContentEditRoute')),
          ]),
          screen('plan/list', load('PlanScreen'), [
            screen('list/:id/data/new', load('SeriesEditorRoute')),
            screen('list/:id/data/edit/:dataId', load('SeriesEditorRoute')),
          ]),
          screen('models/list/:id', load('ModelsScreen'), [
            screen('data/new', load('ModelEditorRoute')),
            screen('data/edit/:dataId', load('ModelEditorRoute')),
          ]),
          screen('locations/list', load('LocationsScreen'), [
            screen('list/:id/data/new', load('LocationEditorRoute')),
            screen('list/:id/data/edit/:dataId', load('LocationEditorRoute')),
          ]),
        ]),
      ],
    },
  ],
};
