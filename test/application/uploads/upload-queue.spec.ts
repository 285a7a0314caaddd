import { expect } from 'chai';
import sinon from 'sinon';
import { firstValueFrom } from 'rxjs';
import { HttpGateway } from '../../../src/application/http';
import {
  PageCloseWarning,
  uploadNoticeRules,
  UploadQueue,
  UploadQueueOptions,
  UploadsQueries,
  uploadsModule,
} from '../../../src/application/uploads';
import { RuntimeConfig, type HttpRequest } from '../../../src/application/ports';
import {
  createHarness,
  deferred,
  settle,
  toastsOf,
  type Harness,
  type HttpHandler,
  type PushHandler,
} from '../console-harness';

const presignedForm = (key: string) => ({
  url: '/storage/upload',
  fields: { key, expires: '1794', signature: 'c2lnbmF0dXJl' },
});

const presignOk: PushHandler = (_topic, event, payload) =>
  event === 'get_aws_presigned_url'
    ? { status: 'ok', response: presignedForm((payload as { remote_path: string }).remote_path) }
    : { status: 'ok', response: {} };

const fileOf = (name: string, bytes = 1000): File =>
  new File([new Uint8Array(bytes)], name, { type: 'application/octet-stream' });

const request = (name: string, dataId = '42') => ({
  dataId,
  fieldName: 'image',
  fileKey: `${dataId}/image_1794000000.${name.split('.').pop()}`,
  file: fileOf(name),
});

interface QueueHarness extends Harness {
  readonly queue: UploadQueue;
  readonly warnings: boolean[];
  /** The upload toasts of the journal so far (spec 1 §8 texts). */
  toasts(): { title: string; intent: string }[];
}

const queueHarness = (
  push: PushHandler = presignOk,
  http?: HttpHandler,
  options: { retryBaseMs: number; retryMaxMs: number } = { retryBaseMs: 0, retryMaxMs: 0 },
  uploadLimitBytes?: number,
): QueueHarness => {
  const harness = createHarness({ push, ...(http ? { http } : {}) });
  if (uploadLimitBytes !== undefined) {
    const config = harness.container.get<RuntimeConfig>(RuntimeConfig);
    harness.container.rebind(RuntimeConfig).toConstantValue({ ...config, uploadLimitBytes });
  }
  const warnings: boolean[] = [];
  harness.container.load(uploadsModule({ setActive: (active) => void warnings.push(active) }));
  harness.container.bind(HttpGateway).toSelf().inSingletonScope();
  harness.container.bind(UploadQueueOptions).toConstantValue(options);
  return {
    ...harness,
    queue: harness.container.get(UploadQueue),
    warnings,
    toasts: () => toastsOf(harness.store.state, uploadNoticeRules),
  };
};

