export { recordName } from './device';
export type { Device, DeviceInput, DeviceMeta, DeviceRecord } from './device';
export { deviceLogUndidText } from './device-log';
export type { DeviceLog, DeviceLogInput, DeviceLogUndid } from './device-log';
export type { DeviceCreate, DeviceRelease, DeviceSave, SavedDeviceReply } from './device-pushes';
export { deviceTypeOf, multipleParentsFields } from './device-type';
export type { DeviceTypeField, DeviceTypeSetting, DeviceTypeSettingValue } from './device-type';
export { clampPlanZoom, planWindow, planZoomMaxMs, planZoomMinMs, planZoomStep, seriesInWindow } from './series-item';
export type { PlanWindow, SeriesItem } from './series-item';
export {
  addInstanceByTitle,
  addSubDevice,
  archivedStatusName,
  canReleaseDevice,
  canTakeDevice,
  checkSubDevice,
  isArchivedDevice,
  resolveDeviceIdentifiers,
  uniqueIds,
} from './device-rules';
export type { SubDeviceCheck, SubDeviceRefusal } from './device-rules';
export { deviceRow, devicesListSpec } from './device-rows';
export type { DeviceRow } from './device-rows';
export { dropRead, emptyDeviceRead, readIdentifier } from './device-read';
export type { DeviceReadOutcome, DeviceReadSession } from './device-read';
export { deviceMessages, deviceTreeRefusals } from './device-messages';
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
export { deviceRecordFields, deviceRecordListId } from './device-record-lists';
export type { DeviceRecordField } from './device-record-lists';
export { deviceCommands } from './device-commands';
