import axe from 'axe-core';
import type { Browser } from './browser';

/** The impacts that fail a browser test: operators work long shifts from the keyboard (issue 12, item 9). */
const failingImpacts = ['critical', 'serious'];

export interface AccessibilityViolation {
  readonly id: string;
  readonly impact: string;
  readonly help: string;
  readonly targets: readonly string[];
  readonly summary: string;
}

/**
 * Runs axe-core in the page the browser shows and returns its critical and serious violations. axe is injected
 * by source (a navigation drops it); pages that are not the console's own (about:blank, a download) are skipped.
 */
const violationsOnce = async (browser: Browser): Promise<AccessibilityViolation[]> => {
  const url = await browser.getUrl();
  if (!/^https?:/.test(url)) return [];
  const present = await browser.execute(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!present) await browser.execute(axe.source);
  // W3C execute awaits a returned promise; the result travels as JSON text.
  const found = await browser.execute(async (impacts: string[]): Promise<string> => {
    const run = (window as unknown as { axe: typeof axe }).axe;
    // A dialog or toast still fading in has colours on their way: wait, a frame at a time, until no finite
    // animation runs (a spinner's never end), bounded so a stuck one cannot hang the check.
    const deadline = performance.now() + 3000;
    const frame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    for (;;) {
      await frame();
      const running = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .filter((animation) => animation.playState === 'running');
      if (running.length === 0 || performance.now() > deadline) break;
      await Promise.race([Promise.all(running.map((animation) => animation.finished.catch(() => undefined))), frame()]);
    }
    try {
      const results = await run.run(document, { resultTypes: ['violations'], elementRef: true });
      // Fluent's focus manager (tabster) brackets focus groups and traps with empty <i data-tabster-dummy>
      // elements that are focusable and aria-hidden on purpose: they only hand focus on to the right element,
      // and a screen reader must not announce them. axe's aria-hidden-focus flags them; Microsoft's own
      // Accessibility Insights drops exactly these nodes (microsoft/tabster#288), and so does this check.
      // Read from the node itself (elementRef): a redirector a closing dialog has just removed has no selector left.
      const tabsterDummy = (element: Element | undefined): boolean =>
        element?.hasAttribute('data-tabster-dummy') === true;
      const violations: AccessibilityViolation[] = results.violations
        .map((violation) =>
          violation.id === 'aria-hidden-focus'
            ? { ...violation, nodes: violation.nodes.filter((node) => !tabsterDummy(node.element)) }
            : violation,
        )
        .filter((violation) => violation.nodes.length > 0 && impacts.includes(violation.impact ?? ''))
        .map((violation) => ({
          id: violation.id,
          impact: violation.impact ?? '',
          help: violation.help,
          targets: violation.nodes.map((node) => node.target.join(' ')),
          summary: violation.nodes[0]?.failureSummary ?? '',
        }));
      return JSON.stringify(violations);
    } catch (error) {
      return JSON.stringify(String(error));
    }
  }, failingImpacts);
  const parsed = JSON.parse(found) as AccessibilityViolation[] | string;
  if (typeof parsed === 'string') throw new Error(`axe could not run on ${url}: ${parsed}`);
  return parsed;
};

/** One line per violation: rule, impact, what it asks, where (up to five nodes), and axe's summary of the first. */
export const describeViolations = (url: string, violations: readonly AccessibilityViolation[]): string =>
  [
    `axe: ${violations.length} critical or serious accessibility violation(s) on ${url}`,
    ...violations.map(
      (violation) =>
        `  ${violation.id} (${violation.impact}): ${violation.help}\n` +
        `    at ${violation.targets.slice(0, 5).join(' | ')}${violation.targets.length > 5 ? ` (+${violation.targets.length - 5} more)` : ''}\n` +
        `    ${violation.summary.replace(/\s*\n\s*/g, ' ')}`,
    ),
  ].join('\n');

/** Throws when the page the browser shows has a critical or serious violation, listing them. */
export const expectAccessible = async (browser: Browser): Promise<void> => {
  const violations = await accessibilityViolations(browser);
  if (violations.length > 0) throw new Error(describeViolations(await browser.getUrl(), violations));
};

/**
 * The page's critical and serious violations, confirmed: a toast or dialog that starts to fade in just after the
 * animation wait is caught with colours on their way, so a finding is looked at again half a second later and
 * only what is still there counts. A real violation stays; a transition does not.
 */
export const accessibilityViolations = async (browser: Browser): Promise<AccessibilityViolation[]> => {
  const first = await onLoadedPage(browser);
  if (first.length === 0) return first;
  await browser.pause(500);
  return onLoadedPage(browser);
};

/** A page that reloads as the test ends (stopping maintenance reloads the user's console) loses its script context. */
const navigatedAway = (error: unknown): boolean =>
  /Cannot find context|context .*(destroyed|discarded)|navigated/i.test(String(error));

/** The check on the page the browser shows once it has loaded: a reload under way is waited out, twice at most. */
const onLoadedPage = async (browser: Browser, attempts = 3): Promise<AccessibilityViolation[]> => {
  try {
    return await violationsOnce(browser);
  } catch (error) {
    if (attempts <= 1 || !navigatedAway(error)) throw error;
    await browser.waitUntil(() => browser.execute(() => document.readyState === 'complete').catch(() => false), {
      timeout: 15_000,
      timeoutMsg: 'the page never finished loading for the accessibility check',
    });
    return onLoadedPage(browser, attempts - 1);
  }
};
