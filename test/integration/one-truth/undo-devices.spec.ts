import { expect } from 'chai';
import { joinOk, type Reply } from '../support/phoenix-client';
import { accountIdOf } from '../support/studio';
import { onBothDrivers } from './support/both-drivers';
import { dataOf, pushOnce, refusalOf, savedOn, type Item } from './versioned-kinds';

// Undo of a device save (issue 32 §4, docs/protocol/undo.md "A device save"): the device's references (sub-devices,
// instances, status … series records) come back with its document, or — when one of them is gone or no longer
// fits — the whole undo is refused with the reason in words and nothing is written. The device log keeps the save's
// entry and gets one saying the undo undid it. On both drivers.

interface LogEntry {
  readonly id: number;
  readonly account_id?: number;
  readonly meta: { readonly comment?: string; readonly undid?: { saved_at: string; version: number } };
  readonly device_data?: { readonly status?: string };
}

onBothDrivers(
  {
    title: (driver) => `one truth: undo of a device save, ${driver} (issue 32 §4)`,
    tag: 'ud',
    database: 'undo_devices',
    timeout: 180_000,
    undo: true,
  },
  (suite) => {
    const { driver, unique } = suite;
    let myId: number;
    let statusList: number;
    const kitType = `${driver.toLowerCase()}_undo_kit`;
    const cableType = `${driver.toLowerCase()}_undo_cable`;

    const record = async (name: string): Promise<Item> =>
      savedOn(suite.theirs, `cms:list_datas:${statusList}`, {
        list_data: { cms_list_id: statusList, state: 'active', data: { name } },
      });
    const instance = (title: string): Promise<Item> =>
      savedOn(suite.theirs, 'instances:create', { instance: { title, type: 'input', token: '', meta: {} } });
    const device = (identifier: string, fields: Record<string, unknown> = {}, parent?: Item): Promise<Item> =>
      savedOn(suite.mine, 'devices:create', {
        ...(parent ? { parent_id: parent.id } : {}),
        device: {
          identifier,
          type: kitType,
          form_data: {},
          sub_device_list: [],
          instance_list: [],
          meta: {},
          ...fields,
        },
      });
    const saveDevice = (item: Item, fields: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      savedOn(suite.mine, `devices:${item.id}`, {
        device: {
          identifier: item.identifier,
          type: item.type,
          form_data: item.form_data,
          sub_device_list: [],
          instance_list: [],
          meta: {},
          ...fields,
        },
        subdevices: fields.sub_device_list ?? [],
        instances: fields.instance_list ?? [],
        version: item.version,
        ...extra,
      });
    const undo = (item: Item, version: unknown): Promise<Reply> => suite.undo('devices', item, version);
    const logOf = async (item: Item): Promise<LogEntry[]> =>
      (
        await suite.studio.server.services.store.documents.device_logs.list(`body->>'device_id' = $1`, [
          String(item.id),
        ])
      ).map((row) => ({ id: row.id, ...row.body }) as LogEntry);

    before(async () => {
      myId = await accountIdOf(suite.studio, 'developer');
      const listType = await savedOn(suite.theirs, 'cms:list_type:create', {
        list_type: { name: `${driver} undo statuses`, fields: [{ name: 'name', type: 'text' }] },
      });
      statusList = (
        await savedOn(suite.theirs, 'cms:list:create', {
          list: { name: `${driver} undo statuses`, cms_list_type_id: listType.id },
        })
      ).id;
      for (const [name, multiple] of [
        [kitType, false],
        [cableType, true],
      ] as const)
        await savedOn(suite.theirs, 'settings:create', {
          setting: {
            name,
            title: name,
            type: 'device_type',
            value: { form: [], multiple_parents: multiple, status_list_id: statusList },
          },
        });
    });

    it('restores the sub-devices, instances and status the save changed, and logs the undo beside the save', async () => {
      const tag = unique();
      const [inUse, stored] = [await record(`${tag} in use`), await record(`${tag} stored`)];
      const [first, second] = [await instance(`${tag} first`), await instance(`${tag} second`)];
      const [left, joined] = [await device(`${tag}-LEFT`), await device(`${tag}-JOINED`)];
      const kit = await device(`${tag}-KIT`, {
        sub_device_list: [left.id],
        instance_list: [first.id],
        status_id: inUse.id,
      });
      const logs = await joinOk(suite.mine, `devices:logs:${kit.id}`, ['init', 'update']);
      const saved = await saveDevice(
        kit,
        { sub_device_list: [joined.id], instance_list: [second.id], status_id: stored.id },
        { device_log: { meta: { comment: 'to the store' } } },
      );
      expect(saved).to.include({ status_id: stored.id });

      const undone = dataOf(await undo(kit, saved.version));
      expect(undone).to.deep.include({ sub_device_list: [left.id], instance_list: [first.id], status_id: inUse.id });
      expect(undone.version, 'a new save').to.equal((saved.version as number) + 1);

      const entries = await logOf(kit);
      expect(
        entries.map((entry) => entry.meta.comment ?? null),
        'the save’s entry stays',
      ).to.deep.equal(['to the store', null]);
      const undoEntry = entries[1];
      expect(undoEntry?.account_id, 'who undid it').to.equal(myId);
      expect(undoEntry?.meta.undid?.version, 'which save it undid').to.equal(saved.version);
      const kept = await suite.studio.server.services.store.configurationSaves.find(
        'devices',
        String(kit.id),
        saved.version as number,
      );
      expect(undoEntry?.meta.undid?.saved_at, 'when that save was made').to.equal(kept?.at.toISOString());
      expect(undoEntry?.device_data?.status, 'stamped with the status it restored').to.equal(`${tag} in use`);
      const deadline = Date.now() + 10_000;
      while (!(logs.received.get('update') ?? []).some((frame) => JSON.stringify(frame).includes('"undid"'))) {
        if (Date.now() > deadline) throw new Error('the log topic never heard of the undo');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      logs.channel.leave();

      // The undo is a save too: undoing it gives the saved references back, and logs that as well.
      const again = dataOf(await undo(kit, undone.version));
      expect(again).to.deep.include({ sub_device_list: [joined.id], instance_list: [second.id], status_id: stored.id });
      expect(await logOf(kit)).to.have.length(3);
    });

    it('refuses, writing nothing, when what the save took away was deleted since: it says which parts in words', async () => {
      const tag = unique();
      const [inUse, stored] = [await record(`${tag} in use`), await record(`${tag} stored`)];
      const gone = await instance(`${tag} gone`);
      // A unit taken from a multiple-parents device is deleted when released (the one way a device goes).
      const pool = await device(`${tag}-POOL`, { type: cableType });
      const spare = await device(`${tag}-POOL-1`, { type: cableType }, pool);
      const kit = await device(`${tag}-KIT`, {
        sub_device_list: [spare.id],
        instance_list: [gone.id],
        status_id: inUse.id,
      });
      const saved = await saveDevice(kit, { status_id: stored.id });
      const removed = await pushOnce(suite.theirs, `instances:${gone.id}`, 'delete', {
        instance_id: gone.id,
        version: gone.version,
      });
      expect(removed.status, JSON.stringify(removed.response)).to.equal('ok');
      const deleted = await pushOnce(suite.theirs, `cms:list_datas:${statusList}`, 'delete', {
        list_data: { id: inUse.id },
        version: inUse.version,
      });
      expect(deleted.status, JSON.stringify(deleted.response)).to.equal('ok');
      const released = await pushOnce(suite.mine, `devices:${spare.id}`, 'release', { id: spare.id });
      expect(released.status, JSON.stringify(released.response)).to.equal('ok');
      const logsBefore = (await logOf(kit)).length;

      const refusal = refusalOf(await undo(kit, saved.version));
      expect(refusal.reason).to.equal('invalid');
      expect((refusal.errors as { path: string }[]).map((error) => error.path)).to.have.members([
        'device.status_id',
        'device.sub_device_list',
        'device.instance_list',
      ]);
      expect(refusal.message).to.equal(
        `The status record ${inUse.id} was deleted since the save. Sub-device ${spare.id} was deleted since the save. ` +
          `Instance ${gone.id} was deleted since the save.`,
      );
      const now = await suite.studio.server.services.store.documents.devices.get(kit.id);
      expect(now?.version, 'nothing written').to.equal(saved.version);
      expect(now?.body.status_id).to.equal(stored.id);
      expect(await logOf(kit), 'no log entry').to.have.length(logsBefore);
    });

    it('refuses an identifier another device took since the save', async () => {
      const tag = unique();
      const kit = await device(`${tag}-OLD`);
      const saved = await saveDevice(kit, { identifier: `${tag}-NEW` });
      await device(`${tag}-OLD`);
      const refusal = refusalOf(await undo(kit, saved.version));
      expect(refusal).to.include({ reason: 'invalid', message: `Another device has the identifier “${tag}-OLD” now.` });
      expect((await suite.studio.server.services.store.documents.devices.get(kit.id))?.body.identifier).to.equal(
        `${tag}-NEW`,
      );
    });
  },
);
