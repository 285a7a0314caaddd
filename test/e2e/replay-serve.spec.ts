import { expect } from 'chai';
import { startReplayServer, type ReplayServer } from '../../server/replay';
import { loadReplayScript } from '../../tools/replay/replay-serve';
import { replayRecording } from '../../tools/replay/replay-recording';
import { ensureBundle } from '../../tools/build/ensure-bundle';
import { studioSessionFile } from '../fixtures/recordings/studio-session';
import { quietLogger } from '../integration/support/studio';
import { openBrowser, screenshotOnFailure, type Browser } from '../support/browser';
import { liveListCounts, menuTitles, submitLogin, waitForPath } from './support/console-page';
import { toastTexts } from './support/toasts';

// Issue 7, "Replay over the socket": the real built console, served by `replay serve` and pointed at it by
// the replay's config.json, signs in with anything and shows what the recorded console received. The fixture
// is an admin's session that saved the running orders 'Evening news' and 'Late show' (and one refused save).

const waitMs = 20_000;
const ordersTopic = 'running_orders:all';
const groupsTopic = 'groups:all';

/** What the recording folds to, read the way `npm run replay` reads it: the account and the list sizes. */
const recordedState = async (): Promise<{ name: string; orderNames: string[]; groups: number }> => {
  const { state } = await replayRecording(studioSessionFile);
  return {
    name: state.session.profile?.name ?? '',
    orderNames: Object.values(state.runningOrders.byId).map((order) => order.name ?? ''),
    groups: Object.keys(state.groups.byId).length,
  };
};

const userName = (page: Browser): Promise<string> => page.$('[data-testid="user-name"]').getText();

const alerts = (page: Browser): Promise<string[]> =>
  page.execute(() =>
    [...document.querySelectorAll<HTMLElement>('[role="alert"]')].map((alert) => alert.innerText.trim()),
  );

const connectionLabel = async (page: Browser): Promise<string> =>
  (await page.$('[data-testid="connection-indicator"]').getAttribute('aria-label')) ?? '';

/** Signs in through the login form and waits for the recorded profile (the menu fills once it has arrived). */
const signIn = async (page: Browser, email: string, password: string): Promise<void> => {
  await submitLogin(page, email, password);
  await waitForPath(page, /^\/dashboard/);
  await menuTitles(page);
};

/** Waits until the shell's live lists hold the recorded number of running orders and groups. */
const waitForRecordedLists = async (page: Browser, orders: number, groups: number): Promise<void> => {
  let counts: Record<string, number> = {};
  await page
    .waitUntil(
      async () => {
        counts = await liveListCounts(page);
        return counts[ordersTopic] === orders && counts[groupsTopic] === groups;
      },
      { timeout: waitMs, interval: 500 },
    )
    .catch(() => undefined);
  // Asserted after the wait so a failure names what the lists held last.
  expect(counts, 'the live lists').to.include({ [ordersTopic]: orders, [groupsTopic]: groups });
};

describe('e2e: the console served by `replay serve` shows the recorded session (issue 7 "Replay over the socket")', () => {
  let replay: ReplayServer | undefined;
  let browser: Browser | undefined;
  let recorded: Awaited<ReturnType<typeof recordedState>>;

  before(async () => {
    recorded = await recordedState();
    const { script } = await loadReplayScript(studioSessionFile);
    // The recording lasts about 1.4 s from its connection on; at 20× every frame is due almost at once.
    replay = await startReplayServer({
      script,
      speed: 20,
      loop: false,
      port: 0,
      distDir: ensureBundle(),
      log: quietLogger([]),
    });
    browser = await openBrowser();
  });
  afterEach(async function () {
    await screenshotOnFailure(browser, this.currentTest);
  });
  after(async () => {
    await browser?.deleteSession();
    await replay?.close();
  });

  it('signs in with any e-mail and password and shows the recorded admin and running orders', async () => {
    expect(recorded.orderNames, 'the fixture’s saves')
      .to.include.members(['Evening news', 'Late show'])
      .and.not.include('Broken');
    const page = browser!;
    await page.url(`${replay!.url}/login`);
    const config = await page.executeAsync(
      (done: (config: unknown) => void) =>
        void fetch('/config.json')
          .then((response) => response.json())
          .then(done),
    );
    expect(config, 'config.json points the console at the replay').to.have.property('socketUrl', replay!.socketUrl);

    await signIn(page, 'nobody@example.com', 'not a password');
    expect(replay!.connectionCount, 'the console’s socket is the replay’s').to.equal(1);
    await page.waitUntil(async () => (await userName(page)) === recorded.name, {
      timeout: waitMs,
      timeoutMsg: `the signed-in account is not the recorded '${recorded.name}'`,
    });
    expect(await page.$('button[aria-label^="Profile menu"]').getAttribute('aria-label')).to.equal(
      `Profile menu, signed in as ${recorded.name}`,
    );
    await waitForRecordedLists(page, recorded.orderNames.length, recorded.groups);
    // The indicator shows the connection from its second clock sample on; every recorded frame decoded.
    await page.waitUntil(async () => (await connectionLabel(page)).startsWith('Connection connected: '), {
      timeout: waitMs,
      timeoutMsg: 'the connection indicator never said connected',
    });
    expect(await connectionLabel(page)).to.contain(' 0 rejected');
  });

  it('refuses a person’s command as a replay, visibly, and the console stays usable', async () => {
    const page = browser!;
    // The dashboard's event search is a command of the person typing (events.search on events:search); the
    // recording never searched, so the replay refuses it.
    const search = page.$('input[aria-label="Search events"]');
    await search.waitForDisplayed({ timeout: waitMs });
    await search.setValue('news');
    await page.waitUntil(async () => (await alerts(page)).includes('The search failed.'), {
      timeout: waitMs,
      timeoutMsg: 'the refused search was not shown as failed',
    });
    let refusal: string | undefined;
    await page.waitUntil(
      async () => {
        refusal = (await toastTexts(page)).find((text) => text.includes('events.search'));
        return refusal !== undefined;
      },
      { timeout: waitMs, timeoutMsg: 'no notice of the refused events.search' },
    );
    // The replay's refusal reads as a sentence, not a code (docs/protocol/replay.md).
    expect(refusal).to.include('This session is a replay; commands are not carried out.');

    // Still signed in, connected, on the same screen, with the same state; another area opens and comes back.
    expect(await userName(page)).to.equal(recorded.name);
    expect(await connectionLabel(page)).to.match(/^Connection connected: /);
    await page.$('[data-testid="main-menu"]').$('a=Events').click();
    await waitForPath(page, /^\/events\//);
    await page.$('[data-testid="main-menu"]').$('a=Dashboard').click();
    await waitForPath(page, /^\/dashboard/);
    await waitForRecordedLists(page, recorded.orderNames.length, recorded.groups);
  });

  it('logs out (the replay answers logout ok) and a second sign-in replays the session again', async () => {
    const page = browser!;
    await page.$('button=Logout').click();
    await waitForPath(page, /^\/login/);
    await page.waitUntil(async () => replay!.connectionCount === 0, {
      timeout: waitMs,
      timeoutMsg: 'the console kept its socket to the replay after logging out',
    });
    await signIn(page, 'someone.else@example.com', 'x');
    expect(replay!.connectionCount, 'a new socket, replaying from the start').to.equal(1);
    await page.waitUntil(async () => (await userName(page)) === recorded.name, {
      timeout: waitMs,
      timeoutMsg: `after signing in again the account is not the recorded '${recorded.name}'`,
    });
    await waitForRecordedLists(page, recorded.orderNames.length, recorded.groups);
  });
});
