import { assertSpecific, judgeProblems, reportVerdict, type BrowserProblem } from './browser-problems';

// The browser errors of the test running now, and the ones it declared it expects. Every browser open in a test
// writes here (browser-problem-watch.ts); the root hooks (browser-problem-hooks.ts) fail the test on anything
// it did not declare and start the next test from empty.
//
// Declaring expected errors, from a browser spec:
//   expectBrowserErrors(/HTTP error 404: HEAD .*\/hls\/gone\/index\.m3u8$/) inside a test: it must occur in it
//   allowBrowserErrors(/request failed net::ERR_CONNECTION_REFUSED: GET .*\/verify$/) inside a test: it may
//   either one in a describe body: the same for every test of that describe (and its nested ones)
// A pattern is matched against the problem's one line (describeProblem): kind, status, text or method and URL,
// and where a script error came from. A catch-all pattern is refused; say next to each one why it is expected.

export type BrowserProblemPhase = 'defining' | 'between tests' | 'in a test';

interface Expected {
  readonly allowed: RegExp[];
  readonly required: RegExp[];
}

const problems: BrowserProblem[] = [];
let expected: Expected = { allowed: [], required: [] };
let phase: BrowserProblemPhase = 'defining';

/** Called by the page watch for each problem a browser reports. */
export const recordBrowserProblem = (problem: BrowserProblem): void => {
  problems.push(problem);
};

const declare = (kind: keyof Expected, patterns: readonly RegExp[]): void => {
  patterns.forEach(assertSpecific);
  if (phase === 'in a test') {
    expected[kind].push(...patterns);
    return;
  }
  if (phase === 'between tests') {
    throw new Error(
      'declare expected browser errors in a describe body or in a test (or its beforeEach), not in before',
    );
  }
  // Mocha is reading the describe body: a beforeEach here belongs to that describe and runs for each of its
  // tests, after the root hook has opened the test's log.
  beforeEach(() => {
    expected[kind].push(...patterns);
  });
};

/** Browser errors that must occur: the test fails if one of these patterns matches none of its errors. */
export const expectBrowserErrors = (...patterns: RegExp[]): void => declare('required', patterns);

/** Browser errors that may occur (a race decides whether they do): they do not fail the test. */
export const allowBrowserErrors = (...patterns: RegExp[]): void => declare('allowed', patterns);

/**
 * Root hooks say where the run is: mocha reading describe bodies (before the run, and again before each file
 * in a parallel worker), running before/after hooks, or inside a test and its each-hooks.
 */
export const enterBrowserProblemPhase = (next: BrowserProblemPhase): void => {
  phase = next;
};

/** The problems the browsers reported for this test so far (the check's own test reads them). */
export const browserProblemsSoFar = (): readonly BrowserProblem[] => [...problems];

/** The failure message for the test's problems, or undefined when each was expected and each expected one came. */
export const judgeBrowserProblemLog = (): string | undefined =>
  reportVerdict(judgeProblems(problems, expected.allowed, expected.required));

/**
 * Empties the log after a test. Problems a browser reports from here until the next test's check (its
 * before and beforeEach hooks included) count for that next test.
 */
export const clearBrowserProblemLog = (): void => {
  problems.length = 0;
  expected = { allowed: [], required: [] };
};
