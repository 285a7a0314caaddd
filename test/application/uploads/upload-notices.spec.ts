import { expect } from 'chai';
import { firstValueFrom, filter } from 'rxjs';
import { HttpGateway } from '../../../src/application/http';
import { NotificationQueries, notificationsModule } from '../../../src/application/notifications';
import { UploadQueue, UploadQueueOptions, uploadsModule } from '../../../src/application/uploads';
import { createHarness } from '../console-harness';

describe('upload toasts in the notification feed (spec 1 §8)', () => {
  it("tells a finished upload once, and none of the queue's steps (queue, start, progress, presign)", async () => {
    const harness = createHarness({
      push: (_topic, _event, payload) => ({
        status: 'ok',
        response: { url: '/storage/upload', fields: { key: (payload as { remote_path: string }).remote_path } },
      }),
      http: (sent) => {
        sent.onProgress?.(5, 10);
        return { status: 200, body: '', url: sent.path };
      },
    });
    harness.container.load(notificationsModule, uploadsModule({ setActive: () => undefined }));
    harness.container.bind(HttpGateway).toSelf().inSingletonScope();
    harness.container.bind(UploadQueueOptions).toConstantValue({ retryBaseMs: 0, retryMaxMs: 0 });
    harness.container.get(UploadQueue).enqueue({
      dataId: '9',
      fieldName: 'image',
      fileKey: '9/image_1.png',
      file: new File([new Uint8Array(10)], 'poster.png'),
    });
    const results = await firstValueFrom(
      harness.container.get(NotificationQueries).results$.pipe(filter((notices) => notices.length > 0)),
    );
    expect(results.map(({ title, intent }) => ({ title, intent }))).to.deep.equal([
      { title: 'Upload: finished poster.png', intent: 'success' },
    ]);
    expect(harness.commandNames()).to.deep.equal([
      'uploads.queue',
      'uploads.start',
      'uploads.presign',
      'uploads.progress',
      'uploads.finish',
    ]);
    harness.dispose();
  });
});
