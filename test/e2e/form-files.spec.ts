import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { Socket } from 'phoenix';
import { connect, disconnect, join, type Joined } from '../integration/support/phoenix-client';
import { openBrowser, screenshotOnFailure, type Browser } from '../support/browser';
import { acceptOverlap, openAs, waitForPath } from './support/console-page';
import { startConsoleServer, type ConsoleServer } from './support/console-server';

// Issue 29: the event form's file field takes a file (picker, progress, the stored key) and its content_select
// over imported media offers the demo's media by name, storing the key; both are saved with the event.

const waitMs = 30_000;
const megabyte = 1024 * 1024;

describe('e2e: file fields and imported media in the event form (issue 29)', () => {
  let server: ConsoleServer | undefined;
  let browser: Browser | undefined;
  let socket: Socket | undefined;
  let events: Joined | undefined;
  let folder = '';
  const title = `E2E form files ${Date.now()}`;

  before(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'form-files-e2e-'));
    server = await startConsoleServer();
    browser = await openBrowser();
    socket = await connect(server.current.socketUrl, await server.tokenFor('admin'));
    events = await join(socket, 'events:all', ['init', 'events', 'event-update']);
  });
  afterEach(async function () {
    await browser
      ?.setNetworkConditions({ offline: false, latency: 0, download_throughput: -1, upload_throughput: -1 })
      .catch(() => undefined);
    await screenshotOnFailure(browser, this.currentTest);
  });
  after(async () => {
    if (socket) await disconnect(socket);
    await browser?.deleteSession();
    await server?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const file = (name: string, bytes: number): string => {
    const target = path.join(folder, name);
    writeFileSync(target, Buffer.alloc(bytes, 7));
    return target;
  };
  const field = (name: string): string => `[data-testid="bottom-sheet"] [data-field="${name}"]`;
  const textOf = async (selector: string): Promise<string> => {
    const element = browser!.$(selector);
    return (await element.isExisting()) ? element.getText() : '';
  };
  const waitForText = (selector: string, pattern: RegExp, what: string): Promise<true> =>
    browser!.waitUntil(async () => pattern.test(await textOf(selector)), { timeout: waitMs, timeoutMsg: what });

  const sheetButton = async (text: string) => {
    for (const candidate of await browser!.$$('[data-testid="bottom-sheet"] button'))
      if ((await candidate.getText()).trim() === text) return candidate;
    throw new Error(`no ${text} button in the sheet`);
  };

  const openNewSportEvent = async (): Promise<void> => {
    const page = browser!;
    await openAs(page, server!.url, '/dashboard/event_new', await server!.tokenFor('admin'));
    await page.$('[data-testid="bottom-sheet"]').waitForExist({ timeout: waitMs });
    await page.$('input[data-testid="event-title"], [data-testid="event-title"] input').setValue(title);
    // Web Sport's event form (sport_event_form) has the file field and the imported media.
    await page
      .$('select[data-testid="event-destination"], [data-testid="event-destination"] select')
      .selectByVisibleText('Web Sport');
    // A source is required (issue 29).
    await page
      .$('select[data-testid="event-source"], [data-testid="event-source"] select')
      .selectByVisibleText('Studio 1');
    await page.$(`${field('opening_graphic')} input[type="file"]`).waitForExist({ timeout: waitMs });
  };

  it('says the limit of a file over it when it is chosen, and sends nothing', async () => {
    await openNewSportEvent();
    // One byte over the server's limit (config.json uploadLimitBytes, 64 MiB).
    await browser!.$(`${field('opening_graphic')} input[type="file"]`).setValue(file('huge.png', 64 * megabyte + 1));
    await waitForText(
      field('opening_graphic'),
      /huge\.png is 67,108,865 bytes; the limit is 67,108,864 bytes/,
      'no limit message',
    );
    expect(await textOf(field('opening_graphic'))).to.include('No file');
  });

  it('uploads a chosen file with progress and shows its stored key, a link to the file', async () => {
    const page = browser!;
    await openNewSportEvent();
    // ~1 MB/s: the 3 MB upload lasts long enough to see the bar move.
    await page.setNetworkConditions({
      offline: false,
      latency: 5,
      download_throughput: -1,
      upload_throughput: megabyte,
    });
    await page.$(`${field('opening_graphic')} input[type="file"]`).setValue(file('opening.png', 3 * megabyte));
    const bar = page.$(`${field('opening_graphic')} [role="progressbar"]`);
    await bar.waitForDisplayed({ timeout: waitMs, timeoutMsg: 'no progress bar while uploading' });
    await page.waitUntil(
      async () => {
        const value = Number(await bar.getAttribute('aria-valuenow'));
        return value > 0 && value < 1;
      },
      { timeout: waitMs, timeoutMsg: 'the progress bar never showed a percentage between 0 and 100' },
    );
    // Saving now would store the field's old value: the sheet's saves wait for the upload, and say so.
    const save = await sheetButton('Save');
    expect(await save.isEnabled()).to.equal(false);
    expect(await textOf('[data-testid="bottom-sheet"]')).to.include('Waiting for the upload to finish…');
    const keyPattern = /forms-event\/[0-9a-f]{32}\/opening_graphic_\d+\.png/;
    await waitForText(
      `[data-testid="form-file-key-opening_graphic"]`,
      /^Stored: forms-event\//,
      'the stored key never showed',
    );
    const shown = await textOf(`[data-testid="form-file-key-opening_graphic"]`);
    const key = keyPattern.exec(shown)?.[0];
    expect(key, shown).to.be.a('string');
    expect(await page.$('[data-testid="form-file-key-opening_graphic"] a').getAttribute('href')).to.match(
      new RegExp(`/storage/${key}$`),
    );
    await save.waitForEnabled({ timeout: waitMs, timeoutMsg: 'Save stayed disabled after the upload' });
    expect(await textOf('[data-testid="bottom-sheet"]')).to.not.include('Waiting for the upload');
  });

  it('offers imported media by name in a content_select, stores the key, and saves it with the uploaded file', async () => {
    const page = browser!;
    await openNewSportEvent();
    await page.$(`${field('opening_graphic')} input[type="file"]`).setValue(file('small.png', 2048));
    await waitForText(
      `[data-testid="form-file-key-opening_graphic"]`,
      /^Stored: forms-event\//,
      'the stored key never showed',
    );
    const key = /forms-event\/[0-9a-f]{32}\/opening_graphic_\d+\.png/.exec(
      await textOf(`[data-testid="form-file-key-opening_graphic"]`),
    )?.[0];
    // Imported media by name; the field stores the key.
    const intro = page.$(`${field('intro_video')} button[role="combobox"]`);
    await intro.waitForClickable({ timeout: waitMs });
    await intro.click();
    const optionTexts = (): Promise<string[]> =>
      page.execute(() => [...document.querySelectorAll('[role="option"]')].map((option) => option.textContent ?? ''));
    await page.waitUntil(async () => (await optionTexts()).some((text) => text.includes('Liiga intro 2026')), {
      timeout: waitMs,
      timeoutMsg: 'the imported media were never offered',
    });
    const offered = await optionTexts();
    expect(offered.some((text) => text.includes('Arena still') && text.includes('Picture'))).to.equal(true);
    const options = await page.$$('[role="option"]');
    await options[offered.findIndex((text) => text.includes('Liiga intro 2026'))]!.click();
    await waitForText(field('intro_video'), /Key: imports\/liiga_intro_2026\.mp4/, 'the chosen key never showed');
    expect(await intro.getText()).to.include('Liiga intro 2026');

    await page.$(`${field('league')} select`).selectByVisibleText('Liiga');
    if (await page.$('[data-testid="overlap-warning"]').isExisting()) await acceptOverlap(page);
    const save = await sheetButton('Save');
    await save.waitForClickable({ timeout: waitMs });
    await save.click();
    await waitForPath(page, /^\/dashboard\/event\/[0-9a-f-]{36}/);
    await page.waitUntil(
      async () =>
        (events!.received.get('event-update') ?? []).some((payload) => JSON.stringify(payload).includes(title)),
      { timeout: waitMs, timeoutMsg: 'the new event never came' },
    );
    const saved = JSON.stringify(
      (events!.received.get('event-update') ?? []).find((payload) => JSON.stringify(payload).includes(title)),
    );
    expect(saved).to.include(key!).and.include('"intro_video":"imports/liiga_intro_2026.mp4"');
  });
});
