import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remote } from 'webdriverio';
import { startStudioServer } from '../../server/main';
import { insertRows } from '../../server/seed/bulk-insert';
import { chromiumCapabilities } from '../../test/support/browser';
import { ensureBundle } from '../build/ensure-bundle';
import { benchRoot } from './bench-page';
import { traceTimeline } from './cdp-trace';
import { collectLongTasks, observeLongTasks } from './long-tasks';
import { openSignedIn } from './signed-in-page';

// `npm run bench -- --content-list-only` (issue 16 "Speed"): a content list of 20,000 records in Chromium. The
// console is open on /content; a PerformanceObserver collects long tasks from the click on the list until the
// table has filtered and paged; the figures are the longest task after the list's init arrived and how many went
// over 50 ms. Debian's Chromium, headless, as in the browser tests.

/**
 * Runs in the page before the console's scripts: notes when each WebSocket message larger than 1 MB is handed
 * to the page (the list's init), so tasks can be split at the init's arrival. The browser's own task that
 * receives the message begins before this moment; every task after it (parsing, folding, drawing) is the
 * console's handling of the init.
 */
const recordMessages = `(() => {
  const Native = window.WebSocket;
  window.benchLargeMessages = [];
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        const size = typeof event.data === 'string' ? event.data.length : 0;
        if (size > 1 << 20) window.benchLargeMessages.push({ at: performance.now(), size });
      });
    }
  };
})();`;

const quiet = { info: () => undefined, warn: () => undefined, error: (message: string) => console.error(message) };

export interface ContentListFigures {
  readonly records: number;
  /** From the click on the list to the table counting its records (the init decoded, folded and drawn). */
  readonly openMs: number;
  /** The longest task of the whole run, the init's arrival included. */
  readonly longestTaskMs: number;
  /** Size of the init frame (characters) and the longest task after the page was handed it: parse, fold, draw,
   * filter and page (the browser's own task that received the frame is before it). */
  readonly initChars: number;
  readonly longestAfterArrivalMs: number;
  readonly tasksOver50MsAfterArrival: number;
  /** After the table showed the records: filtering and paging. */
  readonly longestAfterInitMs: number;
  readonly tasksOver50MsAfterInit: number;
  /** The longest task of each step after the init: the six keystrokes of the search, 100 rows a page, the next page. */
  readonly longestByStep: { readonly search: number; readonly pageSize: number; readonly next: number };
}

/**
 * With `trace`, a DevTools timeline trace of the open (click to table) goes to .bench/content-list-open.trace.json;
 * with `profile`, a CPU profile of the open to .bench/content-list-open.cpuprofile.
 */
