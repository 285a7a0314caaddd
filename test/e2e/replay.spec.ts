import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
/** Entries 5 ms apart (a busy console's pace) after the session's: what playing at 16× is measured on. */
const denseEntries = 6000;
const denseGapMs = 5;

/** The session followed by `denseEntries` small entries `denseGapMs` apart, as a version 1 file. */
const denseRecording = (file: string): void => {
  const lastAt = (JSON.parse(lines.at(-1) as string) as { at: number }).at;
  const dense = Array.from({ length: denseEntries }, (_, index) =>
    JSON.stringify({
      kind: 'FrameSent',
      at: lastAt + (index + 1) * denseGapMs,
      topic: 'profile:[redacted]',
      event: 'ping',
      payload: {},
      seq: entries + index + 1,
    }),
  );
  writeFileSync(file, `${[...lines, ...dense].join('\n')}\n`);
};

describe('e2e: replay a recording in the browser (issue 7)', () => {
  let browser: Browser | undefined;
  let site: Awaited<ReturnType<typeof serveFolder>> | undefined;
  let folder = '';
  /** The same session as version 2 blocks. */
  let blocks = '';
  /** The session with a busy stretch after it. */
  let dense = '';

  before(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'replay-e2e-'));
    blocks = path.join(folder, 'studio-session.screc');
    await convertRecording(fixture, 'blocks', blocks);
    dense = path.join(folder, 'dense-session.ndjson');
    denseRecording(dense);
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

  it('plays at 16× by the recording’s clock: a busy stretch moves many entries a frame (issue 33 §1)', async () => {
    await browser!.url(`${site!.url}/replay`);
    const input = browser!.$('[data-testid="recording-input"]');
    await input.waitForExist({ timeout: waitMs });
    await input.setValue(await browser!.uploadFile(dense));
    const total = entries + denseEntries;
    await browser!.waitUntil(async () => (await banner()).includes(`entry ${total} of ${total}`), {
      timeout: waitMs * 4,
      timeoutMsg: 'the dense recording did not open',
    });
    await browser!.$('[data-testid="jump-input"]').setValue(String(entries));
    await browser!.$('button=Jump').click();
    await browser!.waitUntil(async () => (await banner()).includes(`entry ${entries} of ${total}`), {
      timeout: waitMs,
      timeoutMsg: 'jump did not move the cursor',
    });
    await browser!.$('button=16×').click();
    // The page notes when Play is pressed and each entry number the banner shows, with its time.
    await browser!.execute(() => {
      const shown: [number, number][] = [];
      const played = { at: 0, shown };
      (window as unknown as { played: typeof played }).played = played;
      const bannerOf = document.querySelector('[data-testid="replay-banner"]') as Element;
      new MutationObserver(() => {
        const seq = Number(/entry (\d+) of/.exec(bannerOf.textContent ?? '')?.[1]);
        shown.push([performance.now(), seq]);
      }).observe(bannerOf, { subtree: true, childList: true, characterData: true });
      document.addEventListener('click', () => (played.at ||= performance.now()), { capture: true });
    });
    await browser!.$('button=Play').click();
    await browser!.waitUntil(async () => (await banner()).includes(`entry ${total} of ${total}`), {
      timeout: 120_000,
      interval: 200,
      timeoutMsg: 'playing did not reach the end',
    });
    const { at, shown } = (await browser!.execute(
      () => (window as unknown as { played: { at: number; shown: [number, number][] } }).played,
    )) as { at: number; shown: [number, number][] };
    const [endedAt] = shown.find(([, seq]) => seq === total) ?? [Infinity];
    const playedMs = endedAt - at;
    // One entry a timer tick (a browser's nested timers fire ≥ 4 ms apart) moves at most playedMs / 4 entries;
    // by the clock, 16× of 5 ms gaps is 3.2 entries a millisecond. At least four times the former:
    const oneAnEntryATick = playedMs / 4;
    expect(denseEntries, `${denseEntries} entries in ${Math.round(playedMs)} ms`).to.be.at.least(4 * oneAnEntryATick);
    expect(shown.length, 'moves shown a frame at a time, not an entry at a time').to.be.below(denseEntries / 4);
  });
});
