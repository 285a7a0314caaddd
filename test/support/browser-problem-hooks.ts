import { openBrowsers } from './browser';
import { clearBrowserProblemLog, enterBrowserProblemPhase, judgeBrowserProblemLog } from './browser-problem-log';
import { flushBrowserProblems } from './browser-problem-watch';
import { checkAfterEachTest } from './suite-check';

// Root hook of the browser suite (issue 28): a test that passed fails, in its describe's "after each" hook
// (suite-check.ts), when a browser it used logged a console error, threw an uncaught error or rejection, or had
// a request fail (no answer, or a status of 400 or more) that the test did not declare with expectBrowserErrors
// or allowBrowserErrors (browser-problem-log.ts says how), or when an error it expects did not occur. The
// message lists each one: kind, status, text or URL, and where a script error came from.
const checkBrowserProblems = checkAfterEachTest('browser errors check', async () => {
  await Promise.all([...openBrowsers].map(flushBrowserProblems));
  return judgeBrowserProblemLog();
});

export const mochaHooks = {
  beforeAll(): void {
    enterBrowserProblemPhase('between tests');
  },
  beforeEach(this: Mocha.Context): void {
    enterBrowserProblemPhase('in a test');
    checkBrowserProblems.call(this);
  },
  afterEach(): void {
    // Runs after the describe's own check (root hooks come last): a failed test's problems go with it.
    clearBrowserProblemLog();
    enterBrowserProblemPhase('between tests');
  },
  afterAll(): void {
    clearBrowserProblemLog();
    enterBrowserProblemPhase('defining');
  },
};
