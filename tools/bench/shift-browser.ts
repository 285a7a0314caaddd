import path from 'node:path';
import { remote } from 'webdriverio';
import { benchRoot, buildBenchPage, quantile } from './bench-page';
import { chromiumCapabilities } from '../../test/support/browser';
import { serveFolder } from '../../test/support/static-server';
import type { ShiftPageResult } from './browser/shift-page';
import { pageResult } from './page-progress';

/**
 * /replay's service in Chromium with the shift file chosen through a file input (a real, disk-backed File):
 * the time to a first scrub, seek times at seeded random points, long tasks while stepping and playing at 16×,
 * the page's peak heap.
 */
export const measureShiftBrowser = async (file: string, log: (text: string) => void, playSeconds = 20) => {
  const folder = path.join(benchRoot, '.bench', 'browser-shift');
  log('  bundling the shift page…');
  await buildBenchPage(folder, { name: 'shift', source: './tools/bench/browser/shift-page.ts' }, 'Shift benchmark');
  const site = await serveFolder(folder);
  const options = chromiumCapabilities['goog:chromeOptions'];
  const browser = await remote({
    logLevel: 'error',
    capabilities: {
      ...chromiumCapabilities,
      'goog:chromeOptions': {
        ...options,
        args: [...options.args, '--enable-precise-memory-info', '--js-flags=--max-old-space-size=4096'],
      },
    },
  });
  try {
    await browser.url(`${site.url}/index.html?seeks=100&steps=200&play=${playSeconds}`);
    await (await browser.$('#recording')).setValue(file);
    const result = await pageResult<ShiftPageResult>(browser, 'shiftBench', 'read', 60 * 60_000, log);
    const sorted = [...result.seeks].sort((a, b) => a - b);
    return {
      entries: result.entries,
      firstScrubMs: Math.round(result.firstScrubMs),
      seekP50Ms: quantile(sorted, 0.5),
      seekP95Ms: quantile(sorted, 0.95),
      peakHeapMegabytes: result.peakHeapMegabytes,
      seekable: result.seekable,
      stepTasksOver50Ms: result.stepTasksOver50Ms,
      steps: result.steps,
      playTasksOver50Ms: result.playTasksOver50Ms,
      playSeconds: result.playSeconds,
      playedEntries: result.playedEntries,
      longestTaskMs: result.longestTaskMs,
      browser: result.userAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? result.userAgent,
    };
  } finally {
    await browser.deleteSession();
    await site.close();
  }
};
