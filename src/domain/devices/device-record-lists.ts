import type { DeviceTypeSettingValue } from './device-type';

/** The content records a device points at by `{field}_id` (spec 3 §3 Device). */
export const deviceRecordFields = ['status', 'usage', 'location', 'series'] as const;
export type DeviceRecordField = (typeof deviceRecordFields)[number];

/**
 * The list a device's `{field}_id` must come from: the one its device type names as `{field}_list_id`
 * (spec 3 §3 'Device type setting'). A record of any other list is not a status, usage, location or series of
 * that device, whatever it holds; undefined when the type names none (then the field takes no record).
 */
export const deviceRecordListId = (
  type: DeviceTypeSettingValue | undefined,
  field: DeviceRecordField,
): number | undefined => type?.[`${field}_list_id`];