export const measureContentList = async (
  records = 20_000,
  { trace = false, profile = false } = {},
): Promise<ContentListFigures> => {
  const distDir = ensureBundle();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-content-list-'));
  const server = await startStudioServer({ dataDir, port: 0, host: '127.0.0.1', seed: 'demo', log: quiet, distDir });
  const browser = await remote({ logLevel: 'error', capabilities: chromiumCapabilities });
  try {
    const [list] = await server.services.store.documents.cms_lists.list(`body->>'name' = $1`, ['Liiga teams']);
    if (!list) throw new Error('no Liiga teams list in the demo data');
    await server.services.store.db.write((tx) =>
      insertRows(
        tx,
        'cms_list_data',
        Array.from({ length: records }, (_, index) => ({
          uuid: crypto.randomUUID(),
          body: { cms_list_id: list.id, data: { name: `Team ${index}`, kind: index % 3 === 0 ? 'club' : 'national' } },
        })),
      ),
    );
    await browser.sendCommandAndGetResult('Page.addScriptToEvaluateOnNewDocument', { source: recordMessages });
    await openSignedIn(browser, server.url, '/content/list/default');
    const entry = browser.$(`[data-testid="content-list-entry"][data-list-id="${list.id}"]`);
    await entry.waitForDisplayed({ timeout: 60_000 });
    await observeLongTasks(browser);
    const total = async (): Promise<number> =>
      Number(/ of (\d+) records/.exec(await browser.$('[data-testid="content-records-count"]').getText())?.[1] ?? 0);
    const traceFile = path.join(benchRoot, '.bench', 'content-list-open.trace.json');
    const traced = trace ? traceTimeline(browser, server.url, 6000, traceFile) : undefined;
    if (profile) {
      await browser.sendCommandAndGetResult('Profiler.enable', {});
      await browser.sendCommandAndGetResult('Profiler.setSamplingInterval', { interval: 100 });
      await browser.sendCommandAndGetResult('Profiler.start', {});
    }
    const clicked = Date.now();
    await entry.click();
    await browser.waitUntil(async () => (await total()) >= records, {
      timeout: 120_000,
      interval: 50,
      timeoutMsg: 'the records did not arrive',
    });
    const openMs = Date.now() - clicked;
    if (traced) {
      await traced;
      console.error(`  timeline trace of the open: ${traceFile}`);
    }
    if (profile) {
      const result = (await browser.sendCommandAndGetResult('Profiler.stop', {})) as { profile: unknown };
      const file = path.join(benchRoot, '.bench', 'content-list-open.cpuprofile');
      writeFileSync(file, JSON.stringify(result.profile));
      console.error(`  CPU profile of the open: ${file}`);
    }
    const now = (): Promise<number> => browser.execute(() => performance.now());
    const shownAt = await now();
    // Filter (a search matching a tenth of the rows), then page: 100 rows a page, the next page.
    await browser.$('[data-testid="content-records-search"]').click();
    await browser.keys([...'Team 1']);
    await browser.waitUntil(
      async () => !(await browser.$('[data-testid="content-records-count"]').getText()).startsWith(`${records} of`),
      { timeout: 60_000, interval: 100 },
    );
    const pageSizeAt = await now();
    await browser.$('[data-testid="content-records-page-size"]').selectByAttribute('value', '100');
    const nextAt = await now();
    await browser.$('[data-testid="content-records-next"]').click();
    await browser.waitUntil(
      async () => (await browser.$('[data-testid="content-records-page"]').getText()).startsWith('Page 2 of'),
      { timeout: 60_000, interval: 50 },
    );
    const { tasks } = await collectLongTasks(browser);
    const [arrival] = (await browser.execute(
      () => (window as unknown as { benchLargeMessages: { at: number; size: number }[] }).benchLargeMessages,
    )) as { at: number; size: number }[];
    if (!arrival) throw new Error('the page was handed no frame over 1 MB: where did the init go?');
    const afterArrival = tasks.filter((task) => task.start >= arrival.at).map((task) => Math.round(task.duration));
    // The first long tasks are the init itself arriving (decode and fold of 20,000 records): the issue counts
    // what comes after it; the longest task of the whole run is reported apart.
    const after = tasks.filter((task) => task.start >= shownAt).map((task) => Math.round(task.duration));
    const longestBetween = (from: number, to: number): number =>
      Math.max(
        0,
        ...tasks.filter((task) => task.start >= from && task.start < to).map((task) => Math.round(task.duration)),
      );
    return {
      records,
      openMs,
      longestTaskMs: Math.max(0, ...tasks.map((task) => Math.round(task.duration))),
      initChars: arrival.size,
      longestAfterArrivalMs: Math.max(0, ...afterArrival),
      tasksOver50MsAfterArrival: afterArrival.filter((duration) => duration > 50).length,
      longestAfterInitMs: Math.max(0, ...after),
      tasksOver50MsAfterInit: after.filter((duration) => duration > 50).length,
      longestByStep: {
        search: longestBetween(shownAt, pageSizeAt),
        pageSize: longestBetween(pageSizeAt, nextAt),
        next: longestBetween(nextAt, Number.POSITIVE_INFINITY),
      },
    };
  } finally {
    await browser.deleteSession();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
