import { uniqueIds, type Device, type DeviceCreate, type DeviceInput, type DeviceSave } from '../../domain/devices';

/** What the device editor edits (spec 3 §2.6 tabs Device and Tree); the Log tab adds `logComment`. */
export interface DeviceForm {
  readonly identifier: string;
  readonly type: string;
  /** The device type's form values (model, total, …). */
  readonly formData: Readonly<Record<string, unknown>>;
  readonly statusId?: number;
  readonly usageId?: number;
  readonly locationId?: number;
  readonly seriesId?: number;
  /** meta.comment: a note that stays with the device. */
  readonly comment: string;
  /** A new log entry's comment; sent as device_log when written. */
  readonly logComment: string;
  readonly subDevices: readonly number[];
  readonly instances: readonly number[];
}

export const blankDeviceForm = (type = ''): DeviceForm => ({
  identifier: '',
  type,
  formData: {},
  comment: '',
  logComment: '',
  subDevices: [],
  instances: [],
});

const withId = (key: string, id: number | undefined): Record<string, number> => (id === undefined ? {} : { [key]: id });

export const deviceFormOf = (device: Device): DeviceForm => ({
  identifier: device.identifier,
  type: device.type,
  formData: device.form_data,
  ...withId('statusId', device.status_id),
  ...withId('usageId', device.usage_id),
  ...withId('locationId', device.location_id),
  ...withId('seriesId', device.series_id),
  comment: device.meta.comment ?? '',
  logComment: '',
  subDevices: device.sub_device_list,
  instances: device.instance_list,
});

export type DeviceSavePlan =
  | { readonly kind: 'create'; readonly payload: DeviceCreate }
  | { readonly kind: 'save'; readonly id: number; readonly payload: DeviceSave }
  | { readonly kind: 'refused'; readonly message: string };

/**
 * The save of the form over the stored device (spec 3 §7: device, device_log, subdevices, instances). Spec 3 §5
 * shows no client-side validation for devices; the two refusals here only spare a round trip the server would
 * refuse anyway (an empty identifier, no type). The taken flags in meta are the server's and travel unchanged.
 */
export const deviceSavePlan = (form: DeviceForm, stored: Device | undefined): DeviceSavePlan => {
  const identifier = form.identifier.trim();
  if (identifier === '') return { kind: 'refused', message: 'Identifier is required.' };
  if (form.type === '') return { kind: 'refused', message: 'Choose a device type.' };
  const subDevices = uniqueIds([...form.subDevices]);
  const instances = uniqueIds([...form.instances]);
  const comment = form.comment.trim();
  const { comment: _comment, ...meta } = stored?.meta ?? {};
  const device: DeviceInput = {
    ...(stored ? { id: stored.id } : {}),
    identifier,
    type: form.type,
    form_data: form.formData,
    ...withId('status_id', form.statusId),
    ...withId('usage_id', form.usageId),
    ...withId('location_id', form.locationId),
    ...withId('series_id', form.seriesId),
    sub_device_list: subDevices,
    instance_list: instances,
    meta: { ...meta, ...(comment === '' ? {} : { comment }) },
  };
  if (!stored) return { kind: 'create', payload: { device } };
  const logComment = form.logComment.trim();
  return {
    kind: 'save',
    id: stored.id,
    payload: {
      device,
      ...(logComment === '' ? {} : { device_log: { meta: { comment: logComment } } }),
      subdevices: subDevices,
      instances,
    },
  };
};

/**
 * 'Take device' (spec 3 §4): the child a multiple-parents device gives out. It copies the parent's type, form
 * values and records, and gets the first free identifier `{parent}-{n}`; the server marks it taken.
 */
export const takenChildPayload = (parent: Device, devices: Iterable<Device>): DeviceCreate => {
  const used = new Set<string>();
  for (const device of devices) used.add(device.identifier);
  let n = 1;
  while (used.has(`${parent.identifier}-${n}`)) n += 1;
  const {
    multiple_parents_subdevice: _taken,
    multiple_parents_parent_id: _parent,
    comment: _comment,
    ...meta
  } = parent.meta;
  return {
    parent_id: parent.id,
    device: {
      identifier: `${parent.identifier}-${n}`,
      type: parent.type,
      form_data: parent.form_data,
      ...withId('status_id', parent.status_id),
      ...withId('usage_id', parent.usage_id),
      ...withId('location_id', parent.location_id),
      ...withId('series_id', parent.series_id),
      sub_device_list: [],
      instance_list: [],
      meta,
    },
  };
};
