import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { connect, disconnect, join, push } from '../integration/support/phoenix-client';
import { demoPassword } from '../integration/support/studio';
import { openBrowser, screenshotOnFailure, type Browser } from '../support/browser';
import {
  downloadedRecording,
  eventTitles,
  liveListCounts,
  menuTitles,
  submitLogin,
  tokenKey,
  waitForPath,
} from './support/console-page';
import { bannerText, jumpTo } from './support/replay-page';
import { startConsoleServer, type ConsoleServer } from './support/console-server';
import { toastTexts } from './support/toasts';

// Issue 7, replay mode: a session recorded by a live console (its flight recorder, downloaded from the profile
// menu) runs the real shell and screens in another browser — socket detached, commands a person issues refused
// visibly, feed pushes quietly, the banner saying where it is and jumping to an entry or a time.

const waitMs = 20_000;
const orderName = 'Replay mode e2e order';
const ordersTopic = 'running_orders:all';

/**
 * The flight recorder's last 30 minutes as a bug report attaches them: downloaded from the profile menu (the
 * recording format, redacted), read back from the download link's blob.
 */
const flightDownload = async (page: Browser): Promise<Awaited<ReturnType<typeof downloadedRecording>>> => {
  // A fresh link each time: the previous download's must not be read for this one.
  await page.execute(() =>
    document.querySelectorAll('a[data-testid="recording-download"]').forEach((link) => link.remove()),
  );
  await page.$('button[aria-label^="Profile menu"]').click();
  const item = page.$('[role="menuitem"]*=Download the last 30 minutes');
  await item.waitForDisplayed({ timeout: waitMs });
  await item.click();
  return downloadedRecording(page);
};

/**
 * Moves the single-page app to `path` without a page load, as the browser's forward button would: the audit
 * view has no menu entry, and typing the address would reload the page (and lose a replay).
 */
