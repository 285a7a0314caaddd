import { expect } from 'chai';
import { devicesProjection, initialDevicesState, type DeviceLog } from '../../../src/domain/devices';
import { device } from './device-fixtures';
import { projectionSpec } from '../../support/projection-spec';

const at = 1_731_495_600_000;
const log = (id: number, comment: string): DeviceLog => ({
  id,
  device_id: 1,
  meta: { comment },
  updated_at: '2024-11-14T09:00:00Z',
});
const { given, when } = projectionSpec(devicesProjection);

describe('devices projection', () => {
  it('Given devices, When devices:all init arrives, Then the list is replaced', () => {
    const before = given({ type: 'DevicesReceived', devices: [device(1)], at });
    expect(Object.keys(when(before, { type: 'DevicesReceived', devices: [device(2)], at }).byId)).to.deep.equal(['2']);
  });

  it('When a device is updated, Then it is upserted and the others keep their identity', () => {
    const before = given({ type: 'DevicesReceived', devices: [device(1), device(2)], at });
    const then = when(
      before,
      { type: 'DeviceUpdated', device: device(1, 'CAM-0042'), at },
      { type: 'DeviceUpdated', device: device(3), at },
    );
    expect(then.byId[1]?.identifier).to.equal('CAM-0042');
    expect(then.byId[2]).to.equal(before.byId[2]);
    expect(then.byId[3]?.id).to.equal(3);
  });

  it('When a device is deleted, Then it and its log go; an unknown id is harmless', () => {
    const before = given(
      { type: 'DevicesReceived', devices: [device(1)], at },
      { type: 'DeviceLogsReceived', deviceId: 1, logs: [log(1, 'a')], at },
    );
    const then = when(before, { type: 'DeviceDeleted', id: 1, at });
    expect(then).to.deep.equal(initialDevicesState);
    expect(when(then, { type: 'DeviceDeleted', id: 7, at })).to.deep.equal(then);
  });

  it('replaces a device log on init and upserts entries on update', () => {
    const before = given(
      { type: 'DeviceLogsReceived', deviceId: 1, logs: [log(1, 'old')], at },
      { type: 'DeviceLogsReceived', deviceId: 1, logs: [log(2, 'sent'), log(3, 'flicker')], at },
    );
    expect(before.logsByDevice[1]?.map((entry) => entry.id)).to.deep.equal([2, 3]);
    const then = when(
      before,
      { type: 'DeviceLogUpdated', deviceId: 1, log: log(3, 'fixed'), at },
      { type: 'DeviceLogUpdated', deviceId: 1, log: log(4, 'new'), at },
    );
    expect(then.logsByDevice[1]?.map((entry) => entry.meta.comment)).to.deep.equal(['sent', 'fixed', 'new']);
    expect(given({ type: 'DeviceLogUpdated', deviceId: 5, log: log(9, 'first'), at }).logsByDevice[5]).to.have.length(
      1,
    );
  });
});
