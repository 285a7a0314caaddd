import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { remote } from 'webdriverio';
import { watchBrowserProblems } from './browser-problem-watch';

// Debian's Chromium and chromedriver, told by path so webdriverio never tries to download a driver.
export const chromiumCapabilities = {
  browserName: 'chrome',
  'goog:chromeOptions': {
    binary: process.env.CHROMIUM_BIN ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      '--window-size=1440,900',
    ],
  },
  'wdio:chromedriverOptions': { binary: process.env.CHROMEDRIVER_BIN ?? '/usr/bin/chromedriver' },
};

export type Browser = Awaited<ReturnType<typeof remote>>;

/** The sessions open now, so a root hook can check each page they show (test/support/accessibility-hooks.ts). */
export const openBrowsers = new Set<Browser>();

export const openBrowser = async (): Promise<Browser> => {
  const browser = await remote({ logLevel: 'error', capabilities: chromiumCapabilities });
  // Every page it shows is watched for errors, which fail the test that did not expect them (browser-problem-hooks.ts).
  await watchBrowserProblems(browser).catch(async (error: unknown) => {
    await browser.deleteSession();
    throw error;
  });
  openBrowsers.add(browser);
  const close = browser.deleteSession.bind(browser);
  Object.defineProperty(browser, 'deleteSession', {
    value: (...args: Parameters<Browser['deleteSession']>) => {
      openBrowsers.delete(browser);
      return close(...args);
    },
  });
  return browser;
};

const shotsThisRun = new Set<string>();

/** Saves a screenshot of a failed test into test-output/screenshots so CI output shows what the page was. */
export const screenshotOnFailure = async (
  browser: Browser | undefined,
  test: Mocha.Test | undefined,
): Promise<void> => {
  if (!browser || !test || test.state !== 'failed') return;
  const dir = path.resolve(__dirname, '..', '..', 'test-output', 'screenshots');
  mkdirSync(dir, { recursive: true });
  const name = test
    .fullTitle()
    .replace(/[^a-z0-9]+/gi, '-')
    .slice(0, 120);
  // A test with two browsers gets two files: `name.png` and `name-2.png`.
  let file = path.join(dir, `${name}.png`);
  for (let n = 2; existsSync(file) && shotsThisRun.has(file); n += 1) file = path.join(dir, `${name}-${n}.png`);
  shotsThisRun.add(file);
  await browser.saveScreenshot(file);
  console.log(`    screenshot: ${file}`);
};
