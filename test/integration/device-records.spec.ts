import { expect } from 'chai';
import { waitFor, type Reply } from './support/phoenix-client';
import { useStudioFixture } from './support/studio-fixture';
import { storedValue } from '../support/stored-rows';

// Issue 28: a device's status_id could name a developer-only release record, whose data then reached device
// administrators joined into the device. The seed's camera type names its status and location lists.

type Item = Record<string, unknown> & { id: number };
const errorPaths = (reply: Reply): string[] =>
  ((reply.response as { errors?: { path: string }[] }).errors ?? []).map((error) => error.path);

describe('studio server: the records a device shows (issue 28)', () => {
  const { studio, joinOk, pushOn } = useStudioFixture({ types: ['device_admin', 'developer'] });
  const documents = () => studio.server.services.store.documents;
  const settingValue = async (type: string, name?: string): Promise<Record<string, number>> => {
    const settings = await documents().settings.list(`body->>'type' = $1`, [type]);
    const setting = settings.find((item) => name === undefined || item.body.name === name);
    return setting?.body.value as Record<string, number>;
  };
  const firstRecordOf = async (listId: number): Promise<number> => {
    const [record] = await documents().cms_list_data.list(`body->>'cms_list_id' = $1`, [String(listId)]);
    return record?.id ?? 0;
  };
  const deviceInit = async (type: string, id: number): Promise<Item> => {
    const joined = await joinOk(type, `devices:${id}`);
    const [init] = await waitFor(joined, 'init');
    joined.channel.leave();
    return (init as { device: Item }).device;
  };

  let camera: Item;
  let release: number;
  let location: number;
  let status: number;
  before(async () => {
    const [stored] = await documents().devices.list(`body->>'type' = 'camera'`);
    camera = { ...(stored?.body as Record<string, unknown>), id: stored?.id ?? 0 };
    release = await firstRecordOf((await settingValue('developer_config')).version_3_list_id ?? 0);
    const cameraType = await settingValue('device_type', 'camera');
    location = await firstRecordOf(cameraType.location_list_id ?? 0);
    status = await firstRecordOf(cameraType.status_list_id ?? 0);
    expect(new Set([camera.id, release, location, status]).size).to.equal(4);
    expect(Math.min(camera.id, release, location, status)).to.be.greaterThan(0);
  });

  const save = (type: string, fields: Record<string, unknown>): Promise<Reply> =>
    pushOn(type, `devices:${camera.id}`, 'save', {
      device: {
        identifier: camera.identifier,
        type: 'camera',
        form_data: camera.form_data,
        sub_device_list: camera.sub_device_list,
        instance_list: camera.instance_list,
        meta: {},
        ...fields,
      },
      subdevices: camera.sub_device_list,
      instances: camera.instance_list,
    });

  it("refuses a status that is a release record or a record of another of the type's lists", async () => {
    for (const type of ['device_admin', 'developer'])
      expect(errorPaths(await save(type, { status_id: release })), type).to.deep.equal(['device.status_id']);
    expect(errorPaths(await save('device_admin', { status_id: location }))).to.deep.equal(['device.status_id']);
    expect(errorPaths(await save('device_admin', { location_id: status }))).to.deep.equal(['device.location_id']);
    expect((await save('device_admin', { status_id: status })).status).to.equal('ok');
  });

  it('joins only records of the lists the type names: a stored release id shows no release data', async () => {
    expect((await deviceInit('device_admin', camera.id)).status).to.deep.include({ id: status });
    // A status written before the check (or by hand) must still not carry the release record to anyone.
    const stored = await documents().devices.get(camera.id);
    if (!stored) throw new Error('no camera');
    await studio.server.services.store.db.write((tx) =>
      documents().devices.update(tx, camera.id, storedValue('devices', stored, { status_id: release }), stored.state),
    );
    for (const type of ['device_admin', 'developer']) {
      const device = await deviceInit(type, camera.id);
      expect(device.status_id, type).to.equal(release);
      expect(device, type).to.not.have.property('status');
    }
    const all = await joinOk('device_admin', 'devices:all');
    const [init] = await waitFor(all, 'init');
    const listed = (init as { devices: Item[] }).devices.find((device) => device.id === camera.id);
    expect(listed).to.not.have.property('status');
  });
});
