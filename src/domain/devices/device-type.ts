// Device type settings (settings of type device_type; spec 3 §3 'Device type setting').

/** A field of the type's model form; the ones marked multiple_parents_field belong to a taken child. */
export type DeviceTypeField = { readonly name: string; readonly multiple_parents_field?: boolean } & Readonly<
  Record<string, unknown>
>;

export interface DeviceTypeSettingValue {
  /** Devices of this type can be taken by several parents (each take creates a child). */
  readonly multiple_parents?: boolean;
  readonly form?: readonly DeviceTypeField[];
  readonly status_list_id?: number;
  readonly usage_list_id?: number;
  readonly location_list_id?: number;
  readonly series_list_id?: number;
  /** The content list of the type's models (the Models menu entry; docs/protocol/devices.md, not in the spec). */
  readonly models_list_id?: number;
}

export interface DeviceTypeSetting {
  readonly name: string;
  readonly title: string;
  readonly value: DeviceTypeSettingValue;
}

/** The fields a taken child carries of its own. */
export const multipleParentsFields = (value: DeviceTypeSettingValue): DeviceTypeField[] =>
  (value.form ?? []).filter((field) => field.multiple_parents_field === true);

const listIdKeys = ['status_list_id', 'usage_list_id', 'location_list_id', 'series_list_id', 'models_list_id'] as const;

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A device_type setting as the device screens read it. Settings arrive on settings:all with a free-form value
 * (a value the console cannot read must not drop the whole settings list), so the parts read here are checked
 * one by one: a part of the wrong shape is left out.
 */
export const deviceTypeOf = (setting: {
  readonly name: string;
  readonly title?: string;
  readonly type: string;
  readonly value?: unknown;
}): DeviceTypeSetting | undefined => {
  if (setting.type !== 'device_type') return undefined;
  const raw = isObject(setting.value) ? setting.value : {};
  const value: Record<string, unknown> = {};
  if (typeof raw.multiple_parents === 'boolean') value.multiple_parents = raw.multiple_parents;
  if (Array.isArray(raw.form))
    value.form = raw.form.filter(
      (field): field is DeviceTypeField => isObject(field) && typeof field.name === 'string' && field.name !== '',
    );
  for (const key of listIdKeys) {
    const id = raw[key];
    if (typeof id === 'number' && Number.isSafeInteger(id)) value[key] = id;
  }
  return { name: setting.name, title: setting.title || setting.name, value: value as DeviceTypeSettingValue };
};
