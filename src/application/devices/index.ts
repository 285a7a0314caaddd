export { blankDeviceForm, deviceFormOf, deviceSavePlan, takenChildPayload } from './device-form';
export type { DeviceForm, DeviceSavePlan } from './device-form';
export { DeviceFeed } from './device-feed';
export { DeviceCommands } from './devices.commands';
export { devicesModule } from './devices-module';
export { deviceNoticeRules } from './devices-notices';
export { DevicesQueries } from './devices.queries';
export type { DeviceChoice, DeviceListEntry } from './devices.queries';
export type { DeviceReadOutcome } from '../../domain/devices';
export { PlanQueries } from './plan.queries';
export type { PlanItem, PlanView } from './plan.queries';
// Rules the device views apply, through application (views import domain types only).
export {
  addInstanceByTitle,
  addSubDevice,
  deviceLogUndidText,
  deviceMessages,
  deviceTreeRefusals,
  dropRead,
  emptyDeviceRead,
  isArchivedDevice,
  planZoomMaxMs,
  planZoomMinMs,
  planZoomStep,
  readIdentifier,
} from '../../domain/devices';
