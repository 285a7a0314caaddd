import { expect } from 'chai';
import {
  addInstanceByTitle,
  canReleaseDevice,
  canTakeDevice,
  checkSubDevice,
  deviceMessages,
  isArchivedDevice,
  multipleParentsFields,
  resolveDeviceIdentifiers,
  uniqueIds,
  type Device,
} from '../../../src/domain/devices';
import { device } from './device-fixtures';

const devices = [
  device(1, 'CAM-1'),
  device(2, 'LENS-1'),
  device(3, 'CABLE-1', { meta: { multiple_parents_subdevice: true, multiple_parents_parent_id: 9 } }),
];

describe('device rules (spec 3 §4, §5)', () => {
  it('"Archived devices are those whose status name is \'Archive\'"', () => {
    expect(isArchivedDevice({ status: { id: 12, data: { name: 'Archive' } } })).to.equal(true);
    expect(isArchivedDevice({ status: { id: 11, data: { name: 'In use' } } })).to.equal(false);
    expect(isArchivedDevice({})).to.equal(false);
  });

  it('"Adding a sub-device by identifier works only for an existing device that is not a multiple-parents sub-device and is not the device itself"', () => {
    expect(checkSubDevice({ id: 1 }, 'LENS-1', devices)).to.deep.equal({ ok: true, device: devices[1] });
    expect(checkSubDevice({ id: 1 }, 'NOPE', devices)).to.deep.equal({ ok: false, reason: 'not_found' });
    expect(checkSubDevice({ id: 1 }, 'CAM-1', devices)).to.deep.equal({ ok: false, reason: 'self' });
    expect(checkSubDevice({ id: 1 }, 'CABLE-1', devices)).to.deep.equal({
      ok: false,
      reason: 'multiple_parents_subdevice',
    });
  });

  it('"Adding an instance to a device by title needs an existing match. Duplicate instances are removed."', () => {
    const instances = [
      { id: 7, title: 'Backpack 07' },
      { id: 8, title: 'Backpack 08' },
    ];
    expect(addInstanceByTitle([7], 'Backpack 08', instances)).to.deep.equal({ ok: true, ids: [7, 8] });
    expect(addInstanceByTitle([7], 'Backpack 07', instances)).to.deep.equal({ ok: true, ids: [7] });
    expect(addInstanceByTitle([7], 'Backpack 99', instances)).to.deep.equal({ ok: false, reason: 'not_found' });
    expect(uniqueIds([3, 1, 3, 2, 1])).to.deep.equal([3, 1, 2]);
  });

  it('"Bulk device read: identifiers must match existing devices"', () => {
    const result = resolveDeviceIdentifiers(['CAM-1', ' LENS-1 ', 'GHOST', 'CAM-1', ''], devices);
    expect(result.found.map((item) => item.id)).to.deep.equal([1, 2]);
    expect(result.missing).to.deep.equal(['GHOST']);
  });

  it("\"'Take device' creates a child from a multiple-parents device. 'Release device' frees one.\"", () => {
    const cableType = {
      multiple_parents: true,
      form: [{ name: 'length_m', multiple_parents_field: true }, { name: 'model' }],
    };
    expect(canTakeDevice(devices[0] as Device, cableType)).to.equal(true);
    expect(canTakeDevice(devices[2] as Device, cableType)).to.equal(false);
    expect(canTakeDevice(devices[0] as Device, { multiple_parents: false })).to.equal(false);
    expect(canReleaseDevice(devices[2] as Device)).to.equal(true);
    expect(canReleaseDevice(devices[0] as Device)).to.equal(false);
    expect(multipleParentsFields(cableType).map((field) => field.name)).to.deep.equal(['length_m']);
  });

  it("device toasts: 'Device was created!', 'Unable to update device!', 'Device was released!' (spec 3 §8)", () => {
    expect(deviceMessages).to.deep.include({
      created: 'Device was created!',
      updated: 'Device was updated!',
      createFailed: 'Unable to create device!',
      updateFailed: 'Unable to update device!',
      released: 'Device was released!',
      releaseFailed: 'Unable to release device!',
      logCreated: 'Device log was created!',
      logCreateFailed: 'Unable to create device log!',
    });
  });
});
