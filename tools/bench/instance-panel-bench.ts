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

/**
 * The instance panel's cost per status frame in Chromium (issue 13 target: under 2 ms of main-thread work per
 * update with all four tabs open on a busy instance), against a baseline that re-renders the whole panel.
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
    return {
      frames: result.panel.length,
      panel: summary(result.panel),
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
      `target < 2 ms ${measured.panel.p50 < 2 ? '✓' : '✗'}; of which style and layout ${round(measured.panelLayout.p50)} ms; whole-panel baseline ${round(measured.baseline.p50)} / ${round(measured.baseline.p95)} ms; fold alone ${round(measured.foldOnly.p50)} ms; ${measured.browser}`,
    ] as [string, string, string],
  ],
});
