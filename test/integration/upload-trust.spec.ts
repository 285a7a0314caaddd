import { expect } from 'chai';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Reply } from './support/phoenix-client';
import { useStudioFixture } from './support/studio-fixture';
import { storedValue } from '../support/stored-rows';

// Issue 28, one boundary per test: uploads and record saves against a real studio server. What a content editor
// uploads is never served as a page of the console's origin, an upload writes only what a save could, and every
// upload is audited like a save.

type Item = Record<string, unknown> & { id: number };
const dataOf = (reply: Reply): Item => (reply.response as { data: Item }).data;
const errorOf = (reply: Reply): Record<string, unknown> => reply.response as Record<string, unknown>;
type FileValue = { key: string; url: string; status: string };

describe('studio server: upload trust (issue 28)', () => {
  const { studio, token, pushOn } = useStudioFixture({ types: ['admin', 'group_admin', 'device_admin'] });
  const saved = async (type: string, topic: string, event: string, payload: object): Promise<Item> => {
    const reply = await pushOn(type, topic, event, payload);
    expect(reply.status, JSON.stringify(reply.response)).to.equal('ok');
    return dataOf(reply);
  };
  const stored = async (id: number): Promise<Record<string, unknown>> =>
    (await studio.server.services.store.documents.cms_list_data.get(id))?.body.data as Record<string, unknown>;
  const newRecord = async (listId: number, data: object = {}): Promise<Item> =>
    saved('admin', 'cms:list_data:create', 'save', { list_data: { cms_list_id: listId, state: 'active', data } });
  const upload = (type: string, id: number, parts: [string, string, string | undefined][]): Promise<Response> => {
    const body = new FormData();
    for (const [name, content, filename] of parts)
      if (filename) body.append(name, new Blob([content]), filename);
      else body.append(name, content);
    return fetch(`${studio.url}/api/v1/content/upload/${id}`, {
      method: 'POST',
      headers: { authorization: token(type) },
      body,
    });
  };
  /** The presigned path as the console's upload queue takes it: the form for a key, then the form POST. */
  const presignedUpload = async (type: string, id: number, field: string, name: string, content: string) => {
    const remote = `${id}/${field}_1795537800${path.extname(name)}`;
    const reply = await pushOn(type, `cms:list_data:${id}`, 'get_aws_presigned_url', {
      data_id: id,
      remote_path: remote,
    });
    if (reply.status !== 'ok') return reply;
    const { url, fields } = reply.response as { url: string; fields: Record<string, string> };
    const body = new FormData();
    for (const [fieldName, value] of Object.entries(fields)) body.append(fieldName, value);
    body.append('file', new Blob([content]), name);
    expect((await fetch(`${studio.url}${url}`, { method: 'POST', body })).status).to.equal(204);
    return reply;
  };
  const auditRow = async (topic: string, event: string, since: number) => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const rows = await studio.server.services.store.audit.latest(50);
      const row = rows.find(
        (candidate) => candidate.id > since && candidate.topic === topic && candidate.event === event,
      );
      if (row) return row;
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    throw new Error(`no audit row ${topic} ${event}`);
  };
  const lastAuditId = async (): Promise<number> => (await studio.server.services.store.audit.latest(1))[0]?.id ?? 0;

  let contracts: Item;
  let list: Item;

  before(async () => {
    contracts = await saved('admin', 'cms:list_type:create', 'save', {
      list_type: {
        name: 'Trust contracts',
        fields: [
          { name: 'title', type: 'text' },
          { name: 'billables', type: 'multiline' },
          { name: 'price', type: 'text', admin_only: true },
          { name: 'poster', type: 's3file' },
          { name: 'signed_copy', type: 'file', admin_only: true },
        ],
      },
    });
    list = await saved('admin', 'cms:list:create', 'save', {
      list: { name: 'Trust contract list', cms_list_type_id: contracts.id },
    });
  });

  describe('serving /storage', () => {
    it('an uploaded html or svg is a sandboxed download, never a page of the console (both upload paths)', async () => {
      const record = await newRecord(list.id, { title: 'Page' });
      const script = '<script>fetch("/x?"+localStorage.length)</script>';
      expect(
        (await upload('group_admin', record.id, [['poster', `<html>${script}</html>`, 'x.html']])).status,
      ).to.equal(200);
      const viaRoute = (await stored(record.id)).poster as FileValue;
      await presignedUpload(
        'group_admin',
        record.id,
        'poster',
        'x.svg',
        `<svg xmlns="http://www.w3.org/2000/svg">${script}</svg>`,
      );
      const viaForm = (await stored(record.id)).poster as FileValue;
      expect(viaForm.status).to.equal('ready');
      for (const value of [viaRoute, viaForm]) {
        const answer = await fetch(`${studio.url}${value.url}`);
        expect(answer.status, value.url).to.equal(200);
        expect(answer.headers.get('content-type')).to.equal('application/octet-stream');
        expect(answer.headers.get('content-disposition')).to.match(/^attachment; filename="poster_\d+\.(html|svg)"$/);
        expect(answer.headers.get('content-security-policy')).to.equal("default-src 'none'; sandbox");
        expect(answer.headers.get('x-content-type-options')).to.equal('nosniff');
        expect(await answer.text()).to.include('<script>');
      }
    });

    it('pictures, video and sound are shown inline, still sandboxed', async () => {
      const record = await newRecord(list.id, { title: 'Picture' });
      expect((await upload('admin', record.id, [['poster', 'PNG', 'poster.PNG']])).status).to.equal(200);
      const answer = await fetch(`${studio.url}${((await stored(record.id)).poster as FileValue).url}`);
      expect(answer.headers.get('content-type')).to.equal('image/png');
      expect(answer.headers.get('content-disposition')).to.equal(null);
      expect(answer.headers.get('content-security-policy')).to.equal("default-src 'none'; sandbox");
    });

    it('a stored key holds 128 random bits: the key spec 3 §3 would give is not there', async () => {
      const record = await newRecord(list.id, { title: 'Guess' });
      await presignedUpload('admin', record.id, 'poster', 'logo.png', 'PNG');
      const value = (await stored(record.id)).poster as FileValue;
      expect(value.key).to.match(new RegExp(`^${record.id}/[0-9a-f]{32}/poster_1795537800\\.png$`));
      expect(value.url).to.equal(`/storage/${value.key}`);
      expect((await fetch(`${studio.url}${value.url}`)).status).to.equal(200);
      expect((await fetch(`${studio.url}/storage/${record.id}/poster_1795537800.png`)).status).to.equal(404);
    });
  });

  describe('POST /api/v1/content/upload/{id} takes file fields only', () => {
    it('parts for a title, billables or an unknown name are 400, naming them, and nothing is stored', async () => {
      const record = await newRecord(list.id, { title: 'Contract', billables: 'hourly' });
      const before = await stored(record.id);
      const folder = path.join(studio.dataDir, 'uploads');
      const files = (): string[] => readdirSync(folder, { recursive: true }).map(String).sort();
      const objects = files();
      const answer = await upload('admin', record.id, [
        ['poster', 'PNG', 'poster.png'],
        ['title', 'x', 'title.txt'],
        ['billables', 'x', 'b.txt'],
        ['nothing', 'x', 'n.txt'],
      ]);
      expect(answer.status).to.equal(400);
      const { msg } = (await answer.json()) as { msg: string };
      expect(msg).to.equal(
        `Not file fields of the record's list type (file fields: poster, signed_copy): "title", "billables", "nothing"`,
      );
      const textPart = await upload('admin', record.id, [['poster', 'not a file', undefined]]);
      expect(textPart.status).to.equal(400);
      expect(((await textPart.json()) as { msg: string }).msg).to.match(/without a file name.*"poster"/);
      expect(await stored(record.id)).to.deep.equal(before);
      expect(files()).to.deep.equal(objects);
    });

    it('prototype names are refused (400), the rest of the upload with them', async () => {
      const record = await newRecord(list.id, { title: 'Proto' });
      for (const name of ['__proto__', 'constructor', 'prototype']) {
        const answer = await upload('admin', record.id, [
          ['poster', 'PNG', 'p.png'],
          [name, 'x', 'x.png'],
        ]);
        expect(answer.status, name).to.equal(400);
        expect(((await answer.json()) as { msg: string }).msg).to.equal(`Reserved names cannot be fields: "${name}"`);
      }
      expect(await stored(record.id)).to.deep.equal({ title: 'Proto' });
    });
  });

  describe('admin_only fields are written by administrators only', () => {
    it('an upload part or a presigned form for an admin_only file field is refused to a group admin', async () => {
      const record = await newRecord(list.id, { title: 'Signed' });
      const answer = await upload('group_admin', record.id, [['signed_copy', 'PDF', 'copy.pdf']]);
      expect(answer.status).to.equal(403);
      expect(((await answer.json()) as { msg: string }).msg).to.equal(
        'Only administrators upload into admin_only fields: "signed_copy"',
      );
      const presigned = await presignedUpload('group_admin', record.id, 'signed_copy', 'copy.pdf', 'PDF');
      expect(presigned).to.deep.equal({ status: 'error', response: { reason: 'unauthorized', detail: 'admin_only' } });
      expect(await stored(record.id)).to.deep.equal({ title: 'Signed' });
      expect((await upload('admin', record.id, [['signed_copy', 'PDF', 'copy.pdf']])).status).to.equal(200);
      expect(((await stored(record.id)).signed_copy as FileValue).status).to.equal('ready');
    });

    it('a move to a list of another type and back does not let a group admin set an admin_only value', async () => {
      const open = await saved('admin', 'cms:list_type:create', 'save', {
        list_type: {
          name: 'Trust open contracts',
          fields: [
            { name: 'title', type: 'text' },
            { name: 'price', type: 'text' },
          ],
        },
      });
      const openList = await saved('admin', 'cms:list:create', 'save', {
        list: { name: 'Trust open list', cms_list_type_id: open.id },
      });
      const record = await newRecord(list.id, { title: 'Moved' });
      const save = (listId: number, data: object) =>
        pushOn('group_admin', `cms:list_data:${record.id}`, 'save', {
          list_data: { id: record.id, cms_list_id: listId, state: 'active', data },
        });
      expect((await save(openList.id, { title: 'Moved', price: '1' })).status).to.equal('ok');
      expect(await stored(record.id)).to.deep.equal({ title: 'Moved', price: '1' });
      const back = await save(list.id, { title: 'Moved', price: '1' });
      expect(back.status).to.equal('ok');
      expect(await stored(record.id)).to.deep.equal({ title: 'Moved' });
    });

    it("a group admin cannot move an administrator's admin_only value to a type that shows it; an admin can", async () => {
      const open = await saved('admin', 'cms:list_type:create', 'save', {
        list_type: {
          name: 'Trust public contracts',
          fields: [
            { name: 'title', type: 'text' },
            { name: 'price', type: 'text' },
          ],
        },
      });
      const openList = await saved('admin', 'cms:list:create', 'save', {
        list: { name: 'Trust public list', cms_list_type_id: open.id },
      });
      const record = await newRecord(list.id, { title: 'Priced', price: '900' });
      const move = (type: string) =>
        pushOn(type, `cms:list_data:${record.id}`, 'save', {
          list_data: { id: record.id, cms_list_id: openList.id, state: 'active', data: { title: 'Priced' } },
        });
      expect(errorOf(await move('group_admin'))).to.deep.equal({
        reason: 'unauthorized',
        detail: 'admin_only',
        fields: ['price'],
      });
      const row = await studio.server.services.store.documents.cms_list_data.get(record.id);
      expect(row?.body).to.deep.equal({ cms_list_id: list.id, data: { title: 'Priced', price: '900' } });
      expect((await move('admin')).status).to.equal('ok');
    });
    it("retyping a list moves its records: a group admin may not where the types' admin_only flags differ", async () => {
      const open = await saved('admin', 'cms:list_type:create', 'save', {
        list_type: {
          name: 'Trust retyped',
          fields: [
            { name: 'title', type: 'text' },
            { name: 'price', type: 'text' },
          ],
        },
      });
      const retyped = await saved('admin', 'cms:list:create', 'save', {
        list: { name: 'Trust retyped list', cms_list_type_id: contracts.id },
      });
      await newRecord(retyped.id, { title: 'Priced', price: '900' });
      const retype = (type: string, typeId: number) =>
        pushOn(type, `cms:list:${retyped.id}`, 'save', {
          list: { id: retyped.id, name: 'Trust retyped list', cms_list_type_id: typeId },
        });
      expect(errorOf(await retype('group_admin', open.id))).to.deep.equal({
        reason: 'unauthorized',
        detail: 'admin_only',
      });
      const row = await studio.server.services.store.documents.cms_lists.get(retyped.id);
      expect(row?.body.cms_list_type_id).to.equal(contracts.id);
      expect((await retype('admin', open.id)).status).to.equal('ok');
    });
  });

  describe('uploads are audited like saves', () => {
    it('POST content/upload/{id} and the presigned form each write a row on the record topic, refusals too', async () => {
      const record = await newRecord(list.id, { title: 'Audited' });
      const topic = `cms:list_data:${record.id}`;
      let since = await lastAuditId();
      await upload('group_admin', record.id, [['poster', 'PNG', 'a.png']]);
      const routed = await auditRow(topic, 'content_upload', since);
      expect(routed).to.deep.include({ accountEmail: 'group_admin@demo.local', outcome: 'ok' });
      expect(routed.payload).to.deep.equal({ files: [{ field: 'poster', filename: 'a.png', bytes: 3 }] });
      since = await lastAuditId();
      await upload('group_admin', record.id, [['title', 'x', 't.txt']]);
      expect(await auditRow(topic, 'content_upload', since)).to.deep.include({ outcome: 'error', reason: 'invalid' });
      since = await lastAuditId();
      await presignedUpload('group_admin', record.id, 'poster', 'b.png', 'PNG!');
      const formed = await auditRow(topic, 'presigned_upload', since);
      expect(formed).to.deep.include({ accountEmail: 'group_admin@demo.local', outcome: 'ok' });
      expect(formed.payload).to.deep.equal({ field: 'poster', filename: 'b.png', bytes: 4, ready: true });
    });
  });

  it("a presigned form is the asking account's: once that account is archived, the form is refused (403)", async () => {
    const record = await newRecord(list.id, { title: 'Archived' });
    const reply = await pushOn('device_admin', `cms:list_data:${record.id}`, 'get_aws_presigned_url', {
      data_id: record.id,
      remote_path: `${record.id}/poster_1795537800.png`,
    });
    const { url, fields } = reply.response as { url: string; fields: Record<string, string> };
    const { store, actors } = studio.server.services;
    const [account] = await store.documents.accounts.list(`body->>'email' = $1`, ['device_admin@demo.local']);
    await store.db.write((tx) =>
      store.documents.accounts.update(tx, account!.id, storedValue('accounts', account!), 'archived'),
    );
    actors.invalidate();
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append('file', new Blob(['PNG']), 'poster.png');
    expect((await fetch(`${studio.url}${url}`, { method: 'POST', body })).status).to.equal(403);
    expect(((await stored(record.id)).poster as FileValue).status).to.equal('new');
  });

  describe('prototype keys in saves', () => {
    it('a list type field named __proto__, constructor or prototype is invalid', async () => {
      for (const name of ['__proto__', 'constructor', 'prototype']) {
        const reply = await pushOn('admin', 'cms:list_type:create', 'save', {
          list_type: {
            name: `Proto ${name}`,
            fields: [
              { name: 'title', type: 'text' },
              { name, type: 'text' },
            ],
          },
        });
        expect(errorOf(reply).reason, name).to.equal('invalid');
        expect(errorOf(reply).errors).to.deep.equal([
          {
            path: 'list_type.fields.1.name',
            expected: 'a field name other than __proto__, constructor or prototype',
            actual: JSON.stringify(name),
          },
        ]);
      }
    });

    it('record data keyed __proto__ or constructor is invalid in a save and a batch, and nothing is saved', async () => {
      const record = await newRecord(list.id, { title: 'Kept' });
      // JSON.parse makes __proto__ an own key, as a socket frame carries it.
      const data = JSON.parse('{"title": "Lost", "__proto__": {"price": "1"}, "constructor": "x"}') as object;
      const reply = await pushOn('admin', `cms:list_data:${record.id}`, 'save', {
        list_data: { id: record.id, cms_list_id: list.id, state: 'active', data },
      });
      expect(errorOf(reply).reason).to.equal('invalid');
      expect((errorOf(reply).errors as { path: string }[]).map((error) => error.path)).to.deep.equal([
        'list_data.data.__proto__',
        'list_data.data.constructor',
      ]);
      expect(await stored(record.id)).to.deep.equal({ title: 'Kept' });
      const batch = await pushOn('admin', `cms:list_datas:${list.id}`, 'save_batch', {
        list_data: [
          { cms_list_id: list.id, state: 'active', data: { title: 'Fine' } },
          { cms_list_id: list.id, state: 'active', data },
        ],
      });
      expect((errorOf(batch).errors as { path: string }[]).map((error) => error.path)).to.deep.equal([
        'list_data.1.data.__proto__',
        'list_data.1.data.constructor',
      ]);
    });
  });
});
