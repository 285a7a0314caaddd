import { expect } from 'chai';
import { checkedPush, waitForMatch } from '../server/records/catalogue-check';
import { join, waitFor, type Reply } from './support/phoenix-client';
import { useStudioFixture } from './support/studio-fixture';

type Item = Record<string, unknown> & { id: number };
const dataOf = (reply: Reply): Item => (reply.response as { data: Item }).data;
const firstPath = (reply: Reply): string | undefined =>
  (reply.response as { errors?: { path: string }[] }).errors?.[0]?.path;
const idIs =
  (id: number) =>
  (payload: unknown): boolean =>
    (payload as { data: Item }).data.id === id;
const unauthorized = (detail: string): Reply => ({ status: 'error', response: { reason: 'unauthorized', detail } });

describe('studio server: content management (spec 3 §2.4, §3, §5, §6, §7)', () => {
  const { studio, socket, token, joinOk, pushOn, framesSeen, frameErrors } = useStudioFixture({
    types: ['developer', 'root', 'admin', 'group_admin', 'user'],
    events: ['init', 'update', 'delete', 'update_list', 'delete_list', 'update_list_type', 'delete_list_type'],
  });
  const saved = async (type: string, topic: string, event: string, payload: object): Promise<Item> => {
    const reply = await pushOn(type, topic, event, payload);
    expect(reply.status, JSON.stringify(reply.response)).to.equal('ok');
    return dataOf(reply);
  };
  const cmsInit = async (type: string): Promise<{ list_types: Item[]; lists: Item[] }> => {
    const joined = await joinOk(type, 'cms:all');
    const [init] = await waitFor(joined, 'init');
    joined.channel.leave();
    return (init as { data: { list_types: Item[]; lists: Item[] } }).data;
  };

  const fields = [
    { name: 'name', type: 'text', title: 'Name' },
    { name: 'code', type: 'uuid' },
    { name: 'logo', type: 's3file' },
    { name: 'price', type: 'text', admin_only: true },
  ];
  let listType: Item;
  let list: Item;

  it('an admin creates a list type; cms:all sends update_list_type {data} (spec 1 §7.2)', async () => {
    const all = await joinOk('user', 'cms:all');
    await waitFor(all, 'init');
    listType = await saved('admin', 'cms:list_type:create', 'save', {
      list_type: { name: ' teams ', fields, list_fields: ['name'] },
    });
    expect(listType).to.deep.include({ name: 'teams', fields });
    const update = await waitForMatch(all, 'update_list_type', idIs(listType.id));
    expect((update as { data: Item }).data).to.deep.equal(listType);
    all.channel.leave();
    expect((await join(socket('group_admin'), 'cms:list_type:create')).reply.response).to.deep.equal({
      reason: 'unauthorized',
    });
    expect(
      firstPath(await pushOn('admin', 'cms:list_type:create', 'save', { list_type: { name: 'teams', fields: [] } })),
    ).to.equal('list_type.name');
    expect(
      firstPath(
        await pushOn('admin', 'cms:list_type:create', 'save', {
          list_type: {
            name: 'dup',
            fields: [
              { name: 'a', type: 'text' },
              { name: 'a', type: 'text' },
            ],
          },
        }),
      ),
    ).to.equal('list_type.fields.1.name');
  });

  it('"List types flagged system are visible only to developers" (spec 3 §6): only a developer flags one; others never see it', async () => {
    expect(
      await pushOn('admin', 'cms:list_type:create', 'save', {
        list_type: { name: 'secret', fields: [], meta: { system: true } },
      }),
    ).to.deep.equal(unauthorized('system'));
    const system = await saved('developer', 'cms:list_type:create', 'save', {
      list_type: { name: 'secret', fields: [], meta: { system: true } },
    });
    expect((await cmsInit('developer')).list_types.map((type) => type.id)).to.include(system.id);
    expect((await cmsInit('root')).list_types.map((type) => type.id)).to.not.include(system.id);
    expect((await join(socket('admin'), `cms:list_type:${system.id}`)).reply.response).to.deep.equal({
      reason: 'unauthorized',
    });
  });

  it('content editors create lists; meta.uuid must be a UUID (uuid_invalid) and only root or developer change it (spec 3 §5, §6)', async () => {
    const all = await joinOk('user', 'cms:all');
    await waitFor(all, 'init');
    list = await saved('group_admin', 'cms:list:create', 'save', {
      list: { name: 'Test teams', cms_list_type_id: listType.id, type: 'team', groups: [] },
    });
    expect(((await waitForMatch(all, 'update_list', idIs(list.id))) as { data: Item }).data).to.deep.equal(list);
    expect(
      await pushOn('root', 'cms:list:create', 'save', {
        list: { name: 'bad', cms_list_type_id: listType.id, meta: { uuid: 'not-a-uuid' } },
      }),
    ).to.deep.equal({ status: 'error', response: { reason: 'uuid_invalid' } });
    const uuid = '0d6c1c3e-2f4b-4c55-9d1e-3b7a6f0e9a10';
    expect(
      await pushOn('admin', `cms:list:${list.id}`, 'save', {
        list: { name: 'Test teams', cms_list_type_id: listType.id, meta: { uuid } },
      }),
    ).to.deep.equal(unauthorized('list_uuid'));
    expect(
      (
        await saved('root', `cms:list:${list.id}`, 'save', {
          list: { name: 'Test teams', cms_list_type_id: listType.id, meta: { uuid } },
        })
      ).meta,
    ).to.deep.equal({ uuid });
    expect(
      firstPath(
        await pushOn('admin', 'cms:list:create', 'save', {
          list: { name: 'Test teams', cms_list_type_id: listType.id },
        }),
      ),
    ).to.equal('list.name');
    expect(
      firstPath(
        await pushOn('admin', 'cms:list:create', 'save', { list: { name: 'orphans', cms_list_type_id: 999_999 } }),
      ),
    ).to.equal('list.cms_list_type_id');
    expect((await join(socket('user'), 'cms:list:create')).reply.response).to.deep.equal({ reason: 'unauthorized' });
    all.channel.leave();
  });

  let hifk: Item;

  it('records: save on cms:list_datas:{list_id} broadcasts update {data}; uuid fields are filled; a record of another list is refused there', async () => {
    const records = await joinOk('user', `cms:list_datas:${list.id}`);
    expect(await waitFor(records, 'init')).to.deep.equal([{ data: [] }]);
    hifk = await saved('group_admin', `cms:list_datas:${list.id}`, 'save', {
      list_data: { cms_list_id: list.id, state: 'active', data: { name: 'HIFK', code: '', price: '10' } },
    });
    expect(hifk.data).to.deep.include({ name: 'HIFK' });
    expect((hifk.data as { code: string }).code).to.match(/^[0-9a-f-]{36}$/);
    // "A field with admin_only is shown only to admins" (spec 3 §5): a group admin's value for it is not taken.
    expect(hifk.data).to.not.have.property('price');
    expect(((await waitForMatch(records, 'update', idIs(hifk.id))) as { data: Item }).data).to.deep.equal(hifk);
    expect(
      firstPath(
        await pushOn('admin', `cms:list_datas:${list.id}`, 'save', {
          list_data: { cms_list_id: list.id + 1000, state: 'active', data: {} },
        }),
      ),
    ).to.equal('list_data.cms_list_id');
    expect((await join(socket('user'), 'cms:list_datas:999999')).reply.response).to.deep.equal({ reason: 'not_found' });
    records.channel.leave();
  });

  it('get_aws_presigned_url answers {url, fields}; the file value reads new, then ready once the object is stored (spec 3 §4, §7)', async () => {
    const editor = await joinOk('admin', `cms:list_data:${hifk.id}`);
    expect(editor.reply.response).to.deep.equal({ data: hifk });
    const key = `${hifk.id}/logo_1795537800.png`;
    const reply = await checkedPush(editor.channel, 'get_aws_presigned_url', { data_id: hifk.id, remote_path: key });
    const { url, fields: form } = reply.response as { url: string; fields: Record<string, string> };
    expect(url).to.equal('/storage/upload');
    const records = await joinOk('admin', `cms:list_datas:${list.id}`);
    const [init] = await waitFor(records, 'init');
    const logo = ((init as { data: Item[] }).data[0]?.data as { logo: Record<string, unknown> }).logo;
    // Stored under the proposed key with 128 random bits after the record id (docs/protocol.md "Upload serving").
    const storedKey = `${hifk.id}/${/^\d+\/([0-9a-f]{32})\//.exec(String(logo.key))?.[1] ?? 'no-nonce'}/logo_1795537800.png`;
    expect(logo).to.deep.equal({
      status: 'new',
      key: storedKey,
      url: `/storage/${storedKey}`,
      statusMessage: '',
      statusUpdatedAt: logo.statusUpdatedAt,
    });
    expect(form.key).to.equal(storedKey);
    const body = new FormData();
    for (const [name, value] of Object.entries(form)) body.append(name, value);
    body.append('file', new Blob([Buffer.from('png bytes')]), 'logo.png');
    // The upload target marks the value ready once the object is stored.
    expect((await fetch(`${studio.url}${url}`, { method: 'POST', body })).status).to.equal(204);
    const ready = await waitForMatch(records, 'update', idIs(hifk.id));
    expect(((ready as { data: Item }).data.data as Record<string, { status: string }>).logo?.status).to.equal('ready');
    expect(
      firstPath(
        await checkedPush(editor.channel, 'get_aws_presigned_url', {
          data_id: hifk.id,
          remote_path: `${hifk.id}/name_1.png`,
        }),
      ),
    ).to.equal('remote_path');
    expect(
      firstPath(
        await checkedPush(editor.channel, 'get_aws_presigned_url', { data_id: hifk.id, remote_path: `1/logo_1.png` }),
      ),
    ).to.equal('remote_path');
    // "File values are not sent in the save payload" (spec 3 §5): a save without the logo keeps it.
    const resaved = dataOf(
      await checkedPush(editor.channel, 'save', {
        list_data: { cms_list_id: list.id, state: 'archived', data: { name: 'HIFK Helsinki', code: 'abc' } },
      }),
    );
    expect(resaved).to.deep.include({ state: 'archived' });
    expect((resaved.data as Record<string, { status: string }>).logo?.status).to.equal('ready');
    editor.channel.leave();
    records.channel.leave();
  });

  it("GET content_list/{id} answers the list's active records from the store", async () => {
    const tappara = await saved('admin', 'cms:list_data:create', 'save', {
      list_data: { cms_list_id: list.id, state: 'active', data: { name: 'Tappara' } },
    });
    const answer = await (
      await fetch(`${studio.url}/api/v1/content_list/${list.id}`, { headers: { authorization: token('user') } })
    ).json();
    expect(answer).to.deep.equal([{ ...(tappara.data as object), id: tappara.id }]);
  });

  it('delete removes one record or many at once; a foreign id refuses the whole request (spec 3 §7)', async () => {
    const records = await joinOk('root', `cms:list_datas:${list.id}`);
    await waitFor(records, 'init');
    const extra = await saved('admin', `cms:list_datas:${list.id}`, 'save', {
      list_data: { cms_list_id: list.id, state: 'active', data: { name: 'Ilves' } },
    });
    expect(
      firstPath(await pushOn('admin', `cms:list_datas:${list.id}`, 'delete', { list_data_ids: [extra.id, 999_999] })),
    ).to.equal('list_data_ids.1');
    expect(
      (await pushOn('user', `cms:list_datas:${list.id}`, 'delete', { list_data: { id: extra.id } })).response,
    ).to.deep.equal({ reason: 'unauthorized' });
    expect(
      (await pushOn('admin', `cms:list_datas:${list.id}`, 'delete', { list_data_ids: [extra.id, hifk.id] })).status,
    ).to.equal('ok');
    await waitForMatch(records, 'delete', idIs(extra.id));
    await waitForMatch(records, 'delete', idIs(hifk.id));
    records.channel.leave();
  });

  it('notify is for admins (spec 3 §6 "Run notify"); deleting a list sends delete_list', async () => {
    expect((await pushOn('group_admin', `cms:list:${list.id}`, 'notify', { list_id: list.id })).response).to.deep.equal(
      { reason: 'unauthorized' },
    );
    expect((await pushOn('admin', `cms:list:${list.id}`, 'notify', { list_id: list.id })).status).to.equal('ok');
    const all = await joinOk('user', 'cms:all');
    await waitFor(all, 'init');
    expect((await pushOn('group_admin', `cms:list:${list.id}`, 'delete', { list: { id: list.id } })).status).to.equal(
      'ok',
    );
    expect(await waitForMatch(all, 'delete_list', idIs(list.id))).to.deep.equal({ data: { id: list.id } });
    all.channel.leave();
    expect(
      (await fetch(`${studio.url}/api/v1/content_list/${list.id}`, { headers: { authorization: token('user') } }))
        .status,
    ).to.equal(404);
  });

  it('every frame the server sent decodes with the console catalogue', async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const seen = framesSeen();
    expect([...seen]).to.include.members([
      'cms:all init',
      'cms:all update_list',
      'cms:all update_list_type',
      'cms:all delete_list',
      'cms:list_datas:{list_id} init',
      'cms:list_datas:{list_id} update',
      'cms:list_datas:{list_id} delete',
    ]);
    expect(frameErrors()).to.deep.equal([]);
  });
});
