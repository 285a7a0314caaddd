import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { remote } from 'webdriverio';
import { benchRoot, buildBenchPage, quantile } from './bench-page';
import { chromiumCapabilities } from '../../test/support/browser';
import { serveFolder } from '../../test/support/static-server';
import type { PanelBenchResult } from './browser/instance-panel-page';

const summary = (times: readonly number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), max: sorted[sorted.length - 1] as number };
};

/** The tests' Chromium with a window this many pixels high. */
const capabilitiesWithHeight = (height: number) => {
  const options = chromiumCapabilities['goog:chromeOptions'];
  const args = options.args.map((arg) => (arg.startsWith('--window-size=') ? `--window-size=1440,${height}` : arg));
  return { ...chromiumCapabilities, 'goog:chromeOptions': { ...options, args } };
};

/**
 * The panel's updates with every section in view: figures out of view are not written (ui/shared/use-live,
 * LiveGate), so the cost of an update follows how much of the panel is on screen. A window 3,200 px high shows all
 * four tabs' sections at once.
 */
const measureAllInView = async (url: string): Promise<readonly number[]> => {
  const browser = await remote({ logLevel: 'error', capabilities: capabilitiesWithHeight(3200) });
  try {
    await browser.url(`${url}&modes=panel`);
    await browser.waitUntil(async () => (await browser.execute(() => window.panelBench)) !== undefined, {
      timeout: 10 * 60_000,
      interval: 500,
      timeoutMsg: 'the panel page did not finish (all in view)',
    });
    const state = await browser.execute(() => window.panelBench);
    if (!state?.result) throw new Error(`the panel page failed (all in view): ${state?.error ?? 'no result'}`);
    return state.result.panel;
  } finally {
    await browser.deleteSession();
  }
};

/**
 * The instance panel's cost per status frame in Chromium (issue 13 target: under 2 ms of main-thread work per
 * update with all four tabs open on a busy instance), against a baseline that re-renders the whole panel; in the
 * tests' 1440 × 900 window, and with the whole panel in view.
 */
export const measureInstancePanel = async (frames: number, log: (text: string) => void, { profile = false } = {}) => {
  const folder = path.join(benchRoot, '.bench', 'instance-panel');
  log('  bundling the panel page…');
  await buildBenchPage(
    folder,
    { name: 'panel', source: './tools/bench/browser/instance-panel-page.tsx' },
    'Instance panel benchmark',
  );
  const site = await serveFolder(folder);
  const browser = await remote({ logLevel: 'error', capabilities: chromiumCapabilities });
  try {
    if (profile) {
      await browser.sendCommandAndGetResult('Profiler.enable', {});
      await browser.sendCommandAndGetResult('Profiler.setSamplingInterval', { interval: 50 });
      await browser.sendCommandAndGetResult('Profiler.start', {});
    }
    await browser.url(`${site.url}/index.html?frames=${frames}${profile ? '&modes=panel' : ''}`);
    await browser.waitUntil(async () => (await browser.execute(() => window.panelBench)) !== undefined, {
      timeout: 10 * 60_000,
      interval: 500,
      timeoutMsg: 'the panel page did not finish',
    });
    const state = await browser.execute(() => window.panelBench);
    if (profile) {
      const result = (await browser.sendCommandAndGetResult('Profiler.stop', {})) as { profile: unknown };
      const file = path.join(folder, 'instance-panel.cpuprofile');
      writeFileSync(file, JSON.stringify(result.profile));
      log(`  CPU profile of the panel's frames: ${file}`);
    }
    if (!state?.result) throw new Error(`the panel page failed: ${state?.error ?? 'no result'}`);
    const result: PanelBenchResult = state.result;
    const allInView = profile ? [] : await measureAllInView(`${site.url}/index.html?frames=${frames}`);
    return {
      frames: result.panel.length,
      panel: summary(result.panel),
      allInView: summary(allInView),
      panelLayout: summary(result.panelLayout),
      baseline: summary(result.baseline),
      foldOnly: summary(result.foldOnly),
      browser: result.userAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? result.userAgent,
    };
  } finally {
    await browser.deleteSession();
    await site.close();
  }
};

const round = (value: number): number => Math.round(value * 100) / 100;

/** The section's figures and table rows for tools/bench/main.ts. */
export const instancePanelFigures = (measured: Awaited<ReturnType<typeof measureInstancePanel>>) => ({
  figures: {
    instancePanelFrames: measured.frames,
    instancePanelP50Ms: round(measured.panel.p50),
    instancePanelP95Ms: round(measured.panel.p95),
    instancePanelAllInViewP50Ms: round(measured.allInView.p50),
    instancePanelLayoutP50Ms: round(measured.panelLayout.p50),
    instancePanelBaselineP50Ms: round(measured.baseline.p50),
    instancePanelBaselineP95Ms: round(measured.baseline.p95),
    instancePanelFoldP50Ms: round(measured.foldOnly.p50),
  },
  withinTarget: measured.panel.p50 < 2,
  rows: [
    [
      'instance panel update p50 / p95 (Chromium)',
      `${round(measured.panel.p50)} / ${round(measured.panel.p95)} ms`,
      `target < 2 ms ${measured.panel.p50 < 2 ? '✓' : '✗'}; of which style and layout ${round(measured.panelLayout.p50)} ms; every section in view (3,200 px window) ${round(measured.allInView.p50)} ms; whole-panel baseline ${round(measured.baseline.p50)} / ${round(measured.baseline.p95)} ms; fold alone ${round(measured.foldOnly.p50)} ms; ${measured.browser}`,
    ] as [string, string, string],
  ],
});
