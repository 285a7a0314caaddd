import * as t from 'io-ts';
import type { Device, DeviceInput, DeviceMeta, DeviceRecord } from '../../../domain/devices';
import { itemVersion, jsonObject, listOf, numericId, optional, shape } from '../kit';

export const DeviceRecordCodec: t.Type<DeviceRecord, unknown, unknown> = shape(
  { id: numericId, data: jsonObject },
  { cms_list_id: optional(numericId) },
);

const DeviceMetaCodec: t.Type<DeviceMeta, unknown, unknown> = shape(
  {},
  {
    multiple_parents_subdevice: optional(t.boolean),
    multiple_parents_parent_id: optional(numericId),
    multiple_parents_taken_by: optional(numericId),
    comment: optional(t.string),
  },
);

const requiredProps = {
  identifier: t.string,
  type: t.string,
  form_data: jsonObject,
  sub_device_list: listOf(numericId),
  instance_list: listOf(numericId),
  meta: DeviceMetaCodec,
};

const optionalIds = {
  status_id: optional(numericId),
  usage_id: optional(numericId),
  location_id: optional(numericId),
  series_id: optional(numericId),
};

export const DeviceCodec: t.Type<Device, unknown, unknown> = shape(
  { id: numericId, ...requiredProps },
  {
    ...optionalIds,
    status: optional(DeviceRecordCodec),
    usage: optional(DeviceRecordCodec),
    location: optional(DeviceRecordCodec),
    series: optional(DeviceRecordCodec),
    version: itemVersion,
  },
);

export const DeviceInputCodec: t.Type<DeviceInput, unknown, unknown> = t.intersection([
  t.type(requiredProps),
  shape({}, { id: optional(numericId), ...optionalIds }),
]);
