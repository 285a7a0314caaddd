// The device inventory (spec 3 §2.6, §3 'Device').

/** A content-list record a device points at (status, usage, location, series); its `data.name` names it. */
export interface DeviceRecord {
  readonly id: number;
  readonly data: Readonly<Record<string, unknown>>;
  readonly cms_list_id?: number;
}

export interface DeviceMeta {
  /** This device was taken from a multiple-parents device and belongs to one parent at a time. */
  readonly multiple_parents_subdevice?: boolean;
  readonly multiple_parents_parent_id?: number;
  /** The account that took this unit (the server sets it; one-truth.md "Taking a device is exclusive"). */
  readonly multiple_parents_taken_by?: number;
  readonly comment?: string;
}

export interface Device {
  /** The stored version (one more on each write); a save sends the one its form was based on (issue 32 §2). */
  readonly version?: number;
  readonly id: number;
  readonly identifier: string;
  /** A device type name from the device_type settings. */
  readonly type: string;
  readonly status?: DeviceRecord;
  readonly usage?: DeviceRecord;
  readonly location?: DeviceRecord;
  readonly series?: DeviceRecord;
  /** The model form's values (model name, total and the type's own fields). */
  readonly form_data: Readonly<Record<string, unknown>>;
  readonly status_id?: number;
  readonly usage_id?: number;
  readonly location_id?: number;
  readonly series_id?: number;
  /** Ids of child devices. */
  readonly sub_device_list: readonly number[];
  /** Ids of linked instances. */
  readonly instance_list: readonly number[];
  readonly meta: DeviceMeta;
}

/** A device as the editor saves it: no id on create, and the embedded records are the server's to join. */
export type DeviceInput = Omit<Device, 'id' | 'status' | 'usage' | 'location' | 'series'> & { readonly id?: number };

/** The name of a content record (its data.name), if it has one. */
export const recordName = (record: DeviceRecord | undefined): string | undefined => {
  const name = record?.data['name'];
  return typeof name === 'string' ? name : undefined;
};
