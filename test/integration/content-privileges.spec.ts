import { expect } from 'chai';
import { disconnect, join, push, waitFor, type Reply } from './support/phoenix-client';
import { signIn, startTestServer } from './support/studio';
import { useStudioFixture } from './support/studio-fixture';

// Spec 3 §6 "Content", one boundary per test, against the studio server: what the console hides is refused here
// with {reason: 'unauthorized'} and changes nothing.

type Item = Record<string, unknown> & { id: number };
const dataOf = (reply: Reply): Item => (reply.response as { data: Item }).data;
const refused = (reply: Reply): unknown => (reply.response as { reason?: string }).reason;

describe('studio server: content privileges (spec 3 §6), one boundary each', () => {
  const { studio, socket, token, joinOk, pushOn } = useStudioFixture({
    types: ['developer', 'root', 'admin', 'device_admin', 'group_admin', 'user', 'cloudrec'],
  });
  const saved = async (type: string, topic: string, event: string, payload: object): Promise<Item> => {
    const reply = await pushOn(type, topic, event, payload);
    expect(reply.status, JSON.stringify(reply.response)).to.equal('ok');
    return dataOf(reply);
  };
  const records = async (type: string, listId: number): Promise<Item[]> => {
    const joined = await joinOk(type, `cms:list_datas:${listId}`);
    const [init] = await waitFor(joined, 'init');
    joined.channel.leave();
    return (init as { data: Item[] }).data;
  };

  let listType: Item;
  let list: Item;
  let record: Item;

  before(async () => {
    listType = await saved('admin', 'cms:list_type:create', 'save', {
      list_type: {
        name: 'Privilege teams',
        fields: [
          { name: 'name', type: 'text' },
          { name: 'price', type: 'text', admin_only: true },
          { name: 'logo', type: 's3file' },
        ],
      },
    });
    list = await saved('admin', 'cms:list:create', 'save', {
      list: { name: 'Privilege roster', cms_list_type_id: listType.id, type: 'team', groups: [] },
    });
    record = await saved('admin', 'cms:list_data:create', 'save', {
      list_data: { cms_list_id: list.id, state: 'active', data: { name: 'Tappara', price: '100' } },
    });
  });

  it('content editors (root, developer, admin, group_admin, device_admin) save records; user and cloudrec may not', async () => {
    for (const type of ['root', 'developer', 'admin', 'group_admin', 'device_admin'])
      await saved(type, `cms:list_data:${record.id}`, 'save', {
        list_data: { cms_list_id: list.id, state: 'active', data: { name: `Tappara (${type})` } },
      });
    expect(
      refused(
        await pushOn('user', 'cms:list_data:create', 'save', {
          list_data: { cms_list_id: list.id, state: 'active', data: { name: 'Intruder' } },
        }),
      ),
    ).to.equal('unauthorized');
    expect(
      refused(
        await pushOn('user', `cms:list_datas:${list.id}`, 'save', {
          list_data: { id: record.id, cms_list_id: list.id, state: 'archived', data: { name: 'Hidden' } },
        }),
      ),
    ).to.equal('unauthorized');
    expect((await join(socket('cloudrec'), `cms:list_datas:${list.id}`)).reply.status).to.equal('error');
    const [stored] = await records('admin', list.id);
    expect(stored).to.deep.include({ state: 'active' });
    expect((stored!.data as { name: string }).name).to.equal('Tappara (device_admin)');
  });

  it('only content editors change state in bulk or delete records; a user may not', async () => {
    expect(
      refused(await pushOn('user', `cms:list_datas:${list.id}`, 'delete', { list_data_ids: [record.id] })),
    ).to.equal('unauthorized');
    expect(
      refused(await pushOn('user', `cms:list_datas:${list.id}`, 'delete', { list_data: { id: record.id } })),
    ).to.equal('unauthorized');
    expect((await records('admin', list.id)).map((item) => item.id)).to.include(record.id);
  });

  it('save_batch creates many records in one push, all or none; only administrators import (spec 3 §6)', async () => {
    const before = (await records('admin', list.id)).length;
    const drafts = ['Ilves', 'Lukko', 'Pelicans'].map((name) => ({
      cms_list_id: list.id,
      state: 'active',
      data: { name },
    }));
    const reply = await pushOn('admin', `cms:list_datas:${list.id}`, 'save_batch', { list_data: drafts });
    expect(reply.status, JSON.stringify(reply.response)).to.equal('ok');
    expect((reply.response as { data: { ids: number[] } }).data.ids).to.have.length(3);
    expect(await records('admin', list.id)).to.have.length(before + 3);
    const foreign = await pushOn('admin', `cms:list_datas:${list.id}`, 'save_batch', {
      list_data: [drafts[0], { ...drafts[1], cms_list_id: list.id + 100_000 }],
    });
    expect(foreign.response).to.deep.include({ reason: 'invalid' });
    expect((foreign.response as { errors: { path: string }[] }).errors[0]?.path).to.equal('list_data.1.cms_list_id');
    const tooMany = await pushOn('admin', `cms:list_datas:${list.id}`, 'save_batch', {
      list_data: Array.from({ length: 201 }, () => drafts[0]),
    });
    expect(tooMany.response).to.deep.include({ reason: 'invalid' });
    for (const type of ['user', 'group_admin'])
      expect(
        refused(await pushOn(type, `cms:list_datas:${list.id}`, 'save_batch', { list_data: drafts })),
        type,
      ).to.equal('unauthorized');
    expect(await records('admin', list.id)).to.have.length(before + 3);
  });

  it('a save_batch reaches each subscriber as one update_batch frame with its records in order, no update per record', async () => {
    const watchers = await Promise.all(
      ['user', 'admin'].map((type) => joinOk(type, `cms:list_datas:${list.id}`, ['init', 'update', 'update_batch'])),
    );
    const drafts = ['Kärpät', 'Jukurit', 'Sport', 'KalPa'].map((name) => ({
      cms_list_id: list.id,
      state: 'active',
      data: { name },
    }));
    // Pushed from another account's socket: a second join of the topic on a watcher's socket would replace its channel.
    const reply = await pushOn('device_admin', `cms:list_datas:${list.id}`, 'save_batch', { list_data: drafts });
    expect(reply.status, JSON.stringify(reply.response)).to.equal('ok');
    const ids = (reply.response as { data: { ids: number[] } }).data.ids;
    for (const watcher of watchers) {
      const [frame] = (await waitFor(watcher, 'update_batch')) as { data: Item[] }[];
      expect(frame?.data.map((item) => item.id)).to.deep.equal(ids);
      expect(frame?.data.map((item) => (item.data as { name: string }).name)).to.deep.equal(
        drafts.map((draft) => draft.data.name),
      );
      expect(watcher.received.get('update') ?? []).to.have.length(0);
    }
    // The records are stored as the frame said (the next join's init carries them).
    const stored = await records('user', list.id);
    expect(ids.every((id) => stored.some((item) => item.id === id))).to.equal(true);
  });

  it('only content editors add, edit and delete lists', async () => {
    expect((await join(socket('user'), 'cms:list:create')).reply.response).to.deep.equal({ reason: 'unauthorized' });
    expect((await join(socket('user'), `cms:list:${list.id}`)).reply.response).to.deep.equal({
      reason: 'unauthorized',
    });
    const groupList = await saved('group_admin', 'cms:list:create', 'save', {
      list: { name: 'Group admin list', cms_list_type_id: listType.id },
    });
    expect(
      (await pushOn('device_admin', `cms:list:${groupList.id}`, 'delete', { list: { id: groupList.id } })).status,
    ).to.equal('ok');
  });

  it("admin_only fields: a non-administrator's save keeps the stored value", async () => {
    await saved('admin', `cms:list_data:${record.id}`, 'save', {
      list_data: { cms_list_id: list.id, state: 'active', data: { name: 'Tappara', price: '100' } },
    });
    const byGroupAdmin = await saved('group_admin', `cms:list_data:${record.id}`, 'save', {
      list_data: { cms_list_id: list.id, state: 'active', data: { name: 'Tappara', price: '1' } },
    });
    // The reply is the group admin's view: admin_only values are not sent to non-administrators (issue 28).
    expect(byGroupAdmin.data).to.not.have.property('price');
    const [stored] = (await records('admin', list.id)).filter((item) => item.id === record.id);
    expect((stored?.data as { price: string }).price).to.equal('100');
  });

  it('Run notify and the notifiers are for administrators; group_admin is refused both', async () => {
    expect(refused(await pushOn('group_admin', `cms:list:${list.id}`, 'notify', { list_id: list.id }))).to.equal(
      'unauthorized',
    );
    const notifiers = [{ name: 'EPG', module: 'EPG' }];
    expect(
      await pushOn('group_admin', `cms:list:${list.id}`, 'save', {
        list: { name: 'Privilege roster', cms_list_type_id: listType.id, meta: { notifiers } },
      }),
    ).to.deep.equal({ status: 'error', response: { reason: 'unauthorized', detail: 'notifiers' } });
    const byAdmin = await saved('admin', `cms:list:${list.id}`, 'save', {
      list: { name: 'Privilege roster', cms_list_type_id: listType.id, type: 'team', meta: { notifiers } },
    });
    expect((byAdmin.meta as { notifiers: unknown }).notifiers).to.deep.equal(notifiers);
    expect((await pushOn('device_admin', `cms:list:${list.id}`, 'notify', { list_id: list.id })).status).to.equal('ok');
  });

  it('the list UUID is for root and developer; admin is refused', async () => {
    const uuid = '5f0c6a1e-7b2d-4c8e-9f3a-1d2e3f4a5b6c';
    const payload = { list: { name: 'Privilege roster', cms_list_type_id: listType.id, meta: { uuid } } };
    expect(await pushOn('admin', `cms:list:${list.id}`, 'save', payload)).to.deep.equal({
      status: 'error',
      response: { reason: 'unauthorized', detail: 'list_uuid' },
    });
    expect((await saved('developer', `cms:list:${list.id}`, 'save', payload)).meta).to.deep.include({ uuid });
  });

  it('system lists: only a developer flags one, and only developers see it or its records', async () => {
    const flag = { list: { name: 'System roster', cms_list_type_id: listType.id, meta: { system: true } } };
    expect(await pushOn('root', 'cms:list:create', 'save', flag)).to.deep.equal({
      status: 'error',
      response: { reason: 'unauthorized', detail: 'system' },
    });
    const system = await saved('developer', 'cms:list:create', 'save', flag);
    for (const type of ['root', 'admin', 'user']) {
      const all = await joinOk(type, 'cms:all');
      const [init] = await waitFor(all, 'init');
      all.channel.leave();
      expect(
        (init as { data: { lists: Item[] } }).data.lists.map((item) => item.id),
        type,
      ).to.not.include(system.id);
      expect((await join(socket(type), `cms:list_datas:${system.id}`)).reply.response, type).to.deep.equal({
        reason: 'unauthorized',
      });
      const http = await fetch(`${studio.url}/api/v1/content_list/${system.id}`, {
        headers: { authorization: token(type) },
      });
      expect(http.status, type).to.equal(404);
    }
    expect(await records('developer', system.id)).to.deep.equal([]);
  });

  it('a file upload into a record of a system list is for developers only, like the list (POST content/upload)', async () => {
    const flag = { list: { name: 'System uploads', cms_list_type_id: listType.id, meta: { system: true } } };
    const system = await saved('developer', 'cms:list:create', 'save', flag);
    const hidden = await saved('developer', 'cms:list_data:create', 'save', {
      list_data: { cms_list_id: system.id, state: 'active', data: { name: 'Internal crest' } },
    });
    const upload = (type: string) => {
      const body = new FormData();
      body.append('logo', new Blob([Buffer.from('png')]), 'logo.png');
      return fetch(`${studio.url}/api/v1/content/upload/${hidden.id}`, {
        method: 'POST',
        headers: { authorization: token(type) },
        body,
      });
    };
    for (const type of ['root', 'admin']) expect((await upload(type)).status, type).to.equal(404);
    const [untouched] = await records('developer', system.id);
    expect((untouched?.data as Record<string, unknown>).logo).to.equal(undefined);
    expect((await upload('developer')).status).to.equal(200);
    const [uploaded] = await records('developer', system.id);
    expect((uploaded?.data as { logo: { status: string } }).logo.status).to.equal('ready');
  });

  it('uploads belong to record editing: a user gets no presigned form and cannot POST content/upload', async () => {
    expect((await join(socket('user'), `cms:list_data:${record.id}`)).reply.status).to.equal('ok');
    const joined = await join(socket('user'), `cms:list_data:${record.id}`);
    expect(
      refused(
        await push(joined.channel, 'get_aws_presigned_url', {
          data_id: record.id,
          remote_path: `${record.id}/logo_1795537800.png`,
        }),
      ),
    ).to.equal('unauthorized');
    joined.channel.leave();
    const body = new FormData();
    body.append('logo', new Blob([Buffer.from('png')]), 'logo.png');
    const answer = await fetch(`${studio.url}/api/v1/content/upload/${record.id}`, {
      method: 'POST',
      headers: { authorization: token('user') },
      body,
    });
    expect(answer.status).to.equal(403);
  });
});