describe('UploadQueue (spec 1 §4 upload queue, §5, §8)', () => {
  let harness: QueueHarness | undefined;
  afterEach(() => {
    harness?.queue.stop();
    harness?.dispose();
    harness = undefined;
  });

  describe('spec 1 §5: an upload needs dataId, fieldName, fileKey and file', () => {
    const cases: [string, object][] = [
      ['Upload data id missing', { fieldName: 'image', fileKey: '42/image_1.png', file: fileOf('a.png') }],
      ['Upload data field name missing', { dataId: '42', fileKey: '42/image_1.png', file: fileOf('a.png') }],
      ['Upload data file key missing', { dataId: '42', fieldName: 'image', file: fileOf('a.png') }],
      ['Upload data file missing', { dataId: '42', fieldName: 'image', fileKey: '42/image_1.png' }],
    ];
    for (const [message, incomplete] of cases) {
      it(`refuses with '${message}' and queues nothing`, async () => {
        harness = queueHarness();
        expect(harness.queue.enqueue(incomplete)).to.deep.equal({ ok: false, error: message });
        await settle();
        expect(harness.commandNames()).to.deep.equal([]);
        expect(harness.store.state.uploads.queue).to.deep.equal([]);
      });
    }
  });

  it('joins cms:list_data:{dataId}, asks get_aws_presigned_url {data_id, remote_path}, POSTs the fields then the file, and finishes on 204', async () => {
    const requests: HttpRequest[] = [];
    harness = queueHarness(presignOk, (sent) => {
      requests.push(sent);
      for (const loaded of [250, 500, 500, 1000]) sent.onProgress?.(loaded, 1000);
      return { status: 204, body: '', url: sent.path };
    });
    const file = request('a.bin');
    expect(harness.queue.enqueue(file)).to.deep.equal({ ok: true, key: file.fileKey });
    const state = await harness.until((root) => root.uploads.byKey[file.fileKey]?.status === 'finished');
    expect(harness.socket.join.calledWith('cms:list_data:42')).to.equal(true);
    expect(harness.socket.push.firstCall.args.slice(0, 3)).to.deep.equal([
      'cms:list_data:42',
      'get_aws_presigned_url',
      { data_id: 42, remote_path: file.fileKey },
    ]);
    expect(requests).to.have.length(1);
    expect(requests[0]).to.include({ method: 'POST', path: '/storage/upload' });
    expect(Object.keys(requests[0]!.form ?? {})).to.deep.equal(['key', 'expires', 'signature', 'file']);
    expect(requests[0]!.form?.file).to.equal(file.file);
    expect(state.uploads.byKey[file.fileKey]).to.deep.include({ status: 'finished', httpStatus: 204, attempts: 1 });
    expect(harness.toasts()).to.deep.equal([{ intent: 'success', title: 'Upload: finished a.bin' }]);
    // Progress is journaled only when the whole percentage grows: 25, 50, 100.
    expect(harness.commandNames()).to.deep.equal([
      'uploads.queue',
      'uploads.start',
      'uploads.presign',
      'uploads.progress',
      'uploads.progress',
      'uploads.progress',
      'uploads.finish',
    ]);
  });

  it('shows a real percentage while the POST runs (spec 1 §4 "Progress is shown as a percentage")', async () => {
    const answer = deferred<{ status: number; body: unknown; url: string }>();
    let progress: ((loaded: number, total: number) => void) | undefined;
    harness = queueHarness(presignOk, (sent) => {
      progress = sent.onProgress;
      return answer.promise;
    });
    const file = request('big.bin');
    harness.queue.enqueue(file);
    await harness.until((root) => root.uploads.byKey[file.fileKey]?.status === 'uploading');
    await settle();
    progress?.(333, 1000);
    const state = await harness.until((root) => {
      const upload = root.uploads.byKey[file.fileKey];
      return upload?.status === 'uploading' && upload.percent === 33;
    });
    expect(state.uploads.current).to.equal(file.fileKey);
    answer.resolve({ status: 200, body: '', url: '/storage/upload' });
    await harness.until((root) => root.uploads.byKey[file.fileKey]?.status === 'finished');
  });

  it('runs one upload at a time (spec 1 §4 "One upload runs at a time")', async () => {
    const answers = [
      deferred<{ status: number; body: unknown; url: string }>(),
      deferred<{ status: number; body: unknown; url: string }>(),
    ];
    let calls = 0;
    harness = queueHarness(presignOk, () => answers[calls++]!.promise);
    const first = request('one.bin', '1');
    const second = request('two.bin', '2');
    harness.queue.enqueue(first);
    harness.queue.enqueue(second);
    await harness.until((root) => root.uploads.current === first.fileKey);
    await settle();
    expect(calls).to.equal(1);
    expect(harness.store.state.uploads.byKey[second.fileKey]?.status).to.equal('queued');
    answers[0]!.resolve({ status: 204, body: '', url: '' });
    await harness.until((root) => root.uploads.current === second.fileKey);
    await settle();
    expect(calls).to.equal(2);
    answers[1]!.resolve({ status: 204, body: '', url: '' });
    await harness.until((root) => root.uploads.byKey[second.fileKey]?.status === 'finished');
  });

  it("puts the file back in the queue on a presigned-URL error ('Networking issue...') and sends it on the next attempt", async () => {
    let presigns = 0;
    harness = queueHarness((topic, event, payload) =>
      ++presigns === 1 ? { status: 'error', response: { reason: 'unavailable' } } : presignOk(topic, event, payload),
    );
    const file = request('a.png');
    harness.queue.enqueue(file);
    const state = await harness.until((root) => root.uploads.byKey[file.fileKey]?.status === 'finished');
    expect(state.uploads.byKey[file.fileKey]?.attempts).to.equal(2);
    expect(harness.commandNames()).to.include('uploads.requeue');
    expect(
      harness.entries.some(
        (entry) =>
          entry.kind === 'CommandIssued' &&
          entry.name === 'uploads.requeue' &&
          (entry.args as { cause: string }).cause === 'presigned_url_error',
      ),
    ).to.equal(true);
    expect(harness.toasts()).to.deep.equal([
      { intent: 'warning', title: 'Networking issue...' },
      { intent: 'success', title: 'Upload: finished a.png' },
    ]);
  });

  it("fails on any other HTTP status with 'Upload HTTP error {status}' (spec 1 §4: finished only on 200 or 204)", async () => {
    harness = queueHarness(presignOk, (sent) => ({ status: 403, body: 'AccessDenied', url: sent.path }));
    const file = request('a.png');
    harness.queue.enqueue(file);
    const state = await harness.until((root) => root.uploads.byKey[file.fileKey]?.status === 'failed');
    expect(state.uploads.byKey[file.fileKey]).to.deep.include({ reason: 'Upload HTTP error 403' });
    expect(harness.toasts()).to.deep.equal([{ intent: 'error', title: 'Upload HTTP error 403' }]);
  });

  it("fails with 'Upload: error {file}' when the POST gets no answer", async () => {
    harness = queueHarness(presignOk, (sent) => ({ status: 0, body: undefined, url: sent.path }));
    const file = request('a.png');
    harness.queue.enqueue(file);
    const state = await harness.until((root) => root.uploads.byKey[file.fileKey]?.status === 'failed');
    expect(state.uploads.byKey[file.fileKey]).to.deep.include({ reason: 'Upload: error a.png' });
  });

  it("fails with 'Uploader channel join failed' when the join is refused (spec 1 §8)", async () => {
    harness = queueHarness();
    harness.socket.join.rejects(new Error('join refused: cms:list_data:42'));
    const file = request('a.png');
    harness.queue.enqueue(file);
    const state = await harness.until((root) => root.uploads.byKey[file.fileKey]?.status === 'failed');
    expect(state.uploads.byKey[file.fileKey]).to.deep.include({ reason: 'Uploader channel join failed' });
    expect(harness.toasts()).to.deep.equal([{ intent: 'error', title: 'Uploader channel join failed' }]);
    expect(harness.socket.push.called).to.equal(false);
  });

  it('cancels a queued upload without sending it, and the running one by aborting its request; the next one then starts', async () => {
    const answers: ReturnType<typeof deferred<{ status: number; body: unknown; url: string }>>[] = [];
    const signals: AbortSignal[] = [];
    harness = queueHarness(presignOk, (sent) => {
      signals.push(sent.signal!);
      const answer = deferred<{ status: number; body: unknown; url: string }>();
      sent.signal?.addEventListener('abort', () => answer.resolve({ status: 0, body: 'aborted', url: sent.path }));
      answers.push(answer);
      return answer.promise;
    });
    const [first, second, third] = [request('one.bin', '1'), request('two.bin', '2'), request('three.bin', '3')];
    for (const file of [first, second, third]) harness.queue.enqueue(file);
    await harness.until((root) => root.uploads.current === first.fileKey);
    await settle();
    harness.queue.cancel(second.fileKey);
    harness.queue.cancel(first.fileKey);
    expect(signals[0]?.aborted).to.equal(true);
    const state = await harness.until((root) => root.uploads.current === third.fileKey);
    expect(state.uploads.byKey[first.fileKey]?.status).to.equal('cancelled');
    expect(state.uploads.byKey[second.fileKey]?.status).to.equal('cancelled');
    await settle();
    expect(harness.http.callCount).to.equal(2);
    expect(harness.http.secondCall.args[0].form?.key).to.equal(third.fileKey);
    answers[1]!.resolve({ status: 204, body: '', url: '' });
    await harness.until((root) => root.uploads.byKey[third.fileKey]?.status === 'finished');
    expect(harness.toasts().map((toast) => toast.title)).to.deep.equal(['Upload: finished three.bin']);
  });

  it('keeps the page-close warning on while a file uploads or waits (spec 1 §4)', async () => {
    const answer = deferred<{ status: number; body: unknown; url: string }>();
    harness = queueHarness(presignOk, () => answer.promise);
    const file = request('a.png');
    harness.queue.enqueue(file);
    await harness.until((root) => root.uploads.current === file.fileKey);
    expect(harness.warnings.at(-1)).to.equal(true);
    answer.resolve({ status: 204, body: '', url: '' });
    await harness.until((root) => root.uploads.byKey[file.fileKey]?.status === 'finished');
    await settle();
    expect(harness.warnings).to.deep.equal([false, true, false]);
    expect(harness.container.get<{ setActive(active: boolean): void }>(PageCloseWarning)).to.not.equal(undefined);
  });

  it('resolves ended() with how the upload ended', async () => {
    harness = queueHarness(presignOk, (sent) => ({ status: 500, body: '', url: sent.path }));
    const file = request('a.png');
    harness.queue.enqueue(file);
    expect(await harness.queue.ended(file.fileKey)).to.equal('failed');
  });

  describe('spec 1 §4: a presigned-URL failure puts the file back in the queue, retried with a backoff (issue 29)', () => {
    let clock: sinon.SinonFakeTimers;
    beforeEach(() => {
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    });
    afterEach(() => clock.restore());

    /** Moves the console's clock and its timers together, then lets the promises run. */
    const wait = async (ms: number): Promise<void> => {
      harness!.advance(ms);
      await clock.tickAsync(ms);
      await settle();
    };
    const presigns = (): number =>
      harness!.socket.push.getCalls().filter((call) => call.args[1] === 'get_aws_presigned_url').length;
    const lineOf = async (key: string): Promise<string | undefined> =>
      (await firstValueFrom(harness!.container.get(UploadsQueries).rows$)).find((row) => row.key === key)?.text;

    it('waits 2, 4, 8, 8 … s between tries, never fails for good, says why it waits, and sends it once the URL comes', async () => {
      let timeouts = 5;
      harness = queueHarness(
        (topic, event, payload) =>
          event === 'get_aws_presigned_url' && timeouts-- > 0
            ? { status: 'timeout' }
            : presignOk(topic, event, payload),
        undefined,
        { retryBaseMs: 2000, retryMaxMs: 8000 },
      );
      const file = request('clip.mp4');
      harness.queue.enqueue(file);
      await settle();
      expect(presigns()).to.equal(1);
      expect(harness.store.state.uploads.byKey[file.fileKey]).to.deep.include({
        status: 'queued',
        waiting: { cause: 'timeout', retryAt: harness.now() + 2000 },
      });
      expect(await lineOf(file.fileKey)).to.equal('Waiting to retry in 2 s: presigned URL timed out');
      for (const pause of [2000, 4000, 8000, 8000, 8000]) {
        const before = presigns();
        await wait(pause - 1);
        expect(presigns(), `no try before ${pause} ms`).to.equal(before);
        if (pause === 8000)
          expect(await lineOf(file.fileKey)).to.equal('Waiting to retry in 1 s: presigned URL timed out');
        await wait(1);
        expect(presigns(), `a try after ${pause} ms`).to.equal(before + 1);
      }
      const state = await harness.until((root) => root.uploads.byKey[file.fileKey]?.status === 'finished');
      expect(state.uploads.byKey[file.fileKey]?.attempts).to.equal(6);
      // One warning for the file, not one a minute for as long as it waits.
      expect(harness.toasts().map((toast) => toast.title)).to.deep.equal([
        'Upload timeout error',
        'Upload: finished clip.mp4',
      ]);
    });

    it("says the server's refusal, and a waiting file does not hold up the ones behind it", async () => {
      harness = queueHarness(
        (topic, event, payload) =>
          event === 'get_aws_presigned_url' && (payload as { data_id: number }).data_id === 1
            ? { status: 'error', response: { reason: 'storage unavailable' } }
            : presignOk(topic, event, payload),
        undefined,
        { retryBaseMs: 2000, retryMaxMs: 60_000 },
      );
      const [first, second] = [request('one.png', '1'), request('two.png', '2')];
      harness.queue.enqueue(first);
      harness.queue.enqueue(second);
      await harness.until((root) => root.uploads.byKey[second.fileKey]?.status === 'finished');
      expect(harness.store.state.uploads.byKey[first.fileKey]?.status).to.equal('queued');
      expect(await lineOf(first.fileKey)).to.match(
        /^Waiting to retry in 2 s: presigned URL refused \(.*storage unavailable.*\)$/,
      );
      await wait(2000);
      expect(await lineOf(first.fileKey)).to.match(/^Waiting to retry in 4 s: /);
    });

    it('lets the operator cancel a waiting file: it is not tried again', async () => {
      harness = queueHarness(() => ({ status: 'timeout' }), undefined, { retryBaseMs: 2000, retryMaxMs: 60_000 });
      const file = request('a.png');
      harness.queue.enqueue(file);
      await settle();
      expect(harness.store.state.uploads.byKey[file.fileKey]?.status).to.equal('queued');
      harness.queue.cancel(file.fileKey);
      await wait(60_000);
      expect(presigns()).to.equal(1);
      expect(harness.store.state.uploads.byKey[file.fileKey]?.status).to.equal('cancelled');
      expect(harness.warnings.at(-1)).to.equal(false);
    });
  });

  it("refuses a file over the server's limit before anything is sent, saying the size and the limit (issue 29)", async () => {
    harness = queueHarness(presignOk, undefined, undefined, 2 * 1024 ** 3);
    const { queue } = harness;
    const huge = {
      ...request('video.mp4'),
      file: { name: 'video.mp4', size: 3.2 * 1024 ** 3, type: 'video/mp4' } as File,
    };
    expect(queue.enqueue(huge)).to.deep.equal({ ok: false, error: 'video.mp4 is 3.2 GB; the limit is 2 GB' });
    await settle();
    expect(harness.commandNames()).to.deep.equal([]);
  });
});
