import { expect } from 'chai';
import { HttpGateway } from '../../../src/application/http';
import { EventLog } from '../../../src/application/log';
import { ProjectionStore } from '../../../src/application/store';
import { uploadCommands } from '../../../src/domain/uploads';
import { UploadQueue, UploadQueueOptions, uploadsModule } from '../../../src/application/uploads';
import { createWireNormalizer } from '../../../src/infrastructure/wire';
import { consoleNormalizer, createHarness } from '../console-harness';

const item = {
  key: '42/image_1794000000.png',
  dataId: '42',
  fieldName: 'image',
  file: { name: 'a.png', size: 1000, type: 'image/png' },
};

describe('upload commands: how the upload queue reaches the log', () => {
  it('replays to the same queue: the log alone rebuilds the uploads projection, percentages included', async () => {
    const harness = createHarness({
      push: (_topic, event, payload) =>
        event === 'get_aws_presigned_url'
          ? {
              status: 'ok',
              response: { url: '/storage/upload', fields: { key: (payload as { remote_path: string }).remote_path } },
            }
          : { status: 'ok', response: {} },
      http: (sent) => {
        sent.onProgress?.(400, 1000);
        return { status: sent.form?.key === '2/image_1.png' ? 500 : 204, body: '', url: sent.path };
      },
    });
    harness.container.load(uploadsModule({ setActive: () => undefined }));
    harness.container.bind(HttpGateway).toSelf().inSingletonScope();
    harness.container.bind(UploadQueueOptions).toConstantValue({ retryBaseMs: 0, retryMaxMs: 0 });
    const queue = harness.container.get(UploadQueue);
    const file = (name: string) => new File([new Uint8Array(1000)], name);
    queue.enqueue({ dataId: '1', fieldName: 'image', fileKey: '1/image_1.png', file: file('a.png') });
    queue.enqueue({ dataId: '2', fieldName: 'image', fileKey: '2/image_1.png', file: file('b.png') });
    queue.enqueue({ dataId: '3', fieldName: 'image', fileKey: '3/image_1.png', file: file('c.png') });
    queue.cancel('3/image_1.png');
    const live = await harness.until((root) => root.uploads.byKey['2/image_1.png']?.status === 'failed');
    queue.stop();
    const replayLog = new EventLog();
    const replay = new ProjectionStore(consoleNormalizer, replayLog.source);
    for (const entry of harness.log.source.range(1, harness.log.lastSeq)) replayLog.appendRecorded(entry);
    replay.ingest(replayLog.source.range(1, replayLog.lastSeq));
    expect(replay.state.uploads).to.deep.equal(live.uploads);
    expect(Object.values(live.uploads.byKey).map((upload) => upload.status)).to.deep.equal([
      'finished',
      'failed',
      'cancelled',
    ]);
    harness.dispose();
  });

  it('the uploads projection reads uploads.* commands from the journal (spec 1 §4 queue, replayable)', () => {
    const store = new ProjectionStore(createWireNormalizer(), new EventLog().source);
    store.ingest([
      { kind: 'CommandIssued', seq: 1, at: 5, id: 'c1', account: 'a', name: uploadCommands.queue.name, args: item },
    ]);
    expect(store.state.uploads.queue).to.deep.equal([item.key]);
    store.dispose();
  });
});
