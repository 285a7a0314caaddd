import { accessibilityViolations, describeViolations } from './accessibility';
import { openBrowsers } from './browser';
import { checkAfterEachTest } from './suite-check';

// Root hook of the browser suite: when a test has passed, the page each open browser shows is checked with
// axe-core, and a critical or serious violation fails it (in its describe's "after each" hook, suite-check.ts),
// listing rule, impact, targets and axe's summary. So every screen a browser test ends on is checked, and the
// screens still to come inherit the check. A test checks a screen it only passes through with `expectAccessible`.
const checkAccessibility = checkAfterEachTest('accessibility check (axe-core)', async (context) => {
  context.timeout(60_000);
  const reports: string[] = [];
  for (const browser of openBrowsers) {
    const violations = await accessibilityViolations(browser);
    if (violations.length > 0) reports.push(describeViolations(await browser.getUrl(), violations));
  }
  return reports.length > 0 ? reports.join('\n') : undefined;
});

export const mochaHooks = {
  beforeEach(this: Mocha.Context): void {
    checkAccessibility.call(this);
  },
};
