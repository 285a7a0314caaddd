/**
 * Gives the page a turn between two chunks of a long piece of work (a fold, a block's lines), so it paints and
 * handles input. `scheduler.yield()` where the browser has it (Chromium 129+): a task that comes back first, in
 * microseconds. A `setTimeout(0)` chained from another timer is held back to 4 ms or more by the browser (HTML's
 * timer nesting; 7–9 ms a turn measured in HeadlessChrome 156 at load 16, against 0.005 ms for
 * `scheduler.yield()`), which made a fold with a pause every 64 entries wait more than it worked.
 */
export const pageTurn = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
};
