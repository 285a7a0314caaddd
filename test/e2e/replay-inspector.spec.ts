import path from 'node:path';
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { ensureBundle } from '../../tools/build/ensure-bundle';
import { openBrowser, screenshotOnFailure, type Browser } from '../support/browser';
import { serveFolder } from '../support/static-server';

// Issue 7, log inspector: filters, the diff of a CommandSettled and of a list update entry, jump to a time,
// and a slice exported as a new recording.

const fixture = path.resolve('test/fixtures/recordings/studio-session.ndjson');
const lines = readFileSync(fixture, 'utf8').trim().split('\n');
const entries = lines.length - 1;
const seqOf = (matches: (line: string) => boolean): number =>
  lines.findIndex((line, index) => index > 0 && matches(line));
const updateSeq = seqOf((line) => line.includes('"topic":"running_orders:all"') && line.includes('"event":"update"'));
const waitMs = 15_000;

describe('e2e: the replay log inspector (issue 7)', () => {
  let browser: Browser | undefined;
  let site: Awaited<ReturnType<typeof serveFolder>> | undefined;

  before(async () => {
    site = await serveFolder(ensureBundle());
    browser = await openBrowser();
    await browser.url(`${site.url}/replay`);
    const input = browser.$('[data-testid="recording-input"]');
    await input.waitForExist({ timeout: waitMs });
    await input.setValue(await browser.uploadFile(fixture));
    await browser.$('[data-testid="entry-list"]').waitForExist({ timeout: waitMs });
  });
  afterEach(async function () {
    await screenshotOnFailure(browser, this.currentTest);
  });
  after(async () => {
    await browser?.deleteSession();
    await site?.close();
  });

  const count = async (): Promise<string> => browser!.$('[data-testid="entry-count"]').getText();
  const banner = async (): Promise<string> => browser!.$('[data-testid="replay-banner"]').getText();
  const type = async (testId: string, text: string): Promise<void> => {
    const input = browser!.$(`[data-testid="${testId}"]`);
    await input.clearValue();
    if (text) await input.setValue(text);
  };

  it('filters by kind and shows the CommandSettled entry’s change of the journal, before and after', async () => {
    await browser!.waitUntil(async () => (await count()) === `${entries} of ${entries} entries`, {
      timeout: waitMs,
      timeoutMsg: 'not every entry listed',
    });
    await browser!.$('[data-testid="filter-kind"]').click();
    await browser!.$('[role="option"]=CommandSettled').click();
    await browser!.waitUntil(async () => (await count()).startsWith('4 of '), {
      timeout: waitMs,
      timeoutMsg: `kind filter: ${await count()}`,
    });
    const rows = await browser!.$$('[data-testid="entry-list"] button[data-seq]');
    expect(rows.length).to.equal(4);
    await rows[0]!.click();
    const detail = browser!.$('[data-testid="entry-detail"]');
    await browser!.waitUntil(async () => (await detail.getText()).includes('CommandSettled'), {
      timeout: waitMs,
      timeoutMsg: 'no detail',
    });
    const journal = browser!.$('[data-projection-change="journal"]');
    await journal.waitForExist({ timeout: waitMs });
    const text = await journal.getText();
    expect(text).to.contain('.status');
    expect(text).to.contain('"pending"');
    expect(await browser!.$('[data-testid="entry-payload"]').getText()).to.contain('"latencyMs"');
  });

  it('filters by topic and event and shows the list update changing the runningOrders projection', async () => {
    await browser!.$('button=Clear filters').click();
    await type('filter-topic', 'running_orders:all');
    await type('filter-event', 'update');
    await browser!.waitUntil(async () => (await count()).startsWith('2 of '), {
      timeout: waitMs,
      timeoutMsg: `topic/event filter: ${await count()}`,
    });
    await browser!.$(`[data-testid="entry-list"] button[data-seq="${updateSeq}"]`).click();
    await browser!.$('[data-projection-change="runningOrders"]').waitForExist({ timeout: waitMs });
    expect(await banner()).to.contain(`entry ${updateSeq} of ${entries}`);
    await type('filter-text', 'no such text anywhere');
    await browser!.waitUntil(async () => (await count()).startsWith('0 of '), {
      timeout: waitMs,
      timeoutMsg: 'text filter kept entries',
    });
    await browser!.$('button=Clear filters').click();
  });

  it('jumps to a time', async () => {
    const target = JSON.parse(lines[10]!) as { at: number; seq?: number };
    const expected = lines.findIndex(
      (line, index) => index > 0 && (JSON.parse(line) as { at: number }).at >= target.at,
    );
    await type('jump-time-input', new Date(target.at).toISOString().replace('T', ' ').replace('Z', ''));
    await browser!.$('button=Jump to time').click();
    await browser!.waitUntil(async () => (await banner()).includes(`entry ${expected} of ${entries}`), {
      timeout: waitMs,
      timeoutMsg: `time jump: ${await banner()}`,
    });
  });

  it('exports entries 3–12 as a new recording whose header says it is a slice', async () => {
    await type('slice-from', '3');
    await type('slice-to', '12');
    await browser!.$('button=Export slice').click();
    const link = browser!.$('a[data-testid="slice-download"]');
    await link.waitForExist({ timeout: waitMs });
    expect(await link.getAttribute('download')).to.equal('studio-session-slice-3-12.ndjson');
    const text = await browser!.executeAsync((done: (text: string) => void) => {
      const anchor = document.querySelector('a[data-testid="slice-download"]') as HTMLAnchorElement;
      void fetch(anchor.href)
        .then((response) => response.text())
        .then(done);
    });
    const [header, ...sliced] = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(header).to.include({
      format: 'studio-console-recording',
      firstSeq: 3,
      note: 'slice of studio-session.ndjson, entries 3–12',
    });
    expect(sliced.map((entry) => entry.seq)).to.deep.equal([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});
