import { expect } from 'chai';
import { checkedPush, waitForMatch } from '../server/records/catalogue-check';
import { join, waitFor, type Reply } from './support/phoenix-client';
import { useStudioFixture } from './support/studio-fixture';

type Item = Record<string, unknown> & { id: number };
const dataOf = (reply: Reply): Item => (reply.response as { data: Item }).data;
const deviceOf = (payload: unknown): Item => (payload as { device: Item }).device;
const firstPath = (reply: Reply): string | undefined =>
  (reply.response as { errors?: { path: string }[] }).errors?.[0]?.path;

describe('studio server: devices (spec 3 §2.6, §3, §4, §6, §7)', () => {
  const { socket, joinOk, pushOn, framesSeen, frameErrors } = useStudioFixture({
    types: ['device_admin', 'root', 'admin', 'user'],
  });
  const saved = async (type: string, topic: string, event: string, payload: object): Promise<Item> => {
    const reply = await pushOn(type, topic, event, payload);
    expect(reply.status, JSON.stringify(reply.response)).to.equal('ok');
    return dataOf(reply);
  };
  const device = (identifier: string, type: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
    identifier,
    type,
    form_data: { model: 'X1' },
    sub_device_list: [],
    instance_list: [],
    meta: {},
    ...extra,
  });

  const records: Record<string, number> = {};
  let instanceId: number;
  let camera: Item;
  let drum: Item;

  before(async () => {
    const listType = await saved('admin', 'cms:list_type:create', 'save', {
      list_type: { name: 'device names', fields: [{ name: 'name', type: 'text' }] },
    });
    const list = await saved('admin', 'cms:list:create', 'save', {
      list: { name: 'device places', cms_list_type_id: listType.id },
    });
    for (const name of ['In use', 'Warehouse', 'OB van']) {
      records[name] = (
        await saved('admin', `cms:list_datas:${list.id}`, 'save', {
          list_data: { cms_list_id: list.id, state: 'active', data: { name } },
        })
      ).id;
    }
    // A device's status and location must be records of the lists its type names (docs/protocol/devices.md).
    const lists = { status_list_id: list.id, location_list_id: list.id };
    await saved('root', 'settings:create', 'save', {
      setting: {
        name: 'test_camera',
        title: 'Camera',
        type: 'device_type',
        value: { form: [{ name: 'model' }], ...lists },
      },
    });
    await saved('root', 'settings:create', 'save', {
      setting: { name: 'test_cable', title: 'Cable', type: 'device_type', value: { multiple_parents: true, ...lists } },
    });
    instanceId = (
      await saved('admin', 'instances:create', 'save', {
        instance: { title: 'Device backpack', type: 'input', token: 't', meta: {} },
      })
    ).id;
  });

  it('a device administrator creates a device; devices:all tells device administrators only (spec 3 §6 "devices: device_admin, root, developer")', async () => {
    const staffList = await joinOk('device_admin', 'devices:all');
    const userList = await joinOk('user', 'devices:all');
    expect(await waitFor(userList, 'init')).to.deep.equal([{ devices: [] }]);
    await waitFor(staffList, 'init');
    camera = await saved('device_admin', 'devices:create', 'save', {
      device: device('CAM-1', 'test_camera', {
        status_id: records['In use'],
        location_id: records.Warehouse,
        instance_list: [instanceId],
      }),
    });
    expect(camera).to.deep.include({
      identifier: 'CAM-1',
      instance_list: [instanceId],
      status: {
        id: records['In use'],
        data: { name: 'In use' },
        cms_list_id: camera.status && (camera.status as Item).cms_list_id,
      },
    });
    const update = await waitForMatch(staffList, 'update', (payload) => deviceOf(payload).id === camera.id);
    expect(deviceOf(update)).to.deep.equal(camera);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(userList.received.get('update')).to.equal(undefined);
    expect((await join(socket('admin'), 'devices:create')).reply.response).to.deep.equal({ reason: 'unauthorized' });
    staffList.channel.leave();
    userList.channel.leave();
  });

  it('refuses unknown types, duplicate identifiers and missing references', async () => {
    expect(
      firstPath(await pushOn('device_admin', 'devices:create', 'save', { device: device('CAM-2', 'toaster') })),
    ).to.equal('device.type');
    expect(
      firstPath(await pushOn('device_admin', 'devices:create', 'save', { device: device('CAM-1', 'test_camera') })),
    ).to.equal('device.identifier');
    expect(
      firstPath(
        await pushOn('device_admin', 'devices:create', 'save', {
          device: device('CAM-3', 'test_camera', { location_id: 987_654 }),
        }),
      ),
    ).to.equal('device.location_id');
    expect(
      firstPath(
        await pushOn('device_admin', 'devices:create', 'save', {
          device: device('CAM-4', 'test_camera', { instance_list: [987_654] }),
        }),
      ),
    ).to.equal('device.instance_list.0');
  });

  it('devices:{id} sends init {device, subdevices}; save replaces sub-devices and instances and writes a log row (spec 3 §7)', async () => {
    const lens = await saved('device_admin', 'devices:create', 'save', { device: device('LENS-1', 'test_camera') });
    const editor = await joinOk('device_admin', `devices:${camera.id}`);
    expect(await waitFor(editor, 'init')).to.deep.equal([{ device: camera, subdevices: [] }]);
    const log = await joinOk('device_admin', `devices:logs:${camera.id}`);
    expect(await waitFor(log, 'init')).to.deep.equal([{ device_logs: [] }]);
    const reply = await checkedPush(editor.channel, 'save', {
      device: device('CAM-1', 'test_camera', { status_id: records['In use'], location_id: records['OB van'] }),
      device_log: { meta: { comment: 'Sent to the van' } },
      subdevices: [lens.id, lens.id],
      instances: [instanceId, instanceId],
    });
    expect(dataOf(reply)).to.deep.include({ sub_device_list: [lens.id], instance_list: [instanceId] });
    const update = await waitForMatch(editor, 'update', (payload) => deviceOf(payload).id === camera.id);
    expect(deviceOf(update).location).to.deep.include({ data: { name: 'OB van' } });
    const [entry] = await waitFor(log, 'update');
    expect((entry as { device_log: Item }).device_log).to.deep.include({
      device_id: camera.id,
      meta: { comment: 'Sent to the van' },
      device_data: { status: 'In use', location: 'OB van' },
    });
    const self = await checkedPush(editor.channel, 'save', {
      device: device('CAM-1', 'test_camera'),
      subdevices: [camera.id],
      instances: [],
    });
    expect(firstPath(self)).to.equal('subdevices.0');
    editor.channel.leave();
    log.channel.leave();
    const reread = await joinOk('device_admin', `devices:logs:${camera.id}`);
    expect(((await waitFor(reread, 'init'))[0] as { device_logs: unknown[] }).device_logs).to.have.length(1);
    reread.channel.leave();
  });

  it('a status or location change is logged even without a comment', async () => {
    const log = await joinOk('root', `devices:logs:${camera.id}`);
    await waitFor(log, 'init');
    await saved('root', `devices:${camera.id}`, 'save', {
      device: device('CAM-1', 'test_camera', { status_id: records['In use'], location_id: records.Warehouse }),
      subdevices: [],
      instances: [instanceId],
    });
    const [entry] = await waitFor(log, 'update');
    expect((entry as { device_log: Item }).device_log).to.deep.include({
      meta: {},
      device_data: { status: 'In use', location: 'Warehouse' },
    });
    log.channel.leave();
  });

  it('"Take device" creates a child of a multiple-parents device; "Release device" frees it (spec 3 §4)', async () => {
    drum = await saved('device_admin', 'devices:create', 'save', { device: device('DRUM-1', 'test_cable') });
    const notPool = await pushOn('device_admin', 'devices:create', 'save', {
      device: device('X-1', 'test_cable'),
      parent_id: camera.id,
    });
    expect(firstPath(notPool)).to.equal('parent_id');
    const list = await joinOk('device_admin', 'devices:all');
    await waitFor(list, 'init');
    const child = await saved('device_admin', 'devices:create', 'save', {
      device: device('DRUM-1-A', 'test_cable', { meta: { comment: 'for the van' } }),
      parent_id: drum.id,
    });
    const { multiple_parents_taken_by: holder, ...meta } = child.meta as Record<string, unknown>;
    expect(meta).to.deep.equal({
      comment: 'for the van',
      multiple_parents_subdevice: true,
      multiple_parents_parent_id: drum.id,
    });
    // Who took the unit (one-truth.md "Taking a device is exclusive"): the server's, an account id.
    expect(holder).to.be.a('number').and.greaterThan(0);
    const parent = await waitForMatch(list, 'update', (payload) => deviceOf(payload).id === drum.id);
    expect(deviceOf(parent).sub_device_list).to.deep.equal([child.id]);
    const takenAgain = await pushOn('device_admin', 'devices:create', 'save', {
      device: device('X-2', 'test_cable'),
      parent_id: child.id,
    });
    expect(firstPath(takenAgain)).to.equal('parent_id');
    // The camera may hold the taken child too (a device with multiple parents).
    await saved('device_admin', `devices:${camera.id}`, 'save', {
      device: device('CAM-1', 'test_camera', { status_id: records['In use'], location_id: records.Warehouse }),
      subdevices: [child.id],
      instances: [instanceId],
    });
    const notTaken = await pushOn('device_admin', `devices:${camera.id}`, 'release', { id: camera.id });
    expect(firstPath(notTaken)).to.equal('id');
    const released = await pushOn('device_admin', `devices:${child.id}`, 'release', { id: child.id });
    expect(released.status).to.equal('ok');
    expect(await waitForMatch(list, 'delete', (payload) => (payload as { id: number }).id === child.id)).to.deep.equal({
      id: child.id,
    });
    const freed = await waitForMatch(
      list,
      'update',
      (payload) => deviceOf(payload).id === drum.id && (deviceOf(payload).sub_device_list as number[]).length === 0,
    );
    expect(deviceOf(freed).sub_device_list).to.deep.equal([]);
    await waitForMatch(
      list,
      'update',
      (payload) => deviceOf(payload).id === camera.id && (deviceOf(payload).sub_device_list as number[]).length === 0,
    );
    list.channel.leave();
  });

  it('a removed instance leaves the devices that listed it', async () => {
    const list = await joinOk('root', 'devices:all');
    await waitFor(list, 'init');
    expect((await pushOn('root', `instances:${instanceId}`, 'delete', { instance_id: instanceId })).status).to.equal(
      'ok',
    );
    const update = await waitForMatch(list, 'update', (payload) => deviceOf(payload).id === camera.id);
    expect(deviceOf(update).instance_list).to.deep.equal([]);
    list.channel.leave();
  });

  it('a renamed status record is shown by the devices pointing at it', async () => {
    const list = await joinOk('device_admin', 'devices:all');
    await waitFor(list, 'init');
    const record = await saved('admin', `cms:list_data:${records['In use']}`, 'save', {
      list_data: { cms_list_id: (camera.status as Item).cms_list_id, state: 'active', data: { name: 'Busy' } },
    });
    expect(record.data).to.deep.equal({ name: 'Busy' });
    const update = await waitForMatch(list, 'update', (payload) => deviceOf(payload).id === camera.id);
    expect(deviceOf(update).status).to.deep.include({ data: { name: 'Busy' } });
    list.channel.leave();
  });

  it('every frame the server sent decodes with the console catalogue', async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const seen = framesSeen();
    expect([...seen]).to.include.members([
      'devices:all init',
      'devices:all update',
      'devices:all delete',
      'devices:{id} init',
      'devices:{id} update',
      'devices:logs:{id} init',
      'devices:logs:{id} update',
    ]);
    expect(frameErrors()).to.deep.equal([]);
  });
});
