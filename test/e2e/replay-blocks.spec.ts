import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { ensureBundle } from '../../tools/build/ensure-bundle';
import { convertRecording } from '../../tools/replay/recording-convert';
import { openBrowser, screenshotOnFailure, type Browser } from '../support/browser';
import { serveFolder } from '../support/static-server';

// Issue 33 §1: /replay opens a version 2 recording (compressed blocks with an index) as it opens NDJSON.

const fixture = path.resolve('test/fixtures/recordings/studio-session.ndjson');
const lines = readFileSync(fixture, 'utf8').trim().split('\n');
const entries = lines.length - 1;
const ordersSeq = lines.findIndex(
  (line) => line.includes('"topic":"running_orders') && line.includes('"event":"init"'),
);
const waitMs = 15_000;

describe('e2e: replay a version 2 recording in the browser (issue 33)', () => {
  let browser: Browser | undefined;
  let site: Awaited<ReturnType<typeof serveFolder>> | undefined;
  let folder = '';
  let file = '';

  before(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'replay-blocks-e2e-'));
    file = path.join(folder, 'studio-session.screc');
    await convertRecording(fixture, 'blocks', file);
    site = await serveFolder(ensureBundle());
    browser = await openBrowser();
  });
  afterEach(async function () {
    await screenshotOnFailure(browser, this.currentTest);
  });
  after(async () => {
    await browser?.deleteSession();
    await site?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const banner = async (): Promise<string> => browser!.$('[data-testid="replay-banner"]').getText();
  const runningOrders = async (): Promise<string> => browser!.$('[data-projection="runningOrders"] td').getText();

  it('reads the blocks, shows every entry and scrubs back before the running orders and forward again', async () => {
    await browser!.url(`${site!.url}/replay`);
    const input = browser!.$('[data-testid="recording-input"]');
    await input.waitForExist({ timeout: waitMs });
    expect(await input.getAttribute('accept')).to.contain('.screc');
    await input.setValue(await browser!.uploadFile(file));

    await browser!.waitUntil(async () => (await banner()).startsWith('Replaying studio-session.screc'), {
      timeout: waitMs,
      timeoutMsg: 'no replay banner',
    });
    expect(await banner()).to.contain(`entry ${entries} of ${entries}, `);
    expect(await runningOrders()).to.not.contain('byId: 0 entries');

    await browser!.$('[data-testid="jump-input"]').setValue(String(ordersSeq - 1));
    await browser!.$('button=Jump').click();
    await browser!.waitUntil(async () => (await banner()).includes(`entry ${ordersSeq - 1} of ${entries}`), {
      timeout: waitMs,
      timeoutMsg: 'jump did not move the cursor',
    });
    expect(await runningOrders()).to.contain('byId: 0 entries');
    await browser!.$('button[aria-label="Step forward one entry"]').click();
    await browser!.waitUntil(async () => (await banner()).includes(`entry ${ordersSeq} of ${entries}`), {
      timeout: waitMs,
      timeoutMsg: 'step did not move the cursor',
    });
    expect(await runningOrders()).to.not.contain('byId: 0 entries');
    expect(await browser!.$('[data-testid="cursor-entry"]').getText()).to.contain('"kind": "FrameReceived"');
  });
});
