import { expect } from 'chai';
import { firstValueFrom } from 'rxjs';
import { HttpGateway } from '../../../src/application/http';
import {
  MultiUpload,
  MultiUploadQueries,
  uploadNoticeRules,
  UploadQueueOptions,
  uploadsModule,
} from '../../../src/application/uploads';
import { createHarness, settle, startOfTest, toastsOf, type HttpHandler, type PushHandler } from '../console-harness';

interface Saved {
  readonly list_data: {
    readonly cms_list_id: number;
    readonly state: string;
    readonly data: Readonly<Record<string, unknown>>;
  };
}

const server = (saveFails = false) => {
  let nextId = 500;
  const saved: Saved[] = [];
  const deleted: unknown[] = [];
  const push: PushHandler = (topic, event, payload) => {
    if (topic === 'cms:list_data:create' && event === 'save') {
      if (saveFails) return { status: 'error', response: { reason: 'invalid' } };
      saved.push(payload as Saved);
      return { status: 'ok', response: { data: { id: ++nextId, ...(payload as Saved).list_data } } };
    }
    if (event === 'get_aws_presigned_url')
      return {
        status: 'ok',
        response: { url: '/storage/upload', fields: { key: (payload as { remote_path: string }).remote_path } },
      };
    if (topic === 'cms:list_datas:7' && event === 'delete') {
      deleted.push(payload);
      return { status: 'ok', response: {} };
    }
    return { status: 'error', response: { reason: 'unexpected' } };
  };
  return { push, saved, deleted };
};

const setup = (push: PushHandler, http?: HttpHandler) => {
  const harness = createHarness({ push, ...(http ? { http } : {}) });
  harness.container.load(uploadsModule({ setActive: () => undefined }));
  harness.container.bind(HttpGateway).toSelf().inSingletonScope();
  harness.container.bind(UploadQueueOptions).toConstantValue({ retryBaseMs: 0, retryMaxMs: 0 });
  const notices = async () => {
    await settle();
    return toastsOf(harness.store.state, uploadNoticeRules);
  };
  return { harness, notices, multiUpload: harness.container.get(MultiUpload) };
};

const files = () => [
  new File([new Uint8Array(10)], 'Home team.logo.png'),
  new File([new Uint8Array(10)], 'Away team.jpg'),
];

describe('MultiUpload (spec 3 §2.4 data/multi_upload, §4, §5, §8)', () => {
  it("creates one record per file (name field = file name without extension), uploads each under {id}/{field}_{unix time}.{extension}, then says 'Files uploaded!'", async () => {
    const fake = server();
    const { harness, notices, multiUpload } = setup(fake.push);
    const result = await multiUpload.upload({ listId: 7, fileField: 'logo', nameField: 'name', files: files() });
    expect(result).to.deep.equal({ ok: true, message: 'Files uploaded!' });
    expect(fake.saved.map((save) => save.list_data)).to.deep.equal([
      { cms_list_id: 7, state: 'active', data: { name: 'Home team.logo' } },
      { cms_list_id: 7, state: 'active', data: { name: 'Away team' } },
    ]);
    const unix = Math.floor(startOfTest / 1000);
    expect(harness.http.getCalls().map((call) => call.args[0].form?.key)).to.deep.equal([
      `501/logo_${unix}.png`,
      `502/logo_${unix}.jpg`,
    ]);
    expect(fake.deleted).to.deep.equal([]);
    expect((await notices()).at(-1)).to.deep.equal({ intent: 'success', title: 'Files uploaded!' });
    expect(harness.commandNames().at(-1)).to.equal('content.upload_files');
    expect(harness.socket.join.calledWith('cms:list_data:create')).to.equal(true);
    harness.dispose();
  });

  it("deletes the new record again when its file upload fails, and says 'Unable to upload files!' (spec 3 §4, §8)", async () => {
    const fake = server();
    const { harness, notices, multiUpload } = setup(fake.push, (sent) => ({
      status: String(sent.form?.key).endsWith('.jpg') ? 500 : 204,
      body: '',
      url: sent.path,
    }));
    const result = await multiUpload.upload({ listId: 7, fileField: 'logo', files: files() });
    expect(result).to.deep.equal({ ok: false, message: 'Unable to upload files!' });
    expect(fake.saved.map((save) => save.list_data.data)).to.deep.equal([{}, {}]);
    expect(fake.deleted).to.deep.equal([{ list_data: { id: 502 } }]);
    expect(await notices()).to.deep.equal([
      { title: 'Upload: finished Home team.logo.png', intent: 'success' },
      { title: 'Upload HTTP error 500', intent: 'error' },
      { title: 'Unable to upload files!', intent: 'error' },
    ]);
    harness.dispose();
  });

  it('queues nothing when the record cannot be saved', async () => {
    const fake = server(true);
    const { harness, multiUpload } = setup(fake.push);
    expect(await multiUpload.upload({ listId: 7, fileField: 'logo', files: files() })).to.deep.equal({
      ok: false,
      message: 'Unable to upload files!',
    });
    expect(harness.http.called).to.equal(false);
    harness.dispose();
  });
});

describe('MultiUploadQueries', () => {
  const cmsInit = {
    data: {
      list_types: [
        {
          id: 3,
          name: 'Teams',
          fields: [
            { name: 'name', title: 'Name', type: 'text' },
            { name: 'logo', title: 'Logo', type: 's3file' },
            { name: 'notes', type: 'multiline' },
            { name: 'poster', type: 's3file' },
          ],
        },
      ],
      lists: [{ id: 7, name: 'Teams 2026', cms_list_type_id: 3 }],
    },
  };

  it("offers the list type's s3file fields for the file and its text fields for the name; upload only for admins (spec 3 §6)", async () => {
    const { harness } = setup(server().push);
    const queries = harness.container.get(MultiUploadQueries);
    harness.receive('cms:all', 'init', cmsInit);
    await harness.until((state) => state.cms.lists['7'] !== undefined);
    expect(await firstValueFrom(queries.form(7))).to.deep.equal({
      listName: 'Teams 2026',
      fileFields: [
        { name: 'logo', title: 'Logo' },
        { name: 'poster', title: 'poster' },
      ],
      nameFields: [{ name: 'name', title: 'Name' }],
    });
    harness.receive('profile:t', 'init', {
      data: { id: 1, email: 'admin@demo.local', type: 'admin', state: 'active' },
    });
    await harness.until((state) => state.session.profile !== undefined);
    expect(await firstValueFrom(queries.form(7))).to.include({ allowed: true });
    harness.receive('profile:t', 'init', { data: { id: 2, email: 'user@demo.local', type: 'user', state: 'active' } });
    await harness.until((state) => state.session.profile?.type === 'user');
    expect(await firstValueFrom(queries.form(7))).to.include({ allowed: false });
    harness.dispose();
  });
});
