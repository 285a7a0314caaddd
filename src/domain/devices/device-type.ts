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
}

export interface DeviceTypeSetting {
  readonly name: string;
  readonly title: string;
  readonly value: DeviceTypeSettingValue;
}

/** The fields a taken child carries of its own. */
export const multipleParentsFields = (value: DeviceTypeSettingValue): DeviceTypeField[] =>
  (value.form ?? []).filter((field) => field.multiple_parents_field === true);
