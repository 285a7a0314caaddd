import type { Browser } from '../../test/support/browser';

// The in-page side of the click bench (tools/bench/click-bench.ts): the click in the first console, the
// watch for the change in the second, and the clock each page keeps. Every time is `performance.timeOrigin +
// performance.now()` of its page; `clockOffset` relates each page's clock to the bench's.

declare global {
  interface Window {
    /** When the watched selector matched (the DOM was committed) and when the frame after it was painted. */
    benchClickSeen?: { dom: number; painted?: number };
  }
}

/** The bench's own clock, in the pages' units. */
export const benchNow = (): number => performance.timeOrigin + performance.now();

/**
 * Page clock − bench clock, from the round trip with the smallest time (its midpoint is closest to when the page
 * read its clock). Two Chromium processes and Node read the same system clock; this keeps their offsets exact
 * to the round trip's half.
 */
export const clockOffset = async (browser: Browser, samples = 12): Promise<number> => {
  let best = { rtt: Number.POSITIVE_INFINITY, offset: 0 };
  for (let sample = 0; sample < samples; sample += 1) {
    const before = benchNow();
    const page = await browser.execute(() => performance.timeOrigin + performance.now());
    const after = benchNow();
    if (after - before < best.rtt) best = { rtt: after - before, offset: page - (before + after) / 2 };
  }
  return best.offset;
};

/**
 * Watches the page for `selector` to appear: records the time the DOM held it (the mutation's callback) and
 * the time the frame that draws it was painted (a message posted from its requestAnimationFrame callback is
 * handled after that frame's paint).
 */
export const watchFor = (browser: Browser, selector: string): Promise<void> =>
  browser.execute((watched: string) => {
    window.benchClickSeen = undefined;
    const seen = (): void => {
      const dom = performance.timeOrigin + performance.now();
      const record = { dom } as { dom: number; painted?: number };
      window.benchClickSeen = record;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          record.painted = performance.timeOrigin + performance.now();
        };
        channel.port2.postMessage(undefined);
      });
    };
    if (document.querySelector(watched)) return seen();
    const observer = new MutationObserver(() => {
      if (!document.querySelector(watched)) return;
      observer.disconnect();
      seen();
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  }, selector);

/** What the watch saw, once the frame was painted; undefined until then. */
export const seenBy = (browser: Browser): Promise<{ dom: number; painted: number } | undefined> =>
  browser.execute(() => {
    const seen = window.benchClickSeen;
    return seen?.painted === undefined ? undefined : { dom: seen.dom, painted: seen.painted };
  });

/** Clicks `selector` from inside the page (no WebDriver round trip in the measured time); the page's time of it. */
export const clickInPage = (browser: Browser, selector: string): Promise<number> =>
  browser.execute((clicked: string) => {
    const button = document.querySelector<HTMLButtonElement>(clicked);
    if (!button) throw new Error(`nothing to click at ${clicked}`);
    const at = performance.timeOrigin + performance.now();
    button.click();
    return at;
  }, selector);
