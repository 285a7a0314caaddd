import { expect } from 'chai';
import {
  blankDeviceForm,
  deviceFormOf,
  deviceNoticeRules,
  deviceSavePlan,
  takenChildPayload,
} from '../../../src/application/devices';
import type { SettledCommand } from '../../../src/application/notifications';
import type { Device } from '../../../src/domain/devices';

const stored: Device = {
  id: 7,
  identifier: 'SMPTE-12',
  type: 'cable',
  form_data: { length_m: 100, total: 4 },
  status_id: 1,
  location_id: 2,
  status: { id: 1, data: { name: 'In stock' } },
  sub_device_list: [3, 3, 4],
  instance_list: [9],
  meta: { comment: 'Drum', multiple_parents_subdevice: false },
};

const settled = (status: SettledCommand['status'], args: unknown, name = 'devices.save'): SettledCommand =>
  ({ id: 'c1', name, args, status, at: 0, account: 'a' }) as unknown as SettledCommand;

describe('device editor: the form and its save (spec 3 §2.6, §7)', () => {
  it('a new device is created on devices:create with its lists and comment', () => {
    const plan = deviceSavePlan(
      { ...blankDeviceForm('camera'), identifier: ' CAM-1 ', comment: ' new ', subDevices: [2, 2], statusId: 5 },
      undefined,
    );
    expect(plan).to.deep.equal({
      kind: 'create',
      payload: {
        device: {
          identifier: 'CAM-1',
          type: 'camera',
          form_data: {},
          status_id: 5,
          sub_device_list: [2],
          instance_list: [],
          meta: { comment: 'new' },
        },
      },
    });
  });

  it('an existing device sends device, device_log (only with a comment), subdevices and instances', () => {
    const form = { ...deviceFormOf(stored), logComment: 'Back from service', comment: '' };
    const plan = deviceSavePlan(form, stored);
    expect(plan.kind).to.equal('save');
    if (plan.kind !== 'save') return;
    expect(plan.id).to.equal(7);
    expect(plan.payload.device_log).to.deep.equal({ meta: { comment: 'Back from service' } });
    expect(plan.payload.subdevices).to.deep.equal([3, 4]);
    expect(plan.payload.instances).to.deep.equal([9]);
    expect(plan.payload.device).to.not.have.property('status');
    expect(plan.payload.device.meta).to.deep.equal({ multiple_parents_subdevice: false });
    const quiet = deviceSavePlan(deviceFormOf(stored), stored);
    expect(quiet.kind === 'save' && quiet.payload.device_log).to.equal(undefined);
  });

  it('refuses an empty identifier or no type before sending', () => {
    expect(deviceSavePlan({ ...blankDeviceForm('camera'), identifier: ' ' }, undefined)).to.deep.equal({
      kind: 'refused',
      message: 'Identifier is required.',
    });
    expect(deviceSavePlan({ ...blankDeviceForm(), identifier: 'X' }, undefined).kind).to.equal('refused');
  });

  it('Take device copies the parent under the first free identifier', () => {
    const others = [stored, { ...stored, id: 8, identifier: 'SMPTE-12-1' }];
    const payload = takenChildPayload(stored, others);
    expect(payload.parent_id).to.equal(7);
    expect(payload.device).to.deep.include({
      identifier: 'SMPTE-12-2',
      type: 'cable',
      form_data: { length_m: 100, total: 4 },
      status_id: 1,
      location_id: 2,
      sub_device_list: [],
      instance_list: [],
      meta: {},
    });
  });

  it('toasts: created, updated with the log line, update failure as a warning, release (spec 3 §8)', () => {
    const save = deviceNoticeRules['devices.save'];
    const release = deviceNoticeRules['devices.release'];
    if (!save || !release) throw new Error('missing rules');
    expect(save(settled('ok', { mode: 'create' }))).to.deep.equal({ title: 'Device was created!', intent: 'success' });
    expect(save(settled('ok', { mode: 'update', log: true }))).to.deep.equal({
      title: 'Device was updated!',
      body: 'Device log was created!',
      intent: 'success',
    });
    expect(save(settled('error', { mode: 'update' }))).to.include({
      title: 'Unable to update device!',
      intent: 'warning',
    });
    expect(save(settled('timeout', { mode: 'create' }))).to.deep.include({
      title: 'Unable to create device!',
      intent: 'error',
      body: 'No reply from the server in time',
    });
    expect(release(settled('ok', {}, 'devices.release'))).to.deep.equal({
      title: 'Device was released!',
      intent: 'success',
    });
    expect(release(settled('timeout', {}, 'devices.release'))?.title).to.equal('Unable to release device!');
  });
});
