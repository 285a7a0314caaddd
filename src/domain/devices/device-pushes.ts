// What the device editor sends (spec 3 §7 devices:create, devices:{id}); the wire codecs are typed by these.
import type { DeviceInput } from './device';
import type { DeviceLogInput } from './device-log';

/** devices:create save: a new device; with parent_id it is a child taken from a multiple-parents device. */
export interface DeviceCreate {
  readonly device: DeviceInput;
  readonly parent_id?: number;
}

/** devices:{id} save: the device, a new log entry if a comment was written, and its sub-device and instance ids. */
export interface DeviceSave {
  readonly device: DeviceInput;
  readonly device_log?: DeviceLogInput;
  readonly subdevices: readonly number[];
  readonly instances: readonly number[];
  /** The version of the device the save was based on; a mismatch is refused `stale` (one-truth.md). */
  readonly version?: number;
}

/** devices:{id} release: the taken child to free. */
export interface DeviceRelease {
  readonly id: number;
}

/** The ok reply of a save: the saved device's id under `data`. */
export interface SavedDeviceReply {
  readonly data: { readonly id: number };
}
