// What a browser test counts as a problem in the page, read from WebDriver BiDi events, and how a test's
// expectations are matched against them (test/support/browser-problem-hooks.ts runs the check). Pure, so the
// rules are unit-tested without a browser (test/lint/browser-problems.spec.ts).

export type BrowserProblemKind = 'console error' | 'page error' | 'request failed' | 'HTTP error';

export interface BrowserProblem {
  readonly kind: BrowserProblemKind;
  /** The console text or exception message; for a request, its method and URL. */
  readonly text: string;
  /** The script URL and line a console or page error came from. */
  readonly where?: string;
  /** A request's HTTP status (HTTP error) or Chromium's error name (request failed). */
  readonly status?: number | string;
}

/** The fields of BiDi's log.entryAdded this reads. */
export interface LogEntry {
  readonly type: string;
  readonly level: string;
  readonly text: string | null;
  readonly stackTrace?: { readonly callFrames: readonly { url: string; lineNumber: number }[] };
}

/** The fields of BiDi's network.responseStarted and network.fetchError this reads. */
export interface NetworkEntry {
  readonly request: { readonly url: string; readonly method: string };
  readonly response?: { readonly status: number; readonly statusText: string };
  readonly errorText?: string;
}

const frameOf = (entry: LogEntry): string | undefined => {
  const frame = entry.stackTrace?.callFrames[0];
  return frame ? `${frame.url}:${frame.lineNumber + 1}` : undefined;
};

/**
 * A console.error call, or an exception no code caught (an uncaught throw or an unhandled rejection: BiDi's
 * 'javascript' entries). Warnings and info are the page's own business.
 */
export const problemFromLog = (entry: LogEntry): BrowserProblem | undefined => {
  const text = entry.text ?? '';
  if (entry.type === 'javascript') return { kind: 'page error', text, where: frameOf(entry) };
  if (entry.type === 'console' && entry.level === 'error')
    return { kind: 'console error', text, where: frameOf(entry) };
  return undefined;
};

/**
 * A response with a status of 400 or more, or a request that got none. A request the page aborted itself
 * (net::ERR_ABORTED: it navigated away, or an AbortController ended a fetch it no longer needed) is the page's
 * choice, not a failure, and is not counted.
 */
export const problemFromNetwork = (entry: NetworkEntry): BrowserProblem | undefined => {
  const text = `${entry.request.method} ${entry.request.url}`;
  if (entry.response && entry.response.status >= 400) {
    return { kind: 'HTTP error', text, status: entry.response.status };
  }
  if (entry.errorText !== undefined && entry.errorText !== 'net::ERR_ABORTED') {
    return { kind: 'request failed', text, status: entry.errorText };
  }
  return undefined;
};

/**
 * One line per problem; a test's expectations are matched against this line, so a pattern may name the kind,
 * the status, the text or the URL: `/HTTP error 404: GET .*\/api\/clips\/9/`, `/console error: Unable to/`.
 */
export const describeProblem = (problem: BrowserProblem): string => {
  const status = problem.status === undefined ? '' : ` ${problem.status}`;
  const where = problem.where ? ` (at ${problem.where})` : '';
  return `${problem.kind}${status}: ${problem.text}${where}`;
};

export interface ProblemVerdict {
  /** Problems no expectation matched. */
  readonly unexpected: readonly BrowserProblem[];
  /** Expectations that had to occur (expectBrowserErrors) and matched nothing. */
  readonly missing: readonly RegExp[];
}

/** Matches problems against the patterns that may occur (allowed) and those that must (required). */
export const judgeProblems = (
  problems: readonly BrowserProblem[],
  allowed: readonly RegExp[],
  required: readonly RegExp[],
): ProblemVerdict => {
  const lines = problems.map(describeProblem);
  const patterns = [...allowed, ...required];
  return {
    unexpected: problems.filter((_, index) => !patterns.some((pattern) => matches(pattern, lines[index] ?? ''))),
    missing: required.filter((pattern) => !lines.some((line) => matches(pattern, line))),
  };
};

// A global or sticky pattern keeps lastIndex between calls; test a fresh copy so a match never depends on the last.
const matches = (pattern: RegExp, line: string): boolean => new RegExp(pattern.source, pattern.flags).test(line);

/** The failure message, or undefined when the verdict is clean. */
export const reportVerdict = (verdict: ProblemVerdict): string | undefined => {
  if (verdict.unexpected.length === 0 && verdict.missing.length === 0) return undefined;
  return [
    ...(verdict.unexpected.length > 0
      ? [
          `${verdict.unexpected.length} unexpected browser error(s) (declare an expected one with expectBrowserErrors or allowBrowserErrors, see test/e2e/README.md):`,
          ...verdict.unexpected.map((problem) => `  ${describeProblem(problem)}`),
        ]
      : []),
    ...verdict.missing.map((pattern) => `expected a browser error matching ${String(pattern)}, none occurred`),
  ].join('\n');
};

/**
 * Refuses a catch-all: a pattern that matches an empty line (`/.*\/`, `/(?:)/`) or bare problems of two kinds
 * (`/error/`, `/./`). An expectation names the one error it expects.
 */
export const assertSpecific = (pattern: RegExp): void => {
  const probes = ['console error: x', 'page error: x', 'HTTP error 500: GET x', 'request failed net::X: GET x'];
  if (matches(pattern, '') || probes.filter((probe) => matches(pattern, probe)).length > 1) {
    throw new Error(`${String(pattern)} matches any browser error; name the one you expect`);
  }
};
