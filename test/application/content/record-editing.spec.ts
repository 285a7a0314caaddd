import { expect } from 'chai';
import { HttpGateway } from '../../../src/application/http';
import { contentModule, RecordEditing, type RecordFile } from '../../../src/application/content';
import { formsModule } from '../../../src/application/forms';
import { UploadQueueOptions, uploadsModule } from '../../../src/application/uploads';
import type { ListData, ListType } from '../../../src/domain/cms';
import { createHarness, startOfTest, type Harness, type HttpHandler, type PushHandler } from '../console-harness';

// The record editor's save (spec 3 §2.4, §4, §5): the values without file fields and with uuid fields filled,
// then each chosen file through the upload queue; a new record whose file does not arrive is deleted again, an
// existing one keeps its saved values.

const crests: ListType = {
  id: 3,
  name: 'Crests',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'code', type: 'uuid' },
    { name: 'image', type: 's3file' },
  ],
};

interface Fake {
  readonly push: PushHandler;
  readonly saved: unknown[];
  readonly deleted: unknown[];
}

const studio = (): Fake => {
  const saved: unknown[] = [];
  const deleted: unknown[] = [];
  const push: PushHandler = (topic, event, payload) => {
    if (topic.startsWith('cms:list_data:') && event === 'save') {
      saved.push(payload);
      const draft = (payload as { list_data: Omit<ListData, 'id'> & { id?: number } }).list_data;
      return { status: 'ok', response: { data: { ...draft, id: draft.id ?? 41 } } };
    }
    if (event === 'get_aws_presigned_url')
      return {
        status: 'ok',
        response: { url: '/storage/upload', fields: { key: (payload as { remote_path: string }).remote_path } },
      };
    if (topic === 'cms:list_datas:9' && event === 'delete') {
      deleted.push(payload);
      return { status: 'ok', response: {} };
    }
    return { status: 'error', response: { reason: 'unexpected' } };
  };
  return { push, saved, deleted };
};

const setup = (fake: Fake, uploadStatus: number) => {
  const http: HttpHandler = (sent) => ({ status: uploadStatus, body: '', url: sent.path });
  const harness = createHarness({ push: fake.push, http });
  harness.container.load(formsModule, contentModule, uploadsModule({ setActive: () => undefined }));
  harness.container.bind(HttpGateway).toSelf().inSingletonScope();
  harness.container.bind(UploadQueueOptions).toConstantValue({ retryBaseMs: 0, retryMaxMs: 0 });
  return { harness, editing: harness.container.get(RecordEditing) };
};

const crestFile = (): RecordFile[] => [{ field: 'image', file: new File([new Uint8Array(16)], 'home.png') }];

describe('RecordEditing: the record editor save with files (spec 3 §2.4, §4, §5)', () => {
  let harness: Harness;
  afterEach(() => harness.dispose());

  it('sends the values without file fields and with the uuid filled, then uploads the file under {id}/{field}_{unix}.png', async () => {
    const fake = studio();
    const context = setup(fake, 204);
    harness = context.harness;
    const form = context.editing.form(crests, undefined, true);
    form.set('title', 'Home crest');
    form.set('image', { status: 'ready', key: 'stale' });
    const outcome = await context.editing.save(form, crests, 9, undefined, crestFile());
    expect(outcome).to.deep.equal({ ok: true, id: 41 });
    const sent = (fake.saved[0] as { list_data: ListData }).list_data;
    expect(sent.data).to.have.keys('title', 'code');
    expect(sent.data.code).to.be.a('string').and.not.equal('');
    const unix = Math.floor(startOfTest / 1000);
    expect(harness.http.getCalls().map((call) => call.args[0].form?.key)).to.deep.equal([`41/image_${unix}.png`]);
    expect(fake.deleted).to.deep.equal([]);
  });

  it("a non-administrator's save of a record received without its admin_only value sends no value for it (issue 28)", async () => {
    const fake = studio();
    const context = setup(fake, 204);
    harness = context.harness;
    const sponsors: ListType = {
      id: 4,
      name: 'Sponsors',
      fields: [
        { name: 'title', type: 'text' },
        { name: 'fee', type: 'text', admin_only: true },
      ],
    };
    // The server leaves admin_only values out for non-administrators; the record arrives without `fee`.
    const stored: ListData = { id: 18, cms_list_id: 9, state: 'active', data: { title: 'Acme' } };
    const form = context.editing.form(sponsors, stored, false);
    form.set('title', 'Acme Oy');
    await context.editing.save(form, sponsors, 9, stored, []);
    const sent = (fake.saved[0] as { list_data: ListData }).list_data;
    // Whatever the form holds for the hidden field, the server keeps the stored value (mergeRecordData).
    expect(sent.data.title).to.equal('Acme Oy');
    expect(sent.data.fee ?? '').to.equal('');
  });

  it('deletes a new record again when its file does not upload, and says so', async () => {
    const fake = studio();
    const context = setup(fake, 500);
    harness = context.harness;
    const form = context.editing.form(crests, undefined, true);
    form.set('title', 'Away crest');
    const outcome = await context.editing.save(form, crests, 9, undefined, crestFile());
    expect(outcome?.ok).to.equal(false);
    expect(outcome && !outcome.ok ? outcome.reason : '').to.include('the new record was deleted again');
    expect(fake.deleted).to.deep.equal([{ list_data: { id: 41 } }]);
  });

  it('keeps an existing record whose new file does not upload: its values were saved', async () => {
    const fake = studio();
    const context = setup(fake, 500);
    harness = context.harness;
    const stored: ListData = { id: 17, cms_list_id: 9, state: 'active', data: { title: 'Old crest', code: 'c-1' } };
    const form = context.editing.form(crests, stored, true);
    const outcome = await context.editing.save(form, crests, 9, stored, crestFile());
    expect(outcome && !outcome.ok ? outcome.reason : '').to.include(
      'the values were saved but the file did not upload',
    );
    expect(fake.deleted).to.deep.equal([]);
    expect((fake.saved[0] as { list_data: ListData }).list_data).to.deep.include({ id: 17, state: 'active' });
  });
});
