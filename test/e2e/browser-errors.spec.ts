import { expect } from 'chai';
import type { Browser } from '../support/browser';
import {
  allowBrowserErrors,
  browserProblemsSoFar,
  expectBrowserErrors,
  judgeBrowserProblemLog,
} from '../support/browser-problem-log';
import { flushBrowserProblems } from '../support/browser-problem-watch';
import { openAs } from './support/console-page';
import { useConsoleFixture } from './support/console-fixture';

// The browser errors check every browser test ends with (test/support/browser-problem-hooks.ts, issue 28),
// proven on errors planted in the real console page: the watch must see each kind, the check must name each
// one, and a declared one must not fail the test. test/lint/browser-problems.spec.ts covers the rules.
const plantErrors = (browser: Browser): Promise<void> =>
  browser.execute(() => {
    console.error('planted console error');
    // Thrown from a timer and rejected unawaited, so they reach the page uncaught, not WebDriver's execute.
    setTimeout(() => {
      throw new Error('planted uncaught error');
    });
    void Promise.reject(new Error('planted rejection'));
    void fetch('/api/v1/planted-missing');
  });

const waitForProblems = async (browser: Browser, count: number): Promise<void> => {
  await browser.waitUntil(
    async () => {
      await flushBrowserProblems(browser);
      return browserProblemsSoFar().length >= count;
    },
    { timeout: 10_000, timeoutMsg: `the watch saw ${JSON.stringify(browserProblemsSoFar())}` },
  );
};

describe('e2e: browser errors check (console errors, page errors, failed requests)', () => {
  const fixture = useConsoleFixture();

  it('sees a console error, an uncaught error, an unhandled rejection and a 404, and fails on each until declared', async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/login', undefined);
    await page.$('input[name="email"]').waitForDisplayed({ timeout: 20_000 });
    expect(judgeBrowserProblemLog()).to.equal(undefined);
    await plantErrors(page);
    await waitForProblems(page, 4);
    const report = judgeBrowserProblemLog() ?? '';
    expect(report).to.match(/^4 unexpected browser error\(s\)/);
    expect(report).to.match(/\n {2}console error: planted console error \(at /);
    // Chromium prefixes 'Uncaught' or 'Uncaught (in promise)' to some of them, depending on where they began.
    expect(report).to.match(/\n {2}page error: (Uncaught )?Error: planted uncaught error \(at /);
    expect(report).to.match(/\n {2}page error: (Uncaught \(in promise\) )?Error: planted rejection \(at /);
    expect(report).to.match(/\n {2}HTTP error 404: GET http:\/\/127\.0\.0\.1:\d+\/api\/v1\/planted-missing/);
    // Declared, they no longer fail it: this test then passes its own "after each" check.
    expectBrowserErrors(/console error: planted console error/, /page error: .*Error: planted uncaught error/);
    allowBrowserErrors(/page error: .*Error: planted rejection/, /HTTP error 404: GET .*\/planted-missing$/);
    expect(judgeBrowserProblemLog()).to.equal(undefined);
  });

  it('fails when an error the test requires does not occur, and refuses a catch-all', async () => {
    expectBrowserErrors(/planted error that never comes/);
    expect(judgeBrowserProblemLog()).to.match(/planted error that never comes\/, none occurred$/);
    expect(() => allowBrowserErrors(/.*/)).to.throw(/matches any browser error/);
    // Met now, so the check after this test passes.
    await fixture.browser.execute(() => console.error('planted error that never comes'));
  });

  describe('errors allowed for a whole describe', () => {
    allowBrowserErrors(/HTTP error 404: GET .*\/api\/v1\/planted-allowed$/);

    it('do not fail a test of that describe', async () => {
      await fixture.browser.execute(() => void fetch('/api/v1/planted-allowed'));
      await waitForProblems(fixture.browser, 1);
      expect(judgeBrowserProblemLog()).to.equal(undefined);
    });
  });
});
