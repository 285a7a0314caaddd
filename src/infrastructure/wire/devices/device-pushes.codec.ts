// Payloads and replies of the device editor's pushes (spec 3 §7).
import type * as t from 'io-ts';
import type { DeviceInput, DeviceLogInput } from '../../../domain/devices';
import { listOf, numericId, optional, shape } from '../kit';
import { DeviceInputCodec } from './device.codec';
import { DeviceLogInputCodec } from './device-log.codec';

/** devices:create save: a new device; with parent_id it is a child taken from a multiple-parents device. */
export interface DeviceCreate {
  readonly device: DeviceInput;
  readonly parent_id?: number;
}

export const DeviceCreateCodec: t.Type<DeviceCreate, unknown, unknown> = shape(
  { device: DeviceInputCodec },
  { parent_id: optional(numericId) },
);

/** devices:{id} save: the device, a new log entry if a comment was written, and its sub-device and instance ids. */
export interface DeviceSave {
  readonly device: DeviceInput;
  readonly device_log?: DeviceLogInput;
  readonly subdevices: readonly number[];
  readonly instances: readonly number[];
}

export const DeviceSaveCodec: t.Type<DeviceSave, unknown, unknown> = shape(
  { device: DeviceInputCodec, subdevices: listOf(numericId), instances: listOf(numericId) },
  { device_log: optional(DeviceLogInputCodec) },
);

export interface DeviceRelease {
  readonly id: number;
}

export const DeviceReleaseCodec: t.Type<DeviceRelease, unknown, unknown> = shape({ id: numericId });

/** The ok reply of a save: the saved device's id under `data`. */
export interface SavedDeviceReply {
  readonly data: { readonly id: number };
}

export const SavedDeviceReplyCodec: t.Type<SavedDeviceReply, unknown, unknown> = shape({
  data: shape({ id: numericId }),
});
