import type { Browser } from '../../test/support/browser';

// The long-task observer the Chromium bench sections share: a `PerformanceObserver` for `longtask` entries (every
// main-thread task over 50 ms, the Long Tasks API) and one for long animation frames, whose script entries name
// what ran in them (invoker and file), summed per script so a section can say what its long tasks are.

export interface LongTask {
  /** performance.now() of the page when the task began. */
  readonly start: number;
  readonly duration: number;
}

export interface LongTaskRecord {
  readonly tasks: readonly LongTask[];
  /** Milliseconds per "invoker (file)" inside long animation frames. */
  readonly scripts: Readonly<Record<string, number>>;
  /** Long animation frames (over 50 ms): how many, and their time in scripts and in style and layout, summed. */
  readonly frames: LongFrames;
}

export interface LongFrames {
  readonly count: number;
  readonly scriptMs: number;
  readonly styleAndLayoutMs: number;
}

declare global {
  interface Window {
    benchLongTasks?: {
      tasks: LongTask[];
      scripts: Record<string, number>;
      frames: { count: number; scriptMs: number; styleAndLayoutMs: number };
    };
  }
}

/** Starts observing in the page open now (again after a navigation: the observers live with the document). */
export const observeLongTasks = async (browser: Browser): Promise<void> => {
  await browser.execute(() => {
    const tasks: { start: number; duration: number }[] = [];
    const scripts: Record<string, number> = {};
    const frames = { count: 0, scriptMs: 0, styleAndLayoutMs: 0 };
    window.benchLongTasks = { tasks, scripts, frames };
    new PerformanceObserver((found) => {
      for (const task of found.getEntries()) tasks.push({ start: task.startTime, duration: task.duration });
    }).observe({ type: 'longtask' });
    new PerformanceObserver((found) => {
      for (const frame of found.getEntries() as (PerformanceEntry & {
        styleAndLayoutStart?: number;
        scripts?: { invoker: string; sourceURL: string; duration: number }[];
      })[]) {
        frames.count += 1;
        if (frame.styleAndLayoutStart)
          frames.styleAndLayoutMs += frame.startTime + frame.duration - frame.styleAndLayoutStart;
        for (const script of frame.scripts ?? []) {
          const key = `${script.invoker} (${script.sourceURL.split('/').pop() ?? ''})`;
          scripts[key] = (scripts[key] ?? 0) + script.duration;
          frames.scriptMs += script.duration;
        }
      }
    }).observe({ type: 'long-animation-frame' });
  });
};

/** What the observers collected so far. */
export const collectLongTasks = async (browser: Browser): Promise<LongTaskRecord> =>
  (await browser.execute(
    () => window.benchLongTasks ?? { tasks: [], scripts: {}, frames: { count: 0, scriptMs: 0, styleAndLayoutMs: 0 } },
  )) as LongTaskRecord;

/** The `count` scripts that ran longest, as "invoker (file): N ms". */
export const longestScripts = (scripts: Readonly<Record<string, number>>, count = 5): string[] =>
  Object.entries(scripts)
    .sort(([, a], [, b]) => b - a)
    .slice(0, count)
    .map(([script, ms]) => `${script}: ${Math.round(ms)} ms`);

/** The page's performance.now(), to split tasks into steps. */
export const pageNow = (browser: Browser): Promise<number> => browser.execute(() => performance.now());

/** Heap in use after a forced collection (CDP), bytes: what the page really keeps. */
export const collectedHeap = async (browser: Browser): Promise<number> => {
  await browser.sendCommandAndGetResult('HeapProfiler.collectGarbage', {});
  const usage = (await browser.sendCommandAndGetResult('Runtime.getHeapUsage', {})) as { usedSize: number };
  return usage.usedSize;
};
