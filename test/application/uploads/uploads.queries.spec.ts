import { expect } from 'chai';
import { uploadRows } from '../../../src/application/uploads';
import { uploadsProjection, type UploadEvent } from '../../../src/domain/uploads';
import { projectionSpec } from '../../support/projection-spec';

const item = (key: string, name: string) => ({
  key,
  dataId: key.split('/')[0]!,
  fieldName: 'image',
  file: { name, size: 10, type: '' },
});
const fold = (events: UploadEvent[]) => projectionSpec(uploadsProjection).given(...events);

describe('uploadRows: the upload list of the process bar area', () => {
  it('lists the running upload with its percentage, then the queue, then ended ones newest first with their texts', () => {
    const state = fold([
      { type: 'UploadQueued', item: item('1/a', 'a.png'), at: 1 },
      { type: 'UploadQueued', item: item('2/b', 'b.png'), at: 2 },
      { type: 'UploadQueued', item: item('3/c', 'c.png'), at: 3 },
      { type: 'UploadQueued', item: item('4/d', 'd.png'), at: 4 },
      { type: 'UploadStarted', key: '1/a', at: 5 },
      { type: 'UploadFinished', key: '1/a', httpStatus: 204, at: 6 },
      { type: 'UploadStarted', key: '2/b', at: 7 },
      { type: 'UploadFinished', key: '2/b', httpStatus: 403, at: 8 },
      { type: 'UploadCancelled', key: '4/d', at: 9 },
      { type: 'UploadQueued', item: item('5/e', 'e.png'), at: 10 },
      { type: 'UploadStarted', key: '3/c', at: 11 },
      { type: 'UploadProgressed', key: '3/c', loaded: 42, total: 100, at: 12 },
    ]);
    expect(
      uploadRows(state, 0).map(({ key, status, percent, text, cancellable }) => ({
        key,
        status,
        percent,
        text,
        cancellable,
      })),
    ).to.deep.equal([
      { key: '3/c', status: 'uploading', percent: 42, text: 'Uploading 42%', cancellable: true },
      { key: '5/e', status: 'queued', percent: undefined, text: 'Queued', cancellable: true },
      { key: '4/d', status: 'cancelled', percent: undefined, text: 'Cancelled', cancellable: false },
      { key: '2/b', status: 'failed', percent: undefined, text: 'Upload HTTP error 403', cancellable: false },
      { key: '1/a', status: 'finished', percent: undefined, text: 'Upload: finished a.png', cancellable: false },
    ]);
  });
});
