import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remote } from 'webdriverio';
import { startStudioServer } from '../../server/main';
import { insertRows } from '../../server/seed/bulk-insert';
import { chromiumCapabilities } from '../../test/support/browser';
import { ensureBundle } from '../build/ensure-bundle';
import { collectLongTasks, observeLongTasks } from './long-tasks';
import { openSignedIn } from './signed-in-page';

// `npm run bench -- --billing-only` (issue 17 "Speed"): a month of 5,000 billable events for one customer in
// Chromium. The console is open on /billing/billing/list; a PerformanceObserver collects long tasks from the
// customer's choice (the filter push and its 5 pages of 1,000 events) through the filter menu, the contract
// choice and the CSV export; the figure is the longest task after the table counted every event.

const quiet = { info: () => undefined, warn: () => undefined, error: (message: string) => console.error(message) };

export interface BillingBrowserFigures {
  readonly events: number;
  /** From the customer's choice to the table counting every event (pushed, paged, decoded, priced, drawn). */
  readonly loadMs: number;
  /** The longest task of the whole run, the arrival of the events included. */
  readonly longestTaskMs: number;
  /** After the table counted every event: the filter, the contract choice and the export. */
  readonly longestAfterLoadMs: number;
  readonly tasksOver100Ms: number;
  /** The longest task after each step began (until the next one), by step. */
  readonly longestByStep: Readonly<Record<string, number>>;
}

export const measureBillingBrowser = async (events = 5000): Promise<BillingBrowserFigures> => {
  const distDir = ensureBundle();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-billing-'));
  const server = await startStudioServer({ dataDir, port: 0, host: '127.0.0.1', seed: 'demo', log: quiet, distDir });
  const browser = await remote({ logLevel: 'error', capabilities: chromiumCapabilities });
  try {
    const { documents, db } = server.services.store;
    const [channel] = await documents.channels.list(`body->>'name' = $1`, ['tv_sport_hd']);
    const [contract] = await documents.cms_list_data.list(`body->'data'->>'title' = $1`, [
      'Liiga 2026–2027 production',
    ]);
    const customer = (channel?.body.meta as { billing_customer?: number } | undefined)?.billing_customer;
    if (!channel || !contract || customer === undefined) throw new Error('no billed demo channel or contract');
    const now = new Date();
    const monthStart = Math.floor(new Date(now.getFullYear(), now.getMonth(), 1).getTime() / 1000);
    const group = crypto.randomUUID();
    await db.write(async (tx) => {
      await insertRows(tx, 'event_groups', [{ uuid: group, body: { channel_id: channel.id, system_meta: {} } }]);
      await insertRows(
        tx,
        'events',
        Array.from({ length: events }, (_, index) => {
          const start = monthStart + (index % 27) * 86_400 + (index % 40) * 900;
          return {
            uuid: crypto.randomUUID(),
            body: {
              cached_start_time: start,
              cached_end_time: start + 5400 + (index % 7) * 600,
              offset: 900,
              channel_id: channel.id,
              title: `Bench event ${index}`,
              event_group_uuid: group,
              system_meta: {
                billing: {
                  contract: contract.id,
                  status: index % 3 === 0 ? 'billed' : 'not_billed',
                  ...(index % 29 === 0 ? { info: 'Overtime' } : {}),
                },
              },
            },
          };
        }),
      );
    });
    await openSignedIn(browser, server.url, '/billing/billing/list');
    const select = browser.$('[data-testid="billing-customer"]');
    await select.waitForDisplayed({ timeout: 60_000 });
    await browser.waitUntil(async () => (await select.getHTML()).includes(`value="${customer}"`), {
      timeout: 60_000,
      timeoutMsg: 'the customers did not load',
    });
    await observeLongTasks(browser);
    const count = async (): Promise<number> =>
      Number(/^(\d+) events/.exec(await browser.$('[data-testid="billing-totals"]').getText())?.[1] ?? 0);
    const chosen = Date.now();
    await select.selectByAttribute('value', String(customer));
    await browser.waitUntil(async () => (await count()) >= events, {
      timeout: 120_000,
      interval: 50,
      timeoutMsg: 'the events did not arrive',
    });
    const loadMs = Date.now() - chosen;
    const shownAt = await browser.execute(() => performance.now());
    const marks: [string, number][] = [];
    const mark = async (step: string): Promise<void> => {
      marks.push([step, await browser.execute(() => performance.now())]);
    };
    await mark('filter');
    await browser.$('[data-testid="billing-filter-menu"]').click();
    await browser.$('[data-testid="billing-filter-unbilled"]').click();
    await browser.keys('Escape');
    await browser.waitUntil(async () => (await count()) < events, { timeout: 60_000, interval: 50 });
    await mark('contract');
    await browser.$('[data-testid="billing-contract"]').selectByAttribute('value', 'all');
    const exportButton = browser.$('[data-testid="billing-export"]');
    await exportButton.waitForEnabled({ timeout: 60_000 });
    await mark('export');
    await exportButton.click();
    await browser.$('a[data-testid="billing-csv-download"]').waitForExist({ timeout: 60_000 });
    await mark('250 a page');
    await browser.$('[data-testid="billing-page-size"]').selectByAttribute('value', '250');
    await browser.$$('[data-testid="billing-row"]')[200]?.waitForExist({ timeout: 60_000 });
    await mark('end');
    const { tasks } = await collectLongTasks(browser);
    const after = tasks.filter((task) => task.start >= shownAt).map((task) => Math.round(task.duration));
    const all = tasks.map((task) => Math.round(task.duration));
    const longestByStep = Object.fromEntries(
      marks.slice(0, -1).map(([step, start], index) => {
        const end = marks[index + 1]?.[1] ?? Number.POSITIVE_INFINITY;
        const inside = tasks.filter((task) => task.start >= start && task.start < end);
        return [step, Math.max(0, ...inside.map((task) => Math.round(task.duration)))];
      }),
    );
    return {
      events,
      loadMs,
      longestByStep,
      longestTaskMs: Math.max(0, ...all),
      longestAfterLoadMs: Math.max(0, ...after),
      tasksOver100Ms: all.filter((duration) => duration > 100).length,
    };
  } finally {
    await browser.deleteSession();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
