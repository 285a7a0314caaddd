import path from 'node:path';
import { remote } from 'webdriverio';
import { benchRoot, buildBenchPage, quantile } from './bench-page';
import { chromiumCapabilities } from '../../test/support/browser';
import { serveFolder } from '../../test/support/static-server';
import type { SeekPageResult } from './browser/seek-page';
import { pageResult } from './page-progress';

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
    const result = await pageResult<SeekPageResult>(browser, 'seekBench', 'folded', 20 * 60_000, log);
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
