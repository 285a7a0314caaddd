import { ensureBundle } from '../../tools/build/ensure-bundle';

// The browser suite runs its files in parallel workers (.mocharc.browser.cjs); each one's server serves the
// console's bundle. Mocha runs a global setup once, in the main process, before any worker starts, so the
// bundle is built here once instead of by two workers racing to write the same folder.
export const mochaGlobalSetup = (): void => {
  ensureBundle();
};
