import { expect } from 'chai';
import {
  nextUpload,
  uploadPending,
  uploadsProjection,
  type UploadEvent,
  type UploadItem,
} from '../../../src/domain/uploads';
import { projectionSpec } from '../../support/projection-spec';

const item = (key: string): UploadItem => ({
  key,
  dataId: '12',
  fieldName: 'video',
  file: { name: `${key}.mp4`, size: 1000, type: 'video/mp4' },
});

const { given, when } = projectionSpec(uploadsProjection);

const queued = (key: string, at = 1): UploadEvent => ({ type: 'UploadQueued', item: item(key), at });
const started = (key: string, at = 2): UploadEvent => ({ type: 'UploadStarted', key, at });

describe('upload queue (spec 1 §4 "Upload queue")', () => {
  it('queues items in order and offers the first when nothing runs', () => {
    const state = given(queued('a'), queued('b'));
    expect(state.queue).to.deep.equal(['a', 'b']);
    expect(nextUpload(state, 0)).to.equal('a');
    expect(state.byKey['a']?.status).to.equal('queued');
  });

  it('"One upload runs at a time": a second start while one runs is ignored', () => {
    const state = given(queued('a'), queued('b'), started('a'), started('b'));
    expect(state.current).to.equal('a');
    expect(state.byKey['b']?.status).to.equal('queued');
    expect(state.queue).to.deep.equal(['b']);
    expect(nextUpload(state, 0)).to.equal(undefined);
  });

  it('"Progress is shown as a percentage"', () => {
    const state = given(queued('a'), started('a'), {
      type: 'UploadProgressed',
      key: 'a',
      loaded: 333,
      total: 1000,
      at: 3,
    });
    const upload = state.byKey['a'];
    expect(upload?.status === 'uploading' ? upload.percent : undefined).to.equal(33);
  });

  it('"An upload counts as finished on HTTP 200 or 204"; any other status fails it with \'Upload HTTP error {status}\'', () => {
    for (const httpStatus of [200, 204]) {
      const state = given(queued('a'), started('a'), { type: 'UploadFinished', key: 'a', httpStatus, at: 4 });
      expect(state.byKey['a']?.status, String(httpStatus)).to.equal('finished');
      expect(state.current).to.equal(undefined);
    }
    const failed = given(queued('a'), started('a'), { type: 'UploadFinished', key: 'a', httpStatus: 403, at: 4 });
    const upload = failed.byKey['a'];
    expect(upload?.status === 'failed' ? upload.reason : undefined).to.equal('Upload HTTP error 403');
    expect(failed.current).to.equal(undefined);
  });

  it('"On a presigned-URL error or timeout the item is put back in the queue" (at the back)', () => {
    const state = given(queued('a'), queued('b'), started('a'), {
      type: 'UploadRequeued',
      key: 'a',
      cause: 'timeout',
      at: 5,
    });
    expect(state.current).to.equal(undefined);
    expect(state.queue).to.deep.equal(['b', 'a']);
    expect(state.byKey['a']).to.include({ status: 'queued', attempts: 1 });
    const again = when(
      state,
      started('b'),
      { type: 'UploadRequeued', key: 'b', cause: 'presigned_url_error', at: 6 },
      started('a', 7),
    );
    expect(again.current).to.equal('a');
    expect(again.byKey['a']).to.include({ status: 'uploading', attempts: 2 });
  });

  it('"The user can cancel the current or a queued upload"', () => {
    const state = given(
      queued('a'),
      queued('b'),
      queued('c'),
      started('a'),
      { type: 'UploadCancelled', key: 'a', at: 5 },
      { type: 'UploadCancelled', key: 'c', at: 6 },
    );
    expect(state.current).to.equal(undefined);
    expect(state.queue).to.deep.equal(['b']);
    expect(state.byKey['a']?.status).to.equal('cancelled');
    expect(state.byKey['c']?.status).to.equal('cancelled');
  });

  it('a failure ends the running upload with its reason', () => {
    const state = given(queued('a'), started('a'), {
      type: 'UploadFailed',
      key: 'a',
      reason: 'Networking issue...',
      at: 5,
    });
    expect(state.byKey['a']).to.include({ status: 'failed', reason: 'Networking issue...' });
    expect(state.current).to.equal(undefined);
  });

  it('"A page-close warning is active during an upload": while one runs or waits', () => {
    expect(uploadPending(given(queued('a')))).to.equal(true);
    expect(uploadPending(given(queued('a'), started('a')))).to.equal(true);
    expect(
      uploadPending(given(queued('a'), started('a'), { type: 'UploadFinished', key: 'a', httpStatus: 204, at: 3 })),
    ).to.equal(false);
  });

  it('drops facts that do not fit: unknown keys, progress of a finished upload, a second queueing of a waiting item', () => {
    const done = given(queued('a'), started('a'), { type: 'UploadFinished', key: 'a', httpStatus: 200, at: 3 });
    for (const event of [
      { type: 'UploadProgressed', key: 'a', loaded: 1, total: 2, at: 4 },
      { type: 'UploadCancelled', key: 'a', at: 4 },
      { type: 'UploadRequeued', key: 'a', cause: 'timeout', at: 4 },
      { type: 'UploadStarted', key: 'zzz', at: 4 },
      { type: 'UploadFailed', key: 'zzz', reason: 'x', at: 4 },
    ] as const satisfies readonly UploadEvent[]) {
      expect(when(done, event), event.type).to.equal(done);
    }
    const waiting = given(queued('b'));
    expect(when(waiting, queued('b', 9))).to.equal(waiting);
  });

  it('a finished item can be queued again', () => {
    const done = given(
      queued('a'),
      started('a'),
      { type: 'UploadFinished', key: 'a', httpStatus: 200, at: 3 },
      queued('a', 10),
    );
    expect(done.byKey['a']).to.include({ status: 'queued', queuedAt: 10, attempts: 0 });
    expect(done.queue).to.deep.equal(['a']);
  });
});
