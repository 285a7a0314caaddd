export { DeviceContentEditRoute } from './device-content-edit';
export { DeviceEditorRoute } from './device-editor';
export { LocationEditorRoute, SeriesEditorRoute } from './device-lists-screen';
export { DeviceReadRoute } from './device-read';
export { DevicesLayout } from './devices-layout';
export { DevicesListOnly, DevicesScreen } from './devices-screen';
export { LocationsScreen } from './locations-screen';
export { ModelEditorRoute, ModelsScreen } from './models-screen';
export { PlanScreen } from './plan-screen';