describe('studio server: uploads survive a restart (issue 16)', () => {
  /**
   * A record of a new list whose type has one s3file field 'logo', and the presigned form for its file (the
   * fields filled, the file still to append), as the console's upload queue makes it.
   */
  const logoUploadForm = async (admin: Awaited<ReturnType<typeof signIn>>, name: string) => {
    const typeTopic = await join(admin.socket, 'cms:list_type:create', []);
    const type = dataOf(
      await push(typeTopic.channel, 'save', {
        list_type: { name: `${name} type`, fields: [{ name: 'logo', type: 's3file' }] },
      }),
    );
    const listTopic = await join(admin.socket, 'cms:list:create', []);
    const list = dataOf(
      await push(listTopic.channel, 'save', { list: { name: `${name} list`, cms_list_type_id: type.id } }),
    );
    const create = await join(admin.socket, 'cms:list_data:create', []);
    const item = dataOf(
      await push(create.channel, 'save', { list_data: { cms_list_id: list.id, state: 'active', data: {} } }),
    );
    const editor = await join(admin.socket, `cms:list_data:${item.id}`, []);
    const key = `${item.id}/logo_1795537800.png`;
    const presigned = await push(editor.channel, 'get_aws_presigned_url', { data_id: item.id, remote_path: key });
    const { url, fields } = presigned.response as { url: string; fields: Record<string, string> };
    const form = new FormData();
    for (const [field, value] of Object.entries(fields)) form.append(field, value);
    return { list, url, form };
  };
  it('a half-written upload stores nothing and leaves the field new, never ready pointing at nothing', async () => {
    const studio = await startTestServer();
    try {
      const admin = await signIn(studio, 'admin');
      const { list, url, form } = await logoUploadForm(admin, 'Cut');
      form.append('file', new Blob([Buffer.alloc(64 * 1024, 7)]), 'logo.png');
      const whole = new Response(form);
      const bytes = Buffer.from(await whole.arrayBuffer());
      // The body stops half-way through the file: no closing boundary, as when the sender goes away.
      const cut = await fetch(`${studio.url}${url}`, {
        method: 'POST',
        headers: { 'content-type': whole.headers.get('content-type') ?? '' },
        body: bytes.subarray(0, bytes.length - 32 * 1024),
      });
      expect(cut.status).to.equal(400);
      const topic = await join(admin.socket, `cms:list_datas:${list.id}`);
      const [init] = await waitFor(topic, 'init');
      const logo = ((init as { data: Item[] }).data[0]?.data as { logo: { status: string; url: string } }).logo;
      expect(logo.status).to.equal('new');
      expect((await fetch(`${studio.url}${logo.url}`, { headers: { authorization: admin.token } })).status).to.equal(
        404,
      );
      await disconnect(admin.socket);
    } finally {
      await studio.close();
    }
  });

  it('an uploaded file and its ready record are there after the server restarts', async () => {
    const first = await startTestServer();
    let dataDir = first.dataDir;
    try {
      const admin = await signIn(first, 'admin');
      const { list, url, form } = await logoUploadForm(admin, 'Restart');
      form.append('file', new Blob([Buffer.from('the logo bytes')]), 'logo.png');
      expect((await fetch(`${first.url}${url}`, { method: 'POST', body: form })).status).to.equal(204);
      await disconnect(admin.socket);
      await first.stop();

      const second = await startTestServer({ dataDir });
      dataDir = '';
      try {
        const again = await signIn(second, 'admin');
        const topic = await join(again.socket, `cms:list_datas:${list.id}`);
        const [init] = await waitFor(topic, 'init');
        const logo = ((init as { data: Item[] }).data[0]?.data as { logo: { status: string; url: string } }).logo;
        expect(logo.status).to.equal('ready');
        const file = await fetch(`${second.url}${logo.url}`, { headers: { authorization: again.token } });
        expect(file.status).to.equal(200);
        expect(await file.text()).to.equal('the logo bytes');
        await disconnect(again.socket);
      } finally {
        await second.close();
      }
    } finally {
      if (dataDir) await first.close();
    }
  });
});
