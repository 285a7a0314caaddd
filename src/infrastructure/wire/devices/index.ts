export { DeviceCodec, DeviceInputCodec, DeviceRecordCodec } from './device.codec';
export { DeviceLogCodec, DeviceLogInputCodec } from './device-log.codec';
export { DeviceTypeSettingCodec, DeviceTypeSettingValueCodec } from './device-type.codec';
export { SeriesItemCodec } from './series-item.codec';
export { DeviceCreateCodec, DeviceReleaseCodec, DeviceSaveCodec, SavedDeviceReplyCodec } from './device-pushes.codec';
export type { DeviceCreate, DeviceRelease, DeviceSave, SavedDeviceReply } from './device-pushes.codec';
export { devicesTopics } from './devices.topics';
