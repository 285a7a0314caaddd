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

/** The studio server and two operators' Chromium sessions a describe block's tests share (issue 32's two browsers). */
export interface TwoOperatorsFixture {
  readonly server: ConsoleServer;
  /** Operator A's browser. */
  readonly anna: Browser;
  /** Operator B's browser. */
  readonly ben: Browser;
}

/** Like useConsoleFixture, with two browsers: two operators on one studio server (call it inside `describe`). */
export const useTwoOperatorsFixture = (): TwoOperatorsFixture => {
  let server: ConsoleServer | undefined;
  let browsers: readonly [Browser, Browser] | undefined;
  before(async () => {
    server = await startConsoleServer();
    browsers = await Promise.all([openBrowser(), openBrowser()]);
  });
  afterEach(async function () {
    for (const browser of browsers ?? []) await screenshotOnFailure(browser, this.currentTest);
  });
  after(async () => {
    for (const browser of browsers ?? []) await browser.deleteSession();
    await server?.close();
  });
  const opened = (): readonly [Browser, Browser] => {
    if (!browsers) throw new Error('the browsers are not open yet (read the fixture inside a test)');
    return browsers;
  };
  return {
    get server() {
      if (!server) throw new Error('the studio server is not started yet (read the fixture inside a test)');
      return server;
    },
    get anna() {
      return opened()[0];
    },
    get ben() {
      return opened()[1];
    },
  };
};
