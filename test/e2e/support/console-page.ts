import type { Browser } from '../../support/browser';
import { readRecordingBytes, type RecordingItem } from '../../../src/infrastructure/recording';

/** Where the console keeps its session token (LocalTokenStorage's key). */
export const tokenKey = 'studio.token';

const waitMs = 20_000;

/** Opens `path` signed in with `token` (as a reload with a stored token would), or signed out without one. */
export const openAs = async (
  browser: Browser,
  origin: string,
  path: string,
  token: string | undefined,
): Promise<void> => {
  if (!(await browser.getUrl()).startsWith(origin)) await browser.url(`${origin}/login`);
  await browser.execute(
    (key: string, value: string | null) => {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    },
    tokenKey,
    token ?? null,
  );
  await browser.url(`${origin}${path}`);
};

/** The path and query the console shows now. */
export const currentPath = async (browser: Browser): Promise<string> => {
  const url = new URL(await browser.getUrl());
  return `${url.pathname}${url.search}`;
};

export const waitForPath = async (browser: Browser, expected: string | RegExp): Promise<void> => {
  await browser.waitUntil(
    async () => {
      const path = await currentPath(browser);
      return typeof expected === 'string' ? path === expected : expected.test(path);
    },
    {
      timeout: waitMs,
      timeoutMsg: `expected the console at ${String(expected)}, it is at ${await currentPath(browser)}`,
    },
  );
};

/** The menu titles in order, once the menu has its entries (the profile has arrived). */
export const menuTitles = async (browser: Browser): Promise<string[]> => {
  const menu = browser.$('[data-testid="main-menu"]');
  await menu.waitForExist({ timeout: waitMs });
  await browser.waitUntil(async () => (await menu.$$('a').length) > 0, {
    timeout: waitMs,
    timeoutMsg: 'the menu stayed empty',
  });
  return browser.execute(() =>
    [...document.querySelectorAll('[data-testid="main-menu"] a')].map((link) => (link.textContent ?? '').trim()),
  );
};

/** The heading of the screen shown in the shell's main area. */
export const screenTitle = async (browser: Browser): Promise<string> => {
  const heading = browser.$('#main-content h1');
  await heading.waitForDisplayed({ timeout: waitMs });
  return heading.getText();
};

/** Logs in through the form (typing, then Enter). */
export const submitLogin = async (browser: Browser, email: string, password: string): Promise<void> => {
  const emailField = browser.$('input[name="email"]');
  await emailField.waitForDisplayed({ timeout: waitMs });
  await emailField.setValue(email);
  await browser.$('input[name="password"]').setValue(password);
  await browser.keys('Enter');
};

/** Item counts of the live lists, by topic, from the connection indicator's details. */
export const liveListCounts = async (browser: Browser): Promise<Record<string, number>> => {
  const table = browser.$('[data-testid="live-lists"]');
  if (!(await table.isExisting())) await browser.$('[data-testid="connection-indicator"]').click();
  await table.waitForDisplayed({ timeout: waitMs });
  const counts = await browser.execute(() =>
    Object.fromEntries(
      [...document.querySelectorAll('[data-testid="live-lists"] tr[data-topic]')].map((row) => [
        row.getAttribute('data-topic') ?? '',
        Number(row.querySelector('[data-testid="live-list-count"]')?.textContent ?? 'NaN'),
      ]),
    ),
  );
  await browser.keys('Escape');
  return counts;
};

/** Opens the profile menu and chooses the item whose text contains `text` (Start recording, …). */
export const profileMenuItem = async (browser: Browser, text: string): Promise<void> => {
  await browser.$('button[aria-label^="Profile menu"]').click();
  const item = browser.$(`[role="menuitem"]*=${text}`);
  await item.waitForDisplayed({ timeout: waitMs });
  await item.click();
};

/**
 * The recording the profile menu last handed over: the download link's file name, its bytes (read from its
 * blob) and what they hold, read by the readers /replay and the CLI use (a version 2 file is compressed blocks;
 * `text` is the header and the entries as NDJSON lines, so a test can look for secrets in it).
 */
