export { recordName } from './device';
export type { Device, DeviceInput, DeviceMeta, DeviceRecord } from './device';
export type { DeviceLog, DeviceLogInput } from './device-log';
export { multipleParentsFields } from './device-type';
export type { DeviceTypeField, DeviceTypeSetting, DeviceTypeSettingValue } from './device-type';
export { clampPlanZoom, planWindow, planZoomMaxMs, planZoomMinMs, planZoomStep, seriesInWindow } from './series-item';
export type { PlanWindow, SeriesItem } from './series-item';
export {
  addInstanceByTitle,
  archivedStatusName,
  canReleaseDevice,
  canTakeDevice,
  checkSubDevice,
  isArchivedDevice,
  resolveDeviceIdentifiers,
  uniqueIds,
} from './device-rules';
export type { SubDeviceCheck } from './device-rules';
export { deviceMessages } from './device-messages';
export { devicesProjection, initialDevicesState } from './devices.projection';
export type { DevicesState } from './devices.projection';
export type {
  DeviceDeleted,
  DeviceLogsReceived,
  DeviceLogUpdated,
  DevicesEvent,
  DevicesReceived,
  DeviceUpdated,
} from './devices.events';
