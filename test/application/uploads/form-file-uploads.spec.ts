import { expect } from 'chai';
import { HttpGateway } from '../../../src/application/http/http-gateway';
import { RuntimeConfig, type HttpRequest } from '../../../src/application/ports';
import { FormFileUploads, uploadsModule } from '../../../src/application/uploads';
import { createHarness, type HttpHandler } from '../console-harness';

const stored = {
  status: 'ready',
  key: 'forms-event/0123456789abcdef0123456789abcdef/opening_graphic_1795537800.png',
  url: '/storage/forms-event/0123456789abcdef0123456789abcdef/opening_graphic_1795537800.png',
  statusMessage: '',
  statusUpdatedAt: 1795537800,
};

const setup = (http: HttpHandler, uploadLimitBytes = 64 * 1024 * 1024) => {
  const harness = createHarness({ http });
  const config = harness.container.get<RuntimeConfig>(RuntimeConfig);
  harness.container.rebind(RuntimeConfig).toConstantValue({ ...config, uploadLimitBytes });
  harness.container.bind(HttpGateway).toSelf().inSingletonScope();
  harness.container.load(uploadsModule({ setActive: () => undefined }));
  return { harness, uploads: harness.container.get(FormFileUploads) };
};

const png = (bytes = 1000): File => new File([new Uint8Array(bytes)], 'Opening.png', { type: 'image/png' });

describe('FormFileUploads: a file chosen in an event, tag or export form (issue 29)', () => {
  it('POSTs the file as its field to content/upload/form/{form}, reports whole percentages and gives the stored value', async () => {
    const sent: HttpRequest[] = [];
    const { harness, uploads } = setup((request) => {
      sent.push(request);
      request.onProgress?.(250, 1000);
      request.onProgress?.(1000, 1000);
      return { status: 200, body: { status: 'ok', files: { opening_graphic: stored } }, url: request.path };
    });
    const percents: number[] = [];
    const file = png();
    const result = await uploads.upload(
      'event',
      'opening_graphic',
      file,
      (percent) => percents.push(percent),
      new AbortController().signal,
    );
    expect(result).to.deep.equal({ kind: 'stored', value: stored });
    expect(sent[0]).to.include({ name: 'form_upload', method: 'POST', path: 'content/upload/form/event' });
    expect(sent[0]!.form).to.deep.equal({ opening_graphic: file });
    expect(percents).to.deep.equal([25, 100]);
    harness.dispose();
  });

  it("refuses a file over the server's limit before sending it, and says the limit on a 413 too", async () => {
    const { harness, uploads } = setup(
      () => ({ status: 413, body: { status: 'error', msg: 'Upload larger' }, url: '' }),
      500,
    );
    const early = await uploads.upload('tag', 'photo', png(501), () => undefined, new AbortController().signal);
    expect(early).to.deep.equal({ kind: 'refused', error: 'Opening.png is 501 bytes; the limit is 500 bytes' });
    expect(harness.http.called).to.equal(false);
    // A server that refuses one that fits here (its limit lowered since) is told in words too.
    const late = await uploads.upload('tag', 'photo', png(400), () => undefined, new AbortController().signal);
    expect(late).to.deep.equal({
      kind: 'refused',
      error: 'Opening.png is too large for the server (Upload HTTP error 413)',
    });
    harness.dispose();
  });

  it("says the server's reason for a refusal, and a lost connection as 'Upload: error {file}'", async () => {
    let status = 400;
    const { harness, uploads } = setup(() => ({
      status,
      body: status
        ? { status: 'error', msg: 'Not file fields of the tag forms (file fields: photo): "title"' }
        : undefined,
      url: '',
    }));
    expect(await uploads.upload('tag', 'title', png(), () => undefined, new AbortController().signal)).to.deep.equal({
      kind: 'refused',
      error: 'Upload HTTP error 400: Not file fields of the tag forms (file fields: photo): "title"',
    });
    status = 0;
    expect(await uploads.upload('tag', 'photo', png(), () => undefined, new AbortController().signal)).to.deep.equal({
      kind: 'refused',
      error: 'Upload: error Opening.png',
    });
    harness.dispose();
  });

  it('reads a stored value, and an older file field that holds only an address', () => {
    const { harness, uploads } = setup(() => ({ status: 200, body: {}, url: '' }));
    expect(uploads.storedOf(stored)).to.deep.equal(stored);
    expect(uploads.storedOf('https://cdn.example/a.png')).to.deep.equal({
      status: 'ready',
      url: 'https://cdn.example/a.png',
    });
    expect(uploads.storedOf({ status: 'gone' })).to.equal(undefined);
    expect(uploads.storedOf(null)).to.equal(undefined);
    harness.dispose();
  });

  it("says while a form's file is on its way, per form, until each is answered", async () => {
    const pending: ((status: number) => void)[] = [];
    const { harness, uploads } = setup(
      () =>
        new Promise((resolve) => {
          pending.push((status) =>
            resolve({ status, body: { status: 'ok', files: { opening_graphic: stored } }, url: '' }),
          );
        }),
    );
    const seen: boolean[] = [];
    const tags: boolean[] = [];
    const watching = [
      uploads.uploading$('event').subscribe((uploading) => seen.push(uploading)),
      uploads.uploading$('tag').subscribe((uploading) => tags.push(uploading)),
    ];
    const first = uploads.upload('event', 'opening_graphic', png(), () => undefined, new AbortController().signal);
    const second = uploads.upload('event', 'opening_graphic', png(), () => undefined, new AbortController().signal);
    expect(seen).to.deep.equal([false, true]);
    while (pending.length < 2) await new Promise((resolve) => setTimeout(resolve, 1));
    pending[0]!(200);
    expect(await first).to.have.property('kind', 'stored');
    // The second is still on its way: the form still waits.
    expect(seen).to.deep.equal([false, true]);
    pending[1]!(500);
    expect(await second).to.have.property('kind', 'refused');
    expect(seen).to.deep.equal([false, true, false]);
    expect(tags).to.deep.equal([false]);
    watching.forEach((subscription) => subscription.unsubscribe());
    harness.dispose();
  });
});
