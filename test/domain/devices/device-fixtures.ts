import type { Device } from '../../../src/domain/devices';

/** A device of type camera with no sub-devices, instances or meta unless `extra` says otherwise. */
export const device = (id: number, identifier: string, extra: Partial<Device> = {}): Device => ({
  id,
  identifier,
  type: 'camera',
  form_data: {},
  sub_device_list: [],
  instance_list: [],
  meta: {},
  ...extra,
});
