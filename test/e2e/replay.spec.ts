import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { ensureBundle } from '../../tools/build/ensure-bundle';
import { convertRecording } from '../../tools/replay/recording-convert';
import { openBrowser, screenshotOnFailure, type Browser } from '../support/browser';
import { serveFolder } from '../support/static-server';

// Issue 7, replay in the browser: /replay works without signing in to any backend (a static site is enough),
// reads a recording through the file input and scrubs through the replayed state. Issue 33 §1: a version 2
// recording (compressed blocks with an index, .screc) opens and scrubs as the NDJSON one does.

const fixture = path.resolve('test/fixtures/recordings/studio-session.ndjson');
const lines = readFileSync(fixture, 'utf8').trim().split('\n');
const entries = lines.length - 1;
/** The entry that brings the running orders (its line index is its seq: line 0 is the header). */
const ordersSeq = lines.findIndex(
  (line) => line.includes('"topic":"running_orders') && line.includes('"event":"init"'),
);
const waitMs = 15_000;

describe('e2e: replay a recording in the browser (issue 7)', () => {
  let browser: Browser | undefined;
  let site: Awaited<ReturnType<typeof serveFolder>> | undefined;
  let folder = '';
  /** The same session as version 2 blocks. */
  let blocks = '';

  before(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'replay-e2e-'));
    blocks = path.join(folder, 'studio-session.screc');
    await convertRecording(fixture, 'blocks', blocks);
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

  /** Opens `file`, checks the banner, jumps back before the running orders and steps forward onto them. */
  const scrubs = async (file: string): Promise<void> => {
    expect(ordersSeq).to.be.greaterThan(1);
    await browser!.url(`${site!.url}/replay`);
    const input = browser!.$('[data-testid="recording-input"]');
    await input.waitForExist({ timeout: waitMs });
    expect(await input.getAttribute('accept')).to.contain('.screc');
    await input.setValue(await browser!.uploadFile(file));

    await browser!.waitUntil(async () => (await banner()).startsWith(`Replaying ${path.basename(file)}`), {
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
  };

  it('opens the recording, shows "Replaying FILE — entry N of M", jumps back before the running orders and steps forward', async () => {
    await scrubs(fixture);
    expect(await browser!.$$('[data-testid="timeline-marks"] [data-kind="command"]').length).to.be.greaterThan(0);
  });

  it('opens the same session as version 2 blocks (.screc, issue 33 §1) and scrubs it alike', async () => {
    await scrubs(blocks);
  });
});
