import path from 'node:path';
import { remote } from 'webdriverio';
import { benchRoot, buildBenchPage, quantile } from './bench-page';
import { chromiumCapabilities } from '../../test/support/browser';
import { serveFolder } from '../../test/support/static-server';
import type { ShiftPageResult } from './browser/shift-page';

/**
 * /replay's service in Chromium with the shift file chosen through a file input (a real, disk-backed File):
 * the time to a first scrub, seek times at seeded random points, the page's peak heap.
 */
export const measureShiftBrowser = async (file: string, log: (text: string) => void) => {
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
    await browser.url(`${site.url}/index.html?seeks=100`);
    await (await browser.$('#recording')).setValue(file);
    let reported = 0;
    await browser.waitUntil(
      async () => {
        const state = await browser.execute(() => window.shiftBench);
        if (state && state.progress - reported >= 0.25 && !state.result) {
          reported = state.progress;
          log(`  read ${Math.round(state.progress * 100)} %…`);
        }
        return state?.result !== undefined || state?.error !== undefined;
      },
      { timeout: 60 * 60_000, interval: 1000, timeoutMsg: 'the shift page did not finish' },
    );
    const state = await browser.execute(() => window.shiftBench);
    if (!state?.result) throw new Error(`the shift page failed: ${state?.error ?? 'no result'}`);
    const result: ShiftPageResult = state.result;
    const sorted = [...result.seeks].sort((a, b) => a - b);
    return {
      entries: result.entries,
      firstScrubMs: Math.round(result.firstScrubMs),
      seekP50Ms: quantile(sorted, 0.5),
      seekP95Ms: quantile(sorted, 0.95),
      peakHeapMegabytes: result.peakHeapMegabytes,
      browser: result.userAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? result.userAgent,
    };
  } finally {
    await browser.deleteSession();
    await site.close();
  }
};
