import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { connect, disconnect, join, waitFor } from '../integration/support/phoenix-client';
import { openBrowser, screenshotOnFailure, type Browser } from '../support/browser';
import { openAs } from './support/console-page';
import { startConsoleServer, type ConsoleServer } from './support/console-server';

// Uploads against the studio server (spec 1 §4, §7, §8; spec 3 §2.4, §4): the multi-upload screen creates a
// record per file and queues it; the queue asks for a presigned form and POSTs the file with real progress.
// Chromium's upload is throttled so a few MB take long enough to watch, and to cancel a file still queued.

const waitMs = 30_000;
const megabyte = 1024 * 1024;

interface ListInfo {
  readonly id: number;
  readonly field: string;
}

/** The demo's Graphics list: a list type with a title text field and an image s3file field. */
const graphicsList = async (server: ConsoleServer): Promise<ListInfo> => {
  const socket = await connect(server.current.socketUrl, await server.tokenFor('admin'));
  try {
    const joined = await join(socket, 'cms:all');
    const [init] = (await waitFor(joined, 'init')) as {
      data: {
        list_types: { id: number; name: string; fields: { name: string; type: string }[] }[];
        lists: { id: number; cms_list_type_id: number }[];
      };
    }[];
    const type = init!.data.list_types.find((candidate) => candidate.name === 'Graphics')!;
    const list = init!.data.lists.find((candidate) => candidate.cms_list_type_id === type.id)!;
    return { id: list.id, field: type.fields.find((field) => field.type === 's3file')!.name };
  } finally {
    await disconnect(socket);
  }
};

/** The list's active records, as the HTTP API gives them (spec 3 §7 content_list/{id}). */
const records = async (server: ConsoleServer, listId: number): Promise<Record<string, unknown>[]> => {
  const response = await fetch(`${server.url}/api/v1/content_list/${listId}`, {
    headers: { authorization: await server.tokenFor('admin') },
  });
  return (await response.json()) as Record<string, unknown>[];
};

describe('e2e: uploads (spec 1 §4 upload queue, spec 3 §2.4 multi-upload)', () => {
  let server: ConsoleServer | undefined;
  let browser: Browser | undefined;
  let folder = '';
  let list: ListInfo;

  before(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'uploads-e2e-'));
    server = await startConsoleServer();
    list = await graphicsList(server);
    browser = await openBrowser();
  });
  afterEach(async function () {
    await browser
      ?.setNetworkConditions({ offline: false, latency: 0, download_throughput: -1, upload_throughput: -1 })
      .catch(() => undefined);
    await screenshotOnFailure(browser, this.currentTest);
  });
  after(async () => {
    await browser?.deleteSession();
    await server?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const file = (name: string, bytes: number): string => {
    const target = path.join(folder, name);
    writeFileSync(target, Buffer.alloc(bytes, name));
    return target;
  };

  const openScreen = async (): Promise<void> => {
    await openAs(browser!, server!.url, `/content/list/${list.id}/data/multi_upload`, await server!.tokenFor('admin'));
    await browser!.$('select[name="fileField"]').waitForDisplayed({ timeout: waitMs });
  };

  const chooseAndUpload = async (paths: readonly string[]): Promise<void> => {
    await browser!.$('input[type="file"]').setValue(paths.join('\n'));
    // The Convert step needs a file field chosen (spec 3 §5).
    expect(await browser!.$('button=Convert').isEnabled()).to.equal(false);
    await browser!.$('select[name="fileField"]').selectByAttribute('value', list.field);
    await browser!.$('select[name="nameField"]').selectByAttribute('value', 'title');
    // The Convert step (spec 3 §5) shows the records first; Upload then creates them.
    await browser!.$('button=Convert').click();
    await browser!.$('[data-testid="multi-upload-preview"]').waitForDisplayed({ timeout: waitMs });
    await browser!.$('button=Upload').click();
  };

  /** The status of the upload line of a file in the screen's list (undefined until it is listed). */
  const statusOf = (name: string): Promise<string | undefined> =>
    browser!.execute((fileName: string) => {
      const line = [...document.querySelectorAll('main li[data-upload-key]')].find(
        (item) => item.querySelector('span')?.textContent === fileName,
      );
      return line?.getAttribute('data-status') ?? undefined;
    }, name);

  const waitForStatus = (name: string, status: string, timeout = waitMs): Promise<true> =>
    browser!.waitUntil(async () => (await statusOf(name)) === status, {
      timeout,
      timeoutMsg: `${name} never became ${status}`,
    });

  /** The text of the screen's result message, once there is one. */
  const resultMessage = async (): Promise<string> => {
    const bar = browser!.$('main .fui-MessageBar');
    await bar.waitForDisplayed({ timeout: 60_000, timeoutMsg: 'no result message' });
    return bar.getText();
  };

  it("uploads a 6 MB file with a visible, moving progress bar into a new record, then says 'Files uploaded!'", async () => {
    const before = (await records(server!, list.id)).length;
    await openScreen();
    // ~1.5 MB/s: the upload lasts a few seconds, long enough to see the bar move.
    await browser!.setNetworkConditions({
      offline: false,
      latency: 5,
      download_throughput: -1,
      upload_throughput: 1.5 * megabyte,
    });
    await chooseAndUpload([file('poster-big.bin', 6 * megabyte)]);
    const bar = browser!.$('main li[data-status="uploading"] [role="progressbar"]');
    await bar.waitForDisplayed({ timeout: waitMs, timeoutMsg: 'no progress bar while uploading' });
    await browser!.waitUntil(
      async () => {
        const value = Number(await bar.getAttribute('aria-valuenow'));
        return value > 0 && value < 1;
      },
      { timeout: waitMs, timeoutMsg: 'the progress bar never showed a percentage between 0 and 100' },
    );
    expect(await resultMessage()).to.equal('Files uploaded!');
    expect(await statusOf('poster-big.bin')).to.equal('finished');
    expect(await browser!.$('main li[data-status="finished"]').getText()).to.include('Upload: finished poster-big.bin');
    const after = await records(server!, list.id);
    expect(after).to.have.length(before + 1);
    const created = after.find((record) => record.title === 'poster-big')!;
    expect(created[list.field]).to.deep.include({ status: 'ready' });
    // The spec's key with the server's 128 random bits after the record id (docs/protocol.md "Upload serving").
    expect((created[list.field] as { key: string }).key).to.match(
      new RegExp(`^${String(created.id)}/[0-9a-f]{32}/${list.field}_\\d+\\.bin$`),
    );
  });

  it('cancels a file while it waits in the queue: its record is deleted again, the other uploads', async () => {
    const before = (await records(server!, list.id)).length;
    await openScreen();
    await browser!.setNetworkConditions({
      offline: false,
      latency: 5,
      download_throughput: -1,
      upload_throughput: 1.5 * megabyte,
    });
    await chooseAndUpload([file('first.bin', 4 * megabyte), file('second.bin', 2 * megabyte)]);
    await waitForStatus('second.bin', 'queued');
    expect(await statusOf('first.bin')).to.equal('uploading');
    await browser!.$('main button[aria-label="Cancel upload of second.bin"]').click();
    await waitForStatus('second.bin', 'cancelled');
    expect(await resultMessage()).to.equal('Unable to upload files!');
    expect(await statusOf('first.bin')).to.equal('finished');
    const titles = (await records(server!, list.id)).map((record) => record.title);
    expect(titles).to.have.length(before + 1);
    expect(titles).to.include('first').and.not.include('second');
  });
});
