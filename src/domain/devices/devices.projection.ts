import { castDraft } from 'immer';
import { defineProjection, mapByKey, unhandled } from '../projection';
import type { Device } from './device';
import type { DeviceLog } from './device-log';
import type { DevicesEvent } from './devices.events';

export interface DevicesState {
  readonly byId: Readonly<Record<number, Device>>;
  /** Logs of the devices whose log topic was joined, newest last. */
  readonly logsByDevice: Readonly<Record<number, readonly DeviceLog[]>>;
}

export const initialDevicesState: DevicesState = { byId: {}, logsByDevice: {} };

export const devicesProjection = defineProjection<DevicesState, DevicesEvent>({
  name: 'devices',
  initial: initialDevicesState,
  handles: {
    DevicesReceived: true,
    DeviceUpdated: true,
    DeviceDeleted: true,
    DeviceLogsReceived: true,
    DeviceLogUpdated: true,
  },
  apply(draft, event) {
    switch (event.type) {
      case 'DevicesReceived':
        draft.byId = castDraft(mapByKey(event.devices, (device) => device.id));
        return;
      case 'DeviceUpdated':
        draft.byId[event.device.id] = castDraft(event.device);
        return;
      case 'DeviceDeleted':
        delete draft.byId[event.id];
        delete draft.logsByDevice[event.id];
        return;
      case 'DeviceLogsReceived':
        draft.logsByDevice[event.deviceId] = castDraft([...event.logs]); // a copy: later updates edit this list in place
        return;
      case 'DeviceLogUpdated': {
        const logs = draft.logsByDevice[event.deviceId];
        if (!logs) {
          draft.logsByDevice[event.deviceId] = [castDraft(event.log)];
          return;
        }
        const at = logs.findIndex((log) => log.id === event.log.id);
        if (at >= 0) logs[at] = castDraft(event.log);
        else logs.push(castDraft(event.log));
        return;
      }
      default:
        unhandled(event);
    }
  },
});
