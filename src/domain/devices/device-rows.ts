// The device list's rows (spec 3 §2.6): one row per device, with the names of the records it points at.
import type { AdminListSpec } from '../admin-kit';
import type { ArchiveState } from '../groups';
import { recordName, type Device } from './device';
import { isArchivedDevice } from './device-rules';

export interface DeviceRow {
  readonly id: number;
  readonly identifier: string;
  /** The device type's title (its name when no setting has it). */
  readonly type: string;
  readonly model: string;
  readonly status: string;
  readonly usage: string;
  readonly location: string;
  readonly series: string;
  /** Archived devices are those whose status is 'Archive' (spec 3 §4); the kit's state filter reads this. */
  readonly state: ArchiveState;
  /** Taken from a multiple-parents device. */
  readonly taken: boolean;
  readonly subDevices: number;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

export const deviceRow = (device: Device, typeTitle: string | undefined): DeviceRow => ({
  id: device.id,
  identifier: device.identifier,
  type: typeTitle ?? device.type,
  model: text(device.form_data['model']),
  status: recordName(device.status) ?? '',
  usage: recordName(device.usage) ?? '',
  location: recordName(device.location) ?? '',
  series: recordName(device.series) ?? '',
  state: isArchivedDevice(device) ? 'archived' : 'active',
  taken: device.meta.multiple_parents_subdevice === true,
  subDevices: device.sub_device_list.length,
});

/** Search reads identifier, type, model, status, location and series; every column sorts by its text. */
export const devicesListSpec: AdminListSpec<DeviceRow> = {
  searchText: (row) => [row.identifier, row.type, row.model, row.status, row.location, row.series],
  state: (row) => row.state,
  value: (row, column) => {
    switch (column) {
      case 'id':
        return row.id;
      case 'subDevices':
        return row.subDevices;
      case 'identifier':
      case 'type':
      case 'model':
      case 'status':
      case 'usage':
      case 'location':
      case 'series':
        return row[column];
      default:
        return undefined;
    }
  },
};
