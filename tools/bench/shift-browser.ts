import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { remote } from 'webdriverio';
import { benchRoot, buildBenchPage, quantile } from './bench-page';
import { longTaskTime, type CpuProfile } from './cpu-profile-tasks';
import { chromiumCapabilities, type Browser } from '../../test/support/browser';
import { serveFolder } from '../../test/support/static-server';
import type { ShiftPageResult } from './browser/shift-page';
import { pageResult } from './page-progress';

export interface ShiftBrowserOptions {
  readonly playSeconds?: number;
  /** Seeks at seeded random points before the steps (100). */
  readonly seeks?: number;
  /** CPU profiles of the steps and of the play to .bench/shift-steps.cpuprofile and shift-play.cpuprofile, with what their long tasks ran. */
  readonly profile?: boolean;
}

/** Waits until the page waits at `phase` (with `profile=1`); a page that failed throws its error. */
const reached = (browser: Browser, phase: string): Promise<unknown> =>
  browser.waitUntil(
    async () => {
      const state = await browser.execute(() => ({
        waiting: window.shiftBench?.waiting,
        error: window.shiftBench?.error,
      }));
      if (state.error) throw new Error(`the shift page failed: ${state.error}`);
      return state.waiting === phase;
    },
    { timeout: 60 * 60_000, interval: 200, timeoutMsg: `the shift page never reached its ${phase}` },
  );

/** Starts a CPU profile and lets the page go on with `phase`. */
const profiling = async (browser: Browser, phase: string): Promise<void> => {
  await browser.sendCommandAndGetResult('Profiler.start', {});
  await browser.execute((name: string) => (window.shiftBenchGo = name), phase);
};

/** Stops the profile, writes it to .bench/shift-NAME.cpuprofile and logs what its long tasks ran. */
const profileWritten = async (browser: Browser, name: string, log: (text: string) => void): Promise<void> => {
  const { profile } = (await browser.sendCommandAndGetResult('Profiler.stop', {})) as { profile: CpuProfile };
  const file = path.join(benchRoot, '.bench', `shift-${name}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  const time = longTaskTime(profile);
  log(`  CPU profile of the ${name}: ${file}; ${time.tasks} tasks over 50 ms (longest ${time.longestMs} ms), in them:`);
  for (const { name: fn, ms } of time.functions) log(`    ${ms} ms  ${fn}`);
};

/**
 * /replay's service in Chromium with the shift file chosen through a file input (a real, disk-backed File):
 * the time to a first scrub, seek times at seeded random points, each step's time and the long tasks while
 * stepping, the pace reached and the long tasks while playing at 16×, the page's peak heap.
 */
export const measureShiftBrowser = async (
  file: string,
  log: (text: string) => void,
  { playSeconds = 20, seeks = 100, profile = false }: ShiftBrowserOptions = {},
) => {
  const folder = path.join(benchRoot, '.bench', 'browser-shift');
  log('  bundling the shift page…');
  await buildBenchPage(folder, { name: 'shift', source: './tools/bench/browser/shift-page.ts' }, 'Shift benchmark', {
    minimize: !profile,
  });
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
    await browser.url(
      `${site.url}/index.html?seeks=${seeks}&steps=200&play=${playSeconds}${profile ? '&profile=1' : ''}`,
    );
    if (profile) await browser.sendCommandAndGetResult('Profiler.enable', {});
    await (await browser.$('#recording')).setValue(file);
    if (profile) {
      await reached(browser, 'steps');
      await profiling(browser, 'steps');
      await reached(browser, 'stepped');
      await profileWritten(browser, 'steps', log);
      await browser.execute(() => (window.shiftBenchGo = 'stepped'));
      await reached(browser, 'play');
      await profiling(browser, 'play');
    }
    const result = await pageResult<ShiftPageResult>(browser, 'shiftBench', 'read', 60 * 60_000, log);
    if (profile) await profileWritten(browser, 'play', log);
    const sorted = [...result.seeks].sort((a, b) => a - b);
    const steps = [...result.stepsMs].sort((a, b) => a - b);
    return {
      entries: result.entries,
      firstScrubMs: Math.round(result.firstScrubMs),
      seekP50Ms: quantile(sorted, 0.5),
      seekP95Ms: quantile(sorted, 0.95),
      peakHeapMegabytes: result.peakHeapMegabytes,
      seekable: result.seekable,
      stepTasksOver50Ms: result.stepTasksOver50Ms,
      steps: result.steps,
      stepP50Ms: quantile(steps, 0.5),
      stepP95Ms: quantile(steps, 0.95),
      stepMaxMs: Math.round(steps.at(-1) ?? 0),
      playTasksOver50Ms: result.playTasksOver50Ms,
      playSeconds: result.playSeconds,
      playedEntries: result.playedEntries,
      playSpeed: result.playSpeed,
      playMovesShown: result.playMovesShown,
      longestTaskMs: result.longestTaskMs,
      browser: result.userAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? result.userAgent,
    };
  } finally {
    await browser.deleteSession();
    await site.close();
  }
};