const goInApp = async (page: Browser, path: string): Promise<void> => {
  await page.execute((target: string) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
};

const commandsDisabled = 'Replay: commands are disabled';
const refusals = async (page: Browser): Promise<string[]> =>
  (await toastTexts(page)).filter((text) => text.includes(commandsDisabled));

/** Drags the banner's timeline to entry `seq`, as a person moving the slider would. */
const scrubTo = async (page: Browser, seq: number): Promise<void> => {
  await page.execute((value: number) => {
    const input = document.querySelector<HTMLInputElement>('input[data-testid="replay-mode-slider"]');
    if (!input) throw new Error('no slider');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, String(value));
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, seq);
  await page.waitUntil(async () => (await bannerText(page)).includes(`entry ${seq} of `), {
    timeout: waitMs,
    timeoutMsg: `the cursor did not move to ${seq}`,
  });
};

describe('e2e: replay mode runs the real console on a recording (issue 7)', () => {
  let server: ConsoleServer | undefined;
  let browser: Browser | undefined;
  let folder: string | undefined;

  before(async () => {
    server = await startConsoleServer();
    browser = await openBrowser();
    folder = mkdtempSync(path.join(tmpdir(), 'replay-mode-'));
  });
  afterEach(async function () {
    await screenshotOnFailure(browser, this.currentTest);
  });
  after(async () => {
    await browser?.deleteSession();
    await server?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('records a signed-in session, replays it in a fresh browser: the end state, scrubbing before a change, refused commands', async () => {
    // The live session: sign in through the form (the session.login command), open the audit view, and let
    // another account save a running order while this console records.
    let page = browser!;
    await page.url(`${server!.url}/login`);
    await submitLogin(page, 'admin@demo.local', demoPassword);
    await waitForPath(page, /^\/dashboard/);
    await menuTitles(page);
    // Two reads a moment apart agree once the tall window has rendered every row.
    let liveTitles: string[] = [];
    await page.waitUntil(
      async () => {
        const previous = liveTitles;
        liveTitles = await eventTitles(page);
        return previous.length > 0 && previous.join('|') === liveTitles.join('|');
      },
      { timeout: waitMs, interval: 500, timeoutMsg: 'the live dashboard never settled' },
    );
    const token = await page.execute((key: string) => window.localStorage.getItem(key), tokenKey);
    expect(token).to.be.a('string');
    await goInApp(page, '/audit');
    await waitForPath(page, '/audit/commands');
    const before = (await liveListCounts(page))[ordersTopic] as number;

    // A device admin saves (an admin's audit view names it; a developer would be 'a developer account', issue 28).
    const saver = await connect(server!.current.socketUrl, await server!.tokenFor('device_admin'));
    const editor = await join(saver, 'running_orders:create');
    expect((await push(editor.channel, 'save', { running_order: { name: orderName, items: [] } })).status).to.equal(
      'ok',
    );
    await disconnect(saver);
    await page.waitUntil(async () => (await liveListCounts(page))[ordersTopic] === before + 1, {
      timeout: waitMs,
      timeoutMsg: 'the live console never got the order',
    });

    // Wait until the flight recorder holds the order, the audit row of its save (the audit trail's frames may come
    // later than the order's on a loaded machine) and two clock ticks after both.
    let downloaded: Awaited<ReturnType<typeof flightDownload>> | undefined;
    await page.waitUntil(
      async () => {
        downloaded = await flightDownload(page);
        const lines = downloaded.text.split('\n');
        const order = lines.findIndex((line) => line.includes(orderName));
        const audited = lines.findIndex(
          (line) => line.includes('"topic":"audit:all"') && line.includes('device_admin@demo.local'),
        );
        if (order < 0 || audited < 0) return false;
        const ticks = lines.slice(Math.max(order, audited)).filter((line) => line.includes('"kind":"ClockTicked"'));
        return ticks.length >= 2;
      },
      { timeout: waitMs, interval: 1000, timeoutMsg: 'the flight recorder never held the order and its audit row' },
    );
    // The file as downloaded (recording format version 2), and its entries as NDJSON lines to look into.
    const entries = downloaded!.text.trim().split('\n').slice(1);
    const file = path.join(folder!, 'live-session.screc');
    writeFileSync(file, downloaded!.bytes);
    const text = downloaded!.text;
    expect(text, 'the session token is redacted').to.not.contain(token as string);
    expect(text, 'the password is redacted').to.not.contain(demoPassword);
    // Position (1-based, as the replay numbers entries) of the first entry that carries the new order.
    const orderEntry =
      entries.findIndex((line) => line.includes(`"topic":"${ordersTopic}"`) && line.includes(orderName)) + 1;
    expect(orderEntry).to.be.greaterThan(1);
    // And of the first entry that carries the save's audit row.
    const auditEntry =
      entries.findIndex((line) => line.includes('"topic":"audit:all"') && line.includes('device_admin@demo.local')) + 1;
    expect(auditEntry).to.be.greaterThan(1);
    // Just before the save shows anywhere, and the first clock tick after it shows everywhere: the live-lists table
    // samples once per clock tick (ConnectionQueries), so "after" is the next tick.
    const beforeSave = Math.min(orderEntry, auditEntry) - 1;
    const afterSave = Math.max(orderEntry, auditEntry);
    const tickAfter =
      entries.findIndex((line, index) => index >= afterSave && line.includes('"kind":"ClockTicked"')) + 1;
    expect(tickAfter).to.be.greaterThan(afterSave);

    // A fresh browser, signed in nowhere: /replay, open the file, open it in the console.
    await page.reloadSession();
    page = browser!;
    await page.url(`${server!.url}/replay`);
    const input = page.$('[data-testid="recording-input"]');
    await input.waitForExist({ timeout: waitMs });
    await input.setValue(await page.uploadFile(file));
    await page.$('[data-testid="open-in-console"]').click();
    await waitForPath(page, /^\/replay\/view\/dashboard/);
    await page.waitUntil(async () => (await bannerText(page)).startsWith('Replaying live-session.screc — entry '), {
      timeout: waitMs,
      timeoutMsg: 'no replay banner',
    });
    expect(await bannerText(page)).to.contain(`entry ${entries.length} of ${entries.length}, `);
    expect(await page.execute((key: string) => window.localStorage.getItem(key), tokenKey), 'never signed in').to.equal(
      null,
    );

    // The shell of the recorded admin, with the state at the end of the recording. The dashboard's own
    // events.filter (a feed push nobody asked for) is refused without a notice.
    expect(await menuTitles(page)).to.include('Dashboard');
    expect(await eventTitles(page)).to.not.deep.equal([]);
    // A person's command after it (Logout) is refused visibly, and the console stays in the replay; once its
    // notice is on screen, one for the earlier push would be too (the same toaster, well within its 6 s).
    await page.$('button=Logout').click();
    await page.waitUntil(async () => (await refusals(page)).some((text) => text.includes('session.logout')), {
      timeout: waitMs,
      timeoutMsg: 'no refusal of session.logout shown',
    });
    expect(await refusals(page), 'no refusal shown for the dashboard’s own push').to.satisfy((texts: string[]) =>
      texts.every((text) => text.includes('session.logout')),
    );
    await waitForPath(page, /^\/replay\/view\/dashboard/);
    let replayTitles: string[] = [];
    await page
      .waitUntil(
        async () => {
          replayTitles = await eventTitles(page);
          return replayTitles.length === liveTitles.length;
        },
        { timeout: waitMs, timeoutMsg: 'the replayed dashboard lists fewer events than the live one' },
      )
      .catch(() => undefined);
    expect(replayTitles).to.deep.equal(liveTitles);
    expect((await liveListCounts(page))[ordersTopic]).to.equal(before + 1);
    await goInApp(page, '/replay/view/audit');
    await waitForPath(page, '/replay/view/audit/commands');
    const audit = page.$('[data-testid="audit-source"]');
    await audit.waitUntil(async () => (await audit.getText()).includes('studio server'), {
      timeout: waitMs,
      timeoutMsg: 'the recorded audit trail',
    });
    const accounts = async (): Promise<string[]> =>
      Promise.all(await page.$$('[data-testid="audit-account"]').map((cell) => cell.getText()));
    await page.waitUntil(async () => (await accounts()).includes('device_admin@demo.local'), {
      timeout: waitMs,
      timeoutMsg: 'the device admin’s save in the audit view',
    });

    // Scrub to just before the order arrived: it is gone from the lists and from the audit trail.
    await scrubTo(page, beforeSave);
    expect((await liveListCounts(page))[ordersTopic]).to.equal(before);
    await page.waitUntil(async () => !(await accounts()).includes('device_admin@demo.local'), {
      timeout: waitMs,
      timeoutMsg: 'the save still listed before it happened',
    });
    // The banner's jump: text that is no place in the recording says so in place; an entry number moves there.
    await jumpTo(page, 'soon');
    const jumpField = page.$('[data-testid="replay-mode-jump-field"]');
    await jumpField.waitUntil(
      async () => (await jumpField.getText()).includes(`Enter an entry number from 0 to ${entries.length}, or a time`),
      {
        timeout: waitMs,
        timeoutMsg: 'no message for a jump to "soon"',
      },
    );
    expect(await bannerText(page)).to.contain(`entry ${beforeSave} of `);
    await jumpTo(page, String(tickAfter));
    await page.waitUntil(async () => (await bannerText(page)).includes(`entry ${tickAfter} of `), {
      timeout: waitMs,
      timeoutMsg: `no jump to entry ${tickAfter}`,
    });
    expect((await liveListCounts(page))[ordersTopic]).to.equal(before + 1);
    await page.waitUntil(async () => (await accounts()).includes('device_admin@demo.local'), {
      timeout: waitMs,
      timeoutMsg: 'the save not back after it happened',
    });

    // Jump to the first entry's time (as the banner prints times), play, and leave: the mode goes back to the
    // replay screen with the recording still open, and playing stopped with it.
    const firstAt = (JSON.parse(entries[0] as string) as { at: number }).at;
    await jumpTo(page, new Date(firstAt).toISOString().replace('T', ' ').replace('Z', ' UTC'));
    await page.waitUntil(async () => (await bannerText(page)).includes('entry 1 of '), {
      timeout: waitMs,
      timeoutMsg: 'no jump to the first entry’s time',
    });
    await page.$('[data-testid="replay-console"] button[aria-label="Play"]').click();
    await page.$('[data-testid="replay-console"] button[aria-label="Pause"]').waitForExist({ timeout: waitMs });
    await page.$('button=Leave replay mode').click();
    await waitForPath(page, '/replay');
    await page.$('[data-testid="replay-banner"]').waitForDisplayed({ timeout: waitMs });
    expect(await page.$('[data-testid="replay-banner"]').getText()).to.contain(` of ${entries.length}`);
    expect(await page.$('button=Pause').isExisting(), 'leaving replay mode paused the recording').to.equal(false);
    expect(await page.$('button=Play').isExisting()).to.equal(true);
  });
});
