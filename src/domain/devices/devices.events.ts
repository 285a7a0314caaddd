import type { Device } from './device';
import type { DeviceLog } from './device-log';

/** devices:all init: the full list, replacing what was held. */
export interface DevicesReceived {
  readonly type: 'DevicesReceived';
  readonly devices: readonly Device[];
  readonly at: number;
}

/** One device created or changed (devices:all update, devices:{id} init and update). */
export interface DeviceUpdated {
  readonly type: 'DeviceUpdated';
  readonly device: Device;
  readonly at: number;
}

export interface DeviceDeleted {
  readonly type: 'DeviceDeleted';
  readonly id: number;
  readonly at: number;
}

/** devices:logs:{id} init: the device's whole log, replacing what was held. */
export interface DeviceLogsReceived {
  readonly type: 'DeviceLogsReceived';
  readonly deviceId: number;
  readonly logs: readonly DeviceLog[];
  readonly at: number;
}

/** devices:logs:{id} update: one entry added or changed. */
export interface DeviceLogUpdated {
  readonly type: 'DeviceLogUpdated';
  readonly deviceId: number;
  readonly log: DeviceLog;
  readonly at: number;
}

export type DevicesEvent = DevicesReceived | DeviceUpdated | DeviceDeleted | DeviceLogsReceived | DeviceLogUpdated;
