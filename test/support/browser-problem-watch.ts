import type { Browser } from './browser';
import { recordBrowserProblem } from './browser-problem-log';
import { problemFromLog, problemFromNetwork, type LogEntry, type NetworkEntry } from './browser-problems';

// Each browser a test opens reports its console errors, uncaught exceptions and failed requests over WebDriver
// BiDi (webdriverio 9 asks chromedriver for a BiDi session by default), for every tab and frame it has.
// A response is judged when its headers arrive (responseStarted): Chromium sends responseCompleted only once the
// page has read the body, and a page that reads no error body would hide its failed request.
const events = ['log.entryAdded', 'network.responseStarted', 'network.fetchError'];

/** Subscribes a fresh session to the events that show a problem in the page, before it loads any page. */
export const watchBrowserProblems = async (browser: Browser): Promise<void> => {
  if (!browser.isBidi) throw new Error('the browser session has no WebDriver BiDi: its page errors cannot be seen');
  await browser.sessionSubscribe({ events });
  const record = (problem: ReturnType<typeof problemFromLog>): void => {
    if (problem) recordBrowserProblem(problem);
  };
  browser.on('log.entryAdded', (entry: LogEntry) => record(problemFromLog(entry)));
  browser.on('network.responseStarted', (entry: NetworkEntry) => record(problemFromNetwork(entry)));
  browser.on('network.fetchError', (entry: NetworkEntry) => record(problemFromNetwork(entry)));
};

/**
 * Waits until the events the browser sent before now have arrived: a BiDi command's answer travels on the same
 * socket after them, so a console error logged just before the test ended is not left for the next test.
 */
export const flushBrowserProblems = async (browser: Browser): Promise<void> => {
  try {
    await browser.browsingContextGetTree({ maxDepth: 0 });
  } catch {
    // A session the test ended or broke has nothing more to say.
  }
};
