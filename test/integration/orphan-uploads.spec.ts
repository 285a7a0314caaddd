import { expect } from 'chai';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { orphanAfterMs } from '../../server/uploads/orphan-uploads';
import { postersRecord } from './support/posters';
import { loginAs, startTestServer, type TestServer } from './support/studio';

// docs/protocol.md "Orphan uploads": a file no saved item refers to is removed by the server a day after it was
// stored, and the removal is logged; a file in use is never removed. The server's clock is driven here.

const hourMs = 60 * 60 * 1000;

describe('studio server: orphan uploads are removed after a day, uploads in use never', () => {
  const started = Date.parse('2026-11-28T08:00:00Z');
  let now = started;
  const infos: string[] = [];
  const errors: string[] = [];
  let studio: TestServer | undefined;
  const server = (): TestServer => {
    if (!studio) throw new Error('the studio server is not started yet');
    return studio;
  };

  before(async () => {
    studio = await startTestServer({
      clock: () => now,
      log: {
        info: (message) => infos.push(message),
        warn: () => undefined,
        error: (message, error) => errors.push(`${message}: ${String(error)}`),
      },
    });
  });
  after(() => studio?.close());
  afterEach(() => expect(errors).to.deep.equal([]));

  const post = async (route: string, field: string, content: string): Promise<Response> => {
    const body = new FormData();
    body.append(field, new Blob([content]), `${field}.png`);
    const token = await loginAs(server().url, 'admin');
    return fetch(`${server().url}/api/v1/${route}`, { method: 'POST', headers: { authorization: token }, body });
  };
  /** Uploads a tag photo from a form that is then never saved; the stored key. */
  const uploadUnsaved = async (content: string): Promise<string> => {
    const answer = await post('content/upload/form/tag', 'photo', content);
    expect(answer.status).to.equal(200);
    return ((await answer.json()) as { files: { photo: { key: string } } }).files.photo.key;
  };
  /** Uploads into a stored record's file field (the record refers to it at once); the key the record holds. */
  const uploadIntoRecord = async (recordId: number, content: string): Promise<string> => {
    expect((await post(`content/upload/${recordId}`, 'image', content)).status).to.equal(200);
    const record = await server().server.services.store.documents.cms_list_data.get(recordId);
    return (record?.body.data as { image: { key: string } }).image.key;
  };
  const stored = (key: string): boolean => existsSync(path.join(server().server.services.uploadsDir, key));
  const served = async (key: string): Promise<number> => (await fetch(`${server().url}/storage/${key}`)).status;

  it('removes an unsaved form upload and a record file replaced since, keeps the record file and a younger upload', async () => {
    const { store } = server().server.services;
    const { record } = await postersRecord(store);

    const unsaved = await uploadUnsaved('never saved');
    const replaced = await uploadIntoRecord(record.id, 'first poster');
    now += 1000;
    const inUse = await uploadIntoRecord(record.id, 'second poster');
    expect(inUse).to.not.equal(replaced);
    now = started + orphanAfterMs - hourMs;
    const younger = await uploadUnsaved('uploaded a day later');

    // A minute short of a day: nothing is old enough.
    now = started + orphanAfterMs - 60_000;
    expect((await server().server.orphanUploads.sweep()).removed).to.deep.equal([]);
    for (const key of [unsaved, replaced, inUse, younger]) expect(stored(key), key).to.equal(true);

    // A day after: the two files nothing refers to go, with a log line each; the record's file and the younger stay.
    now = started + orphanAfterMs + 60_000;
    const report = await server().server.orphanUploads.sweep();
    expect(report.removed.map((file) => file.key).sort()).to.deep.equal([unsaved, replaced].sort());
    expect(report.inUse).to.equal(1);
    expect(stored(unsaved)).to.equal(false);
    expect(stored(replaced)).to.equal(false);
    expect(await served(unsaved)).to.equal(404);
    expect(await served(inUse)).to.equal(200);
    expect(stored(younger)).to.equal(true);
    for (const key of [unsaved, replaced])
      expect(infos.filter((line) => line.startsWith(`Removed orphan upload ${key} (`))).to.have.length(1);
    // The random folder each key had is gone with its file; the record's stays.
    expect(stored(path.dirname(unsaved))).to.equal(false);
    expect(stored(path.dirname(inUse))).to.equal(true);

    // Days later the record's file is still in use and stays; the younger one goes once its day is over.
    now = started + 10 * orphanAfterMs;
    const later = await server().server.orphanUploads.sweep();
    expect(later.removed.map((file) => file.key)).to.deep.equal([younger]);
    expect(stored(inUse)).to.equal(true);
    expect(await server().server.services.store.documents.cms_list_data.get(record.id)).to.have.nested.property(
      'body.data.image.key',
      inUse,
    );
  });

  it('keeps an old file while an undo of a configuration save could still write it back', async () => {
    const { store } = server().server.services;
    const unsaved = await uploadUnsaved('kept for undo');
    // A configuration save whose previous body names the file: what an undo would write back (docs/protocol/undo.md).
    const [account] = await store.documents.accounts.list(`body->>'email' = $1`, ['admin@demo.local']);
    await store.db.write((tx) =>
      store.configurationSaves.record(
        tx,
        {
          accountId: account?.id ?? 0,
          kind: 'records',
          itemId: 1,
          itemKey: '1',
          label: 'Poster',
          previousBody: { data: { image: { key: unsaved, url: `/storage/${unsaved}`, status: 'ready' } } },
          previousState: 'active',
          producedVersion: 99,
          at: new Date(now),
        },
        20,
      ),
    );
    now += orphanAfterMs + 60_000;
    const report = await server().server.orphanUploads.sweep();
    expect(report.removed.map((file) => file.key)).to.not.include(unsaved);
    expect(stored(unsaved)).to.equal(true);
  });
});
