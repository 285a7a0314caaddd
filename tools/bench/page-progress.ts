import type { remote } from 'webdriverio';

type Browser = Awaited<ReturnType<typeof remote>>;

/** What a bench page publishes on `window` while it runs: progress 0..1, then a result or an error. */
export interface PageProgress<R> {
  readonly progress: number;
  readonly result?: R;
  readonly error?: string;
}

/**
 * Waits for a bench page's `window[name]` to hold a result, logging its progress every quarter (`what`: "read",
 * "folded"); throws with the page's error when it failed.
 */
export const pageResult = async <R>(
  browser: Browser,
  name: string,
  what: string,
  timeoutMs: number,
  log: (text: string) => void,
): Promise<R> => {
  const read = (): Promise<PageProgress<R> | undefined> =>
    browser.execute((key: string) => (window as unknown as Record<string, PageProgress<R> | undefined>)[key], name);
  let reported = 0;
  await browser.waitUntil(
    async () => {
      const state = await read();
      if (state && state.progress - reported >= 0.25 && !state.result) {
        reported = state.progress;
        log(`  ${what} ${Math.round(state.progress * 100)} %…`);
      }
      return state?.result !== undefined || state?.error !== undefined;
    },
    { timeout: timeoutMs, interval: 1000, timeoutMsg: `the ${name} page did not finish` },
  );
  const state = await read();
  if (!state?.result) throw new Error(`the ${name} page failed: ${state?.error ?? 'no result'}`);
  return state.result;
};
