import { expect } from 'chai';
import { DeviceCommands, deviceFormOf, deviceSavePlan, takenChildPayload } from '../../src/application/devices';
import type { Device } from '../../src/domain/devices';
import { featureProjections, registerProjections, type RootState } from '../../src/domain/state';
import { eventually, realConsole } from './support/real-console';
import { loginAs, startTestServer, type TestServer } from './support/studio';

/** The console's device commands as the browser wires them, signed in as `type`, against the studio server. */
const deviceConsole = async (studio: TestServer, type: string) => {
  registerProjections(featureProjections);
  const core = realConsole(studio.socketUrl, { account: `${type}@demo.local`, idPrefix: 'd' });
  core.gateway.connect(await loginAs(studio.url, type));
  await eventually(() => core.state().connection.state === 'connected', 'connected');
  await core.gateway.join('devices:all');
  await eventually(() => core.state().frames.lastByTopic['devices:all'] !== undefined, 'the devices:all init');
  return { commands: new DeviceCommands(core.bus), state: core.state, dispose: core.dispose };
};

const byIdentifier = (state: RootState, identifier: string): Device | undefined =>
  Object.values(state.devices.byId).find((device) => device.identifier === identifier);

describe('console device commands against the studio server (spec 3 §4, §6, §7)', function () {
  this.timeout(90_000);
  let studio: TestServer;

  before(async () => {
    studio = await startTestServer();
  });
  after(async () => studio.close());

  it('device_admin creates a device with a sub-device and a log entry; the state follows the broadcast', async () => {
    const staff = await deviceConsole(studio, 'device_admin');
    try {
      const lens = byIdentifier(staff.state(), 'LENS-0107');
      expect(lens, 'the seeded lens').to.not.equal(undefined);
      const created = await staff.commands.save({
        kind: 'create',
        payload: {
          device: {
            identifier: 'CAM-9001',
            type: 'camera',
            form_data: { model: 'Sony HDC-5500' },
            sub_device_list: [],
            instance_list: [],
            meta: {},
          },
        },
      });
      expect(created.ok, JSON.stringify(created)).to.equal(true);
      await eventually(() => byIdentifier(staff.state(), 'CAM-9001') !== undefined, 'the new device');
      const camera = byIdentifier(staff.state(), 'CAM-9001') as Device;
      const plan = deviceSavePlan(
        { ...deviceFormOf(camera), subDevices: [(lens as Device).id], logComment: 'Checked in' },
        camera,
      );
      expect(plan.kind).to.equal('save');
      if (plan.kind !== 'save') return;
      const saved = await staff.commands.save(plan);
      expect(saved, 'the save answers the version it made').to.deep.equal({ ok: true, id: camera.id, version: 2 });
      await eventually(
        () => byIdentifier(staff.state(), 'CAM-9001')?.sub_device_list.includes((lens as Device).id) === true,
        'the sub-device in the broadcast',
      );
    } finally {
      staff.dispose();
    }
  });

  it('Take device on the multiple-parents cable drum, then Release device', async () => {
    const staff = await deviceConsole(studio, 'device_admin');
    try {
      const drum = byIdentifier(staff.state(), 'SMPTE-CABLE-12') as Device;
      const payload = takenChildPayload(drum, Object.values(staff.state().devices.byId));
      expect(payload.device.identifier).to.equal('SMPTE-CABLE-12-1');
      const taken = await staff.commands.take(payload);
      expect(taken.ok, JSON.stringify(taken)).to.equal(true);
      if (!taken.ok) return;
      await eventually(() => staff.state().devices.byId[taken.id] !== undefined, 'the taken child');
      expect(staff.state().devices.byId[taken.id]?.meta).to.include({
        multiple_parents_subdevice: true,
        multiple_parents_parent_id: drum.id,
      });
      expect(await staff.commands.release(taken.id)).to.equal(true);
      await eventually(() => staff.state().devices.byId[taken.id] === undefined, 'the released child gone');
    } finally {
      staff.dispose();
    }
  });

  it('a user-type account is refused devices:create, a device save and a release (the server enforces spec 3 §6)', async () => {
    const staff = await deviceConsole(studio, 'device_admin');
    const camera = byIdentifier(staff.state(), 'CAM-0043') as Device;
    const cable = byIdentifier(staff.state(), 'SMPTE-CABLE-12-A') as Device;
    staff.dispose();
    const user = await deviceConsole(studio, 'user');
    try {
      expect(Object.keys(user.state().devices.byId), 'a user sees no devices').to.have.length(0);
      const create = await user.commands.save({
        kind: 'create',
        payload: {
          device: {
            identifier: 'USER-1',
            type: 'camera',
            form_data: {},
            sub_device_list: [],
            instance_list: [],
            meta: {},
          },
        },
      });
      expect(create.ok).to.equal(false);
      const plan = deviceSavePlan({ ...deviceFormOf(camera), comment: 'mine now' }, camera);
      if (plan.kind === 'refused') throw new Error(plan.message);
      expect((await user.commands.save(plan)).ok).to.equal(false);
      expect(await user.commands.release(cable.id)).to.equal(false);
    } finally {
      user.dispose();
    }
    const check = await deviceConsole(studio, 'device_admin');
    try {
      expect(byIdentifier(check.state(), 'USER-1')).to.equal(undefined);
      expect(byIdentifier(check.state(), 'CAM-0043')?.meta.comment).to.equal(camera.meta.comment);
      expect(byIdentifier(check.state(), 'SMPTE-CABLE-12-A')).to.not.equal(undefined);
    } finally {
      check.dispose();
    }
  });
});
