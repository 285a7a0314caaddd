// Payloads and replies of the device editor's pushes (spec 3 §7); the types are the domain's (device-pushes.ts).
import type * as t from 'io-ts';
import type { DeviceCreate, DeviceRelease, DeviceSave, SavedDeviceReply } from '../../../domain/devices';
import { baseVersion, listOf, numericId, optional, shape } from '../kit';
import { DeviceInputCodec } from './device.codec';
import { DeviceLogInputCodec } from './device-log.codec';

export type { DeviceCreate, DeviceRelease, DeviceSave, SavedDeviceReply };

export const DeviceCreateCodec: t.Type<DeviceCreate, unknown, unknown> = shape(
  { device: DeviceInputCodec },
  { parent_id: optional(numericId) },
);

export const DeviceSaveCodec: t.Type<DeviceSave, unknown, unknown> = shape(
  { device: DeviceInputCodec, subdevices: listOf(numericId), instances: listOf(numericId) },
  { device_log: optional(DeviceLogInputCodec), ...baseVersion },
);

export const DeviceReleaseCodec: t.Type<DeviceRelease, unknown, unknown> = shape({ id: numericId });

export const SavedDeviceReplyCodec: t.Type<SavedDeviceReply, unknown, unknown> = shape({
  data: shape({ id: numericId }),
});
