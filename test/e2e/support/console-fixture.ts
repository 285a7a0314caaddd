import { openBrowser, screenshotOnFailure, type Browser } from '../../support/browser';
import { startConsoleServer, type ConsoleServer } from './console-server';

/** The studio server and Chromium session a describe block's tests share. */
export interface ConsoleFixture {
  readonly server: ConsoleServer;
  readonly browser: Browser;
}

/**
 * Registers the hooks every browser spec needs (call it inside `describe`): one studio server and one browser
 * for the block, a screenshot of each failed test, both closed at the end. The getters throw when read
 * before `before` ran, instead of handing a test an undefined.
 */
export const useConsoleFixture = (): ConsoleFixture => {
  let server: ConsoleServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    server = await startConsoleServer();
    browser = await openBrowser();
  });
  afterEach(async function () {
    await screenshotOnFailure(browser, this.currentTest);
  });
  after(async () => {
    await browser?.deleteSession();
    await server?.close();
  });
  return {
    get server() {
      if (!server) throw new Error('the studio server is not started yet (read the fixture inside a test)');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not open yet (read the fixture inside a test)');
      return browser;
    },
  };
};
