import type { Browser } from '../../test/support/browser';
import type { CountingProxy } from './counting-proxy';

// The wall's cold open and its distance behind live (issue 31 §3), for wall-browser.ts.

declare global {
  interface Window {
    /** performance.now() of each wall video's first 'playing' event, by channel (recorded from the first script on). */
    benchFirstPlays?: Record<string, number>;
  }
}

// Runs before any script of the page: notes when each card's video first plays (media events do not bubble, a
// capturing listener on the document hears them all).
const firstPlaysScript = `
window.benchFirstPlays = {};
document.addEventListener('playing', (event) => {
  const card = event.target.closest && event.target.closest('[data-testid="monitor-card"]');
  const channel = card && card.getAttribute('data-channel');
  if (channel && !(channel in window.benchFirstPlays)) window.benchFirstPlays[channel] = performance.now();
}, true);
`;

export interface ColdOpens {
  /** ms from navigation start to each tile's first frame playing, every tile of every open. */
  readonly tileMs: readonly number[];
  /** The most HTTP/1.1 connections the browser held to the server at once during an open. */
  readonly maxConnections: number;
  /** ms a media request waited before it was sent (Resource Timing: requestStart − startTime, connecting aside). */
  readonly requestWaitP95Ms: number;
}

const percentile = (values: readonly number[], fraction: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
};

/**
 * Opens the wall `opens` times (away to about:blank between, the bundle in the browser's cache as on an
 * operator's screen after the first) and times every tile from navigation start to its first 'playing'.
 */
export const measureColdOpens = async (
  browser: Browser,
  proxy: CountingProxy,
  path: string,
  tiles: number,
  opens: number,
): Promise<ColdOpens> => {
  await browser.sendCommandAndGetResult('Page.enable', {});
  await browser.sendCommandAndGetResult('Page.addScriptToEvaluateOnNewDocument', { source: firstPlaysScript });
  const tileMs: number[] = [];
  const waits: number[] = [];
  let maxConnections = 0;
  for (let open = 0; open < opens; open += 1) {
    await browser.url('about:blank');
    // Let the previous page's connections close, so each open starts from none.
    await browser.pause(1500);
    proxy.resetCounts();
    await browser.url(`${proxy.url}${path}`);
    await browser.waitUntil(
      async () => (await browser.execute(() => Object.keys(window.benchFirstPlays ?? {}).length)) >= tiles,
      { timeout: 120_000, interval: 200, timeoutMsg: `open ${open}: not every tile played` },
    );
    const { plays, requestWaits } = await browser.execute(() => ({
      plays: Object.values(window.benchFirstPlays ?? {}),
      requestWaits: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/hls/'))
        .map((entry) => {
          const timing = entry as PerformanceResourceTiming;
          return timing.requestStart - timing.startTime - (timing.connectEnd - timing.connectStart);
        }),
    }));
    tileMs.push(...plays);
    waits.push(...requestWaits);
    maxConnections = Math.max(maxConnections, proxy.maxHttpConnections());
  }
  return { tileMs, maxConnections, requestWaitP95Ms: Math.round(percentile(waits, 0.95)) };
};

export interface LiveDistance {
  readonly samples: number;
  /** The most any tile was behind the clock in a sample (now − the program date-time of its frame), seconds. */
  readonly behindMaxSeconds: number;
  readonly behindMedianSeconds: number;
  /** The largest gap between the tiles furthest apart in one sample, seconds. */
  readonly spreadMaxSeconds: number;
  /** Samples where a tile had no program date-time yet (not playing). */
  readonly tilesWithoutDate: number;
}

/** One sample: how far behind the clock each tile's frame is, read at one instant in the page. */
const sampleBehind = (browser: Browser): Promise<(number | null)[]> =>
  browser.execute(() => {
    const now = Date.now();
    return [...document.querySelectorAll<HTMLVideoElement>('[data-testid="monitor-card"] video')].map((video) => {
      const epoch = Number(video.dataset.liveEpoch);
      return Number.isFinite(epoch) && !video.paused ? (now - (epoch + video.currentTime * 1000)) / 1000 : null;
    });
  });

/** Samples every `everyMs` for `seconds`, while the caller's other measurements run in the page. */
export const sampleLiveDistance = async (browser: Browser, seconds: number, everyMs = 1000): Promise<LiveDistance> => {
  const behind: number[] = [];
  let spreadMax = 0;
  let withoutDate = 0;
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const sample = await sampleBehind(browser);
    const known = sample.filter((value): value is number => value !== null);
    withoutDate += sample.length - known.length;
    behind.push(...known);
    if (known.length > 1) spreadMax = Math.max(spreadMax, Math.max(...known) - Math.min(...known));
    await browser.pause(everyMs);
  }
  const round = (value: number): number => Math.round(value * 100) / 100;
  return {
    samples: behind.length,
    behindMaxSeconds: round(Math.max(0, ...behind)),
    behindMedianSeconds: round(percentile(behind, 0.5)),
    spreadMaxSeconds: round(spreadMax),
    tilesWithoutDate: withoutDate,
  };
};

export { percentile };
