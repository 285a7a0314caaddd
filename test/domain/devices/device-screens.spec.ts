import { expect } from 'chai';
import {
  addSubDevice,
  deviceRow,
  devicesListSpec,
  deviceTypeOf,
  dropRead,
  emptyDeviceRead,
  readIdentifier,
} from '../../../src/domain/devices';
import { device } from './device-fixtures';

const inventory = [
  device(1, 'CAM-1'),
  device(2, 'LENS-1'),
  device(3, 'CABLE-1-1', { meta: { multiple_parents_subdevice: true, multiple_parents_parent_id: 9 } }),
];

describe('devices: the screens’ rules (spec 3 §2.6, §4, §5)', () => {
  describe('deviceTypeOf', () => {
    it('reads a device_type setting and leaves out parts of the wrong shape', () => {
      expect(
        deviceTypeOf({
          name: 'cable',
          title: 'Cable',
          type: 'device_type',
          value: {
            multiple_parents: true,
            form: [{ name: 'total', multiple_parents_field: true }, { title: 'no name' }, 'junk'],
            status_list_id: 4,
            location_list_id: '5',
            models_list_id: 7,
          },
        }),
      ).to.deep.equal({
        name: 'cable',
        title: 'Cable',
        value: {
          multiple_parents: true,
          form: [{ name: 'total', multiple_parents_field: true }],
          status_list_id: 4,
          models_list_id: 7,
        },
      });
    });

    it('is undefined for other setting types, and names itself when it has no title', () => {
      expect(deviceTypeOf({ name: 'x', type: 'system', value: {} })).to.equal(undefined);
      expect(deviceTypeOf({ name: 'lens', type: 'device_type' })).to.deep.equal({
        name: 'lens',
        title: 'lens',
        value: {},
      });
    });
  });

  describe('deviceRow and the list spec', () => {
    it('names the records, marks archived (status Archive) and taken devices', () => {
      const row = deviceRow(
        device(5, 'CAM-5', {
          form_data: { model: 'HDC' },
          status: { id: 1, data: { name: 'Archive' } },
          location: { id: 2, data: { name: 'Warehouse' } },
          sub_device_list: [1, 2],
          meta: { multiple_parents_subdevice: true },
        }),
        'Camera',
      );
      expect(row).to.deep.include({
        identifier: 'CAM-5',
        type: 'Camera',
        model: 'HDC',
        status: 'Archive',
        location: 'Warehouse',
        usage: '',
        state: 'archived',
        taken: true,
        subDevices: 2,
      });
      expect(devicesListSpec.state?.(row)).to.equal('archived');
      expect(devicesListSpec.searchText(row)).to.include('Warehouse');
      expect(devicesListSpec.value(row, 'subDevices')).to.equal(2);
      expect(deviceRow(device(6, 'X'), undefined)).to.deep.include({ type: 'camera', state: 'active' });
    });
  });

  describe('addSubDevice', () => {
    it('adds an existing device once', () => {
      expect(addSubDevice({ id: 1 }, [], ' LENS-1 ', inventory)).to.deep.equal({ ok: true, ids: [2] });
      expect(addSubDevice({ id: 1 }, [2], 'LENS-1', inventory)).to.deep.equal({ ok: true, ids: [2] });
    });

    it('refuses an unknown identifier, the device itself and a multiple-parents sub-device', () => {
      expect(addSubDevice({ id: 1 }, [], 'NOPE', inventory)).to.deep.equal({ ok: false, reason: 'not_found' });
      expect(addSubDevice({ id: 1 }, [], 'CAM-1', inventory)).to.deep.equal({ ok: false, reason: 'self' });
      expect(addSubDevice({ id: 1 }, [], 'CABLE-1-1', inventory)).to.deep.equal({
        ok: false,
        reason: 'multiple_parents_subdevice',
      });
    });
  });

  describe('bulk Device read', () => {
    it('collects known devices once, lists unknown identifiers once, ignores empty scans', () => {
      let session = emptyDeviceRead;
      const outcomes: string[] = [];
      for (const scan of ['CAM-1', 'GHOST', ' ', 'CAM-1', 'LENS-1', 'GHOST']) {
        const result = readIdentifier(session, scan, inventory);
        session = result.session;
        outcomes.push(result.outcome);
      }
      expect(outcomes).to.deep.equal(['added', 'unknown', 'empty', 'again', 'added', 'unknown']);
      expect(session).to.deep.equal({ found: [1, 2], missing: ['GHOST'] });
      expect(dropRead(session, 1)).to.deep.equal({ found: [2], missing: ['GHOST'] });
    });
  });
});
