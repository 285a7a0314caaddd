import { expect } from 'chai';
import {
  assertSpecific,
  describeProblem,
  judgeProblems,
  problemFromLog,
  problemFromNetwork,
  reportVerdict,
} from '../support/browser-problems';

// The rules of the browser errors check every browser test ends with (test/support/browser-problem-hooks.ts,
// issue 28), on BiDi events shaped as Chromium sends them; test/e2e/browser-errors.spec.ts proves the watch
// catches them in a real page.
const at = { callFrames: [{ url: 'http://127.0.0.1:1/main.js', lineNumber: 9 }] };
const consoleError = problemFromLog({ type: 'console', level: 'error', text: 'Unable to create clip', stackTrace: at });
const notFound = problemFromNetwork({
  request: { url: 'http://127.0.0.1:1/api/clips/9', method: 'GET' },
  response: { status: 404, statusText: 'Not Found' },
});

describe('browser errors check (issue 28: a browser test fails on errors it did not expect)', () => {
  it('counts console errors and uncaught exceptions, not warnings or info', () => {
    expect(consoleError).to.deep.equal({
      kind: 'console error',
      text: 'Unable to create clip',
      where: 'http://127.0.0.1:1/main.js:10',
    });
    expect(problemFromLog({ type: 'javascript', level: 'error', text: 'Error: boom' })?.kind).to.equal('page error');
    expect(problemFromLog({ type: 'console', level: 'warn', text: 'slow' })).to.equal(undefined);
    expect(problemFromLog({ type: 'console', level: 'info', text: 'hello' })).to.equal(undefined);
  });

  it('counts statuses from 400 and requests without an answer, not redirects or requests the page aborted', () => {
    expect(describeProblem(notFound!)).to.equal('HTTP error 404: GET http://127.0.0.1:1/api/clips/9');
    const request = { url: 'http://127.0.0.1:1/x', method: 'POST' };
    expect(problemFromNetwork({ request, response: { status: 304, statusText: '' } })).to.equal(undefined);
    expect(problemFromNetwork({ request, response: { status: 399, statusText: '' } })).to.equal(undefined);
    expect(problemFromNetwork({ request, response: { status: 400, statusText: '' } })?.kind).to.equal('HTTP error');
    expect(problemFromNetwork({ request, errorText: 'net::ERR_ABORTED' })).to.equal(undefined);
    expect(describeProblem(problemFromNetwork({ request, errorText: 'net::ERR_CONNECTION_REFUSED' })!)).to.equal(
      'request failed net::ERR_CONNECTION_REFUSED: POST http://127.0.0.1:1/x',
    );
  });

  it('fails on each problem no pattern matches, listing kind, status, text and place', () => {
    const verdict = judgeProblems([consoleError!, notFound!], [/HTTP error 404: GET .*\/api\/clips\//], []);
    expect(verdict.unexpected).to.deep.equal([consoleError]);
    expect(reportVerdict(verdict)).to.equal(
      '1 unexpected browser error(s) (declare an expected one with expectBrowserErrors or allowBrowserErrors, ' +
        'see test/e2e/README.md):\n' +
        '  console error: Unable to create clip (at http://127.0.0.1:1/main.js:10)',
    );
    expect(reportVerdict(judgeProblems([consoleError!, notFound!], [/Unable to create/, /404/], []))).to.equal(
      undefined,
    );
  });

  it('fails when an error a test requires did not occur, and not when one it only allows did not', () => {
    expect(reportVerdict(judgeProblems([], [], [/Unable to create/]))).to.equal(
      'expected a browser error matching /Unable to create/, none occurred',
    );
    expect(reportVerdict(judgeProblems([], [/Unable to create/], []))).to.equal(undefined);
    const global = /Unable/g;
    expect(judgeProblems([consoleError!, consoleError!], [global], []).unexpected).to.have.length(0);
  });

  it('refuses catch-all patterns', () => {
    for (const pattern of [/.*/, /(?:)/, /error/, /./, /:/]) {
      expect(() => assertSpecific(pattern), String(pattern)).to.throw(/matches any browser error/);
    }
    expect(() => assertSpecific(/HTTP error 404: GET .*\/api\/clips/)).not.to.throw();
    expect(() => assertSpecific(/request failed net::ERR_CONNECTION_REFUSED/)).not.to.throw();
  });
});