export const downloadedRecording = async (
  browser: Browser,
): Promise<{
  name: string;
  bytes: Uint8Array;
  header: Record<string, unknown>;
  entries: LoggedEntry[];
  text: string;
}> => {
  const link = browser.$('a[data-testid="recording-download"]');
  await link.waitForExist({ timeout: waitMs });
  const name = await link.getAttribute('download');
  const base64 = await browser.executeAsync((done: (text: string) => void) => {
    const anchor = document.querySelector('a[data-testid="recording-download"]') as HTMLAnchorElement;
    void fetch(anchor.href)
      .then((response) => response.blob())
      .then((blob) => {
        const reader = new FileReader();
        reader.onload = () => done(String(reader.result).replace(/^data:[^,]*,/, ''));
        reader.readAsDataURL(blob);
      });
  });
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  async function* source() {
    yield bytes;
  }
  const items: RecordingItem[] = [];
  for await (const item of readRecordingBytes(source())) items.push(item);
  const [first, ...rest] = items;
  if (first?.type !== 'header') throw new Error(`the download is not a recording: ${JSON.stringify(first)}`);
  const entries = rest.map((item) => {
    if (item.type !== 'entry') throw new Error(`the download has a bad item: ${JSON.stringify(item)}`);
    return item.entry as unknown as LoggedEntry;
  });
  const text = [first.header, ...entries].map((line) => JSON.stringify(line)).join('\n');
  return { name: name ?? '', bytes, header: first.header as unknown as Record<string, unknown>, entries, text };
};

/** An entry of a downloaded recording, as JSON. */
export interface LoggedEntry {
  readonly kind: string;
  readonly [field: string]: unknown;
}

/** The dashboard's rendered titles; the window is made tall first so its windowed list renders every row. */
export const eventTitles = async (browser: Browser): Promise<string[]> => {
  await browser.setWindowSize(1440, 2400);
  await browser.waitUntil(async () => (await browser.$$('[data-testid="event-title"]').length) > 0, {
    timeout: waitMs,
    timeoutMsg: 'no events on the dashboard',
  });
  return browser.execute(() =>
    [...document.querySelectorAll('[data-testid="event-title"]')].map((title) => title.textContent ?? ''),
  );
};

/**
 * Ticks 'Schedule it overlapping' in the event editor. The warning sits at the top of the sheet's form, often
 * scrolled out of its view, and Fluent's checkbox input is transparent (WebDriver calls it not interactable):
 * scroll the label into view and click it, as a person does.
 */
export const acceptOverlap = async (browser: Browser): Promise<void> => {
  // Fluent's Checkbox puts the test id on its input; the label names it by id.
  const input = browser.$('input[data-testid="overlap-accept"]');
  const label = browser.$(`label[for="${await input.getAttribute('id')}"]`);
  await label.scrollIntoView({ block: 'center' });
  await label.click();
  await browser.waitUntil(async () => input.isSelected(), {
    timeout: 10_000,
    timeoutMsg: "'Schedule it overlapping' did not become ticked",
  });
};

/** A test id as a CSS selector. */
export const byTestId = (testId: string): string => `[data-testid="${testId}"]`;

/** Types into an input so React's onChange sees each key (WebDriver's clearValue does not reach it). */
export const typeInto = async (page: Browser, selector: string, text: string, timeout = 30_000): Promise<void> => {
  const field = page.$(selector);
  await field.waitForDisplayed({ timeout });
  await field.click();
  await page.keys(['Control', 'a']);
  await page.keys('Backspace');
  await page.keys([...text]);
};

/** Opens a tab of the bottom sheet by its label (Fluent draws a tab's text twice, so "contains"). */
export const openSheetTab = async (browser: Browser, label: string): Promise<void> => {
  const tab = browser.$(`//button[@role="tab"][contains(., "${label}")]`);
  await tab.waitForClickable({ timeout: waitMs });
  await tab.click();
};
