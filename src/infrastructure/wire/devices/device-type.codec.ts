// Device type settings arrive as settings (type device_type) on settings:all; this decodes their value.
import * as t from 'io-ts';
import type { DeviceTypeField, DeviceTypeSetting, DeviceTypeSettingValue } from '../../../domain/devices';
import { jsonObject, listOf, numericId, optional, shape } from '../kit';

const DeviceTypeFieldCodec: t.Type<DeviceTypeField, unknown, unknown> = t.intersection([
  jsonObject,
  shape({ name: t.string }),
  shape({}, { multiple_parents_field: optional(t.boolean) }),
]);

export const DeviceTypeSettingValueCodec: t.Type<DeviceTypeSettingValue, unknown, unknown> = shape(
  {},
  {
    multiple_parents: optional(t.boolean),
    form: optional(listOf(DeviceTypeFieldCodec)),
    status_list_id: optional(numericId),
    usage_list_id: optional(numericId),
    location_list_id: optional(numericId),
    series_list_id: optional(numericId),
    models_list_id: optional(numericId),
  },
);

export const DeviceTypeSettingCodec: t.Type<DeviceTypeSetting, unknown, unknown> = shape({
  name: t.string,
  title: t.string,
  value: DeviceTypeSettingValueCodec,
});
