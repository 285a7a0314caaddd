import type { Device } from '../../../src/domain/devices';

/** A device of type camera (identifier D-{id}) with no sub-devices, instances or meta unless told otherwise. */
export const device = (id: number, identifier = `D-${id}`, extra: Partial<Device> = {}): Device => ({
  id,
  identifier,
  type: 'camera',
  form_data: {},
  sub_device_list: [],
  instance_list: [],
  meta: {},
  ...extra,
});
