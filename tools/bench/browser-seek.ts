import path from 'node:path';
import { remote } from 'webdriverio';
import { benchRoot, buildBenchPage, quantile } from './bench-page';
import { chromiumCapabilities } from '../../test/support/browser';
import { serveFolder } from '../../test/support/static-server';
import type { SeekPageResult } from './browser/seek-page';

/**
 * Seek in Chromium (issue 7 target: p95 ≤ 100 ms in a 1,000,000-entry recording): the page folds the
 * synthetic recording into the real ProjectionStore and seeks at seeded random points; webdriverio reads
 * the times back. Chromium is Debian's, headless, as in the browser tests.
 */
export const measureBrowserSeek = async (entries: number, log: (text: string) => void) => {
  const folder = path.join(benchRoot, '.bench', 'browser-seek');
  log('  bundling the seek page…');
  await buildBenchPage(folder, { name: 'seek', source: './tools/bench/browser/seek-page.ts' }, 'Seek benchmark');
  const site = await serveFolder(folder);
  const options = chromiumCapabilities['goog:chromeOptions'];
  const browser = await remote({
    logLevel: 'error',
    capabilities: {
      ...chromiumCapabilities,
      'goog:chromeOptions': { ...options, args: [...options.args, '--enable-precise-memory-info'] },
    },
  });
  try {
    await browser.url(`${site.url}/index.html?entries=${entries}&seeks=100`);
    let reported = 0;
    await browser.waitUntil(
      async () => {
        const state = await browser.execute(() => window.seekBench);
        if (state && state.progress - reported >= 0.25 && !state.result) {
          reported = state.progress;
          log(`  folded ${Math.round(state.progress * 100)} %…`);
        }
        return state?.result !== undefined || state?.error !== undefined;
      },
      { timeout: 20 * 60_000, interval: 1000, timeoutMsg: 'the seek page did not finish' },
    );
    const state = await browser.execute(() => window.seekBench);
    if (!state?.result) throw new Error(`the seek page failed: ${state?.error ?? 'no result'}`);
    const result: SeekPageResult = state.result;
    const sorted = [...result.seeks].sort((a, b) => a - b);
    return {
      p50: quantile(sorted, 0.5),
      p95: quantile(sorted, 0.95),
      max: sorted[sorted.length - 1] as number,
      ingestPerSecond: result.entries / result.ingestSeconds,
      checkpointInterval: result.checkpointInterval,
      heapMegabytes: result.heapMegabytes,
      browser: result.userAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? result.userAgent,
    };
  } finally {
    await browser.deleteSession();
    await site.close();
  }
};
