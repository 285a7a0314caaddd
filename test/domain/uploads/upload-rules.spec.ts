import { expect } from 'chai';
import {
  fileExtension,
  formatBytes,
  isUploadSuccess,
  networkIssueMessage,
  progressPercent,
  uploaderJoinFailedMessage,
  uploadErrorMessage,
  uploadFinishedMessage,
  uploadHttpErrorMessage,
  uploadKey,
  uploadRequestError,
  uploadRetryDelayMs,
  uploadSizeProblem,
  uploadTimeoutMessage,
  validateUploadRequest,
} from '../../../src/domain/uploads';

const file = { name: 'clip.mp4', size: 1024, type: 'video/mp4' };

describe('upload rules', () => {
  describe('spec 1 §5 "An upload needs dataId, fieldName, fileKey and file"', () => {
    it('names the first missing part', () => {
      expect(uploadRequestError({ fieldName: 'video', fileKey: 'k', file })).to.equal('Upload data id missing');
      expect(uploadRequestError({ dataId: '12', fileKey: 'k', file })).to.equal('Upload data field name missing');
      expect(uploadRequestError({ dataId: '12', fieldName: 'video', file })).to.equal('Upload data file key missing');
      expect(uploadRequestError({ dataId: '12', fieldName: 'video', fileKey: 'k' })).to.equal(
        'Upload data file missing',
      );
      expect(uploadRequestError({})).to.equal('Upload data id missing');
    });

    it('counts a blank string as missing', () => {
      expect(uploadRequestError({ dataId: ' ', fieldName: 'video', fileKey: 'k', file })).to.equal(
        'Upload data id missing',
      );
    });

    it('gives the upload item when complete', () => {
      expect(
        validateUploadRequest({ dataId: '12', fieldName: 'video', fileKey: '12/video_1794500000.mp4', file }),
      ).to.deep.equal({
        ok: true,
        item: { key: '12/video_1794500000.mp4', dataId: '12', fieldName: 'video', file },
      });
    });
  });

  describe('spec 2 §9 "S3 key format {id}/{field}_{unix time}.{extension}"', () => {
    it('builds the key from unix seconds', () => {
      expect(uploadKey(12, 'video', 1_794_500_000_999, 'Final Cut.MP4')).to.equal('12/video_1794500000.MP4');
      expect(uploadKey('12', 'poster', 1_794_500_000_000, 'poster.v2.png')).to.equal('12/poster_1794500000.png');
    });

    it('leaves the dot out when the file has no extension', () => {
      expect(uploadKey(12, 'doc', 1_794_500_000_000, 'README')).to.equal('12/doc_1794500000');
      expect(fileExtension('.env')).to.equal('');
      expect(fileExtension('name.')).to.equal('');
    });
  });

  it('spec 1 §4 "An upload counts as finished on HTTP 200 or 204"', () => {
    expect(isUploadSuccess(200)).to.equal(true);
    expect(isUploadSuccess(204)).to.equal(true);
    for (const status of [201, 206, 301, 403, 500]) expect(isUploadSuccess(status), String(status)).to.equal(false);
  });

  it('spec 1 §4 "Progress is shown as a percentage": whole, clamped, 0 without a total', () => {
    expect(progressPercent(999, 1000)).to.equal(99);
    expect(progressPercent(1000, 1000)).to.equal(100);
    expect(progressPercent(2000, 1000)).to.equal(100);
    expect(progressPercent(10, 0)).to.equal(0);
    expect(progressPercent(Number.NaN, 10)).to.equal(0);
  });

  it('spec 1 §8 upload messages', () => {
    expect(uploaderJoinFailedMessage).to.equal('Uploader channel join failed');
    expect(networkIssueMessage).to.equal('Networking issue...');
    expect(uploadHttpErrorMessage(500)).to.equal('Upload HTTP error 500');
    expect(uploadTimeoutMessage).to.equal('Upload timeout error');
    expect(uploadErrorMessage('clip.mp4')).to.equal('Upload: error clip.mp4');
    expect(uploadFinishedMessage('clip.mp4')).to.equal('Upload: finished clip.mp4');
  });
});

describe('upload limits and retries (issue 29)', () => {
  it('says a file over the limit with both sizes, and nothing for a file that fits or an unknown limit', () => {
    expect(uploadSizeProblem({ name: 'video.mp4', size: 3.2 * 1024 ** 3 }, 2 * 1024 ** 3)).to.equal(
      'video.mp4 is 3.2 GB; the limit is 2 GB',
    );
    expect(uploadSizeProblem({ name: 'a.png', size: 65 * 1024 ** 2 }, 64 * 1024 ** 2)).to.equal(
      'a.png is 65 MB; the limit is 64 MB',
    );
    // One byte over rounds to the limit's own figure: the exact counts say by how much.
    expect(uploadSizeProblem({ name: 'a.png', size: 64 * 1024 ** 2 + 1 }, 64 * 1024 ** 2)).to.equal(
      'a.png is 67,108,865 bytes; the limit is 67,108,864 bytes',
    );
    expect(uploadSizeProblem({ name: 'a.png', size: 64 * 1024 ** 2 }, 64 * 1024 ** 2)).to.equal(undefined);
    expect(uploadSizeProblem({ name: 'a.png', size: 10 ** 12 }, undefined)).to.equal(undefined);
  });

  it('formats bytes as an operator reads them', () => {
    expect([512, 1536, 10 * 1024 ** 2 + 1, 1.25 * 1024 ** 3].map(formatBytes)).to.deep.equal([
      '512 bytes',
      '1.5 KB',
      '10 MB',
      '1.3 GB',
    ]);
  });

  it('doubles the retry pause from 2 s up to a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map((failures) => uploadRetryDelayMs(failures))).to.deep.equal([
      2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });
});
