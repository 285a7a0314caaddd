import { expect } from 'chai';
import type { Socket } from 'phoenix';
import { connect, disconnect, join, type Joined } from '../integration/support/phoenix-client';
import { openBrowser, screenshotOnFailure, type Browser } from '../support/browser';
import { acceptOverlap, openAs, waitForPath } from './support/console-page';
import { startConsoleServer, type ConsoleServer } from './support/console-server';
import { markToasts, toastTitles, waitForNewToast, waitForToastTitle } from './support/toasts';

const waitMs = 20_000;

interface WireEvent {
  readonly uuid: string;
  readonly title?: string;
  readonly state: string;
  readonly cached_start_time: number;
  readonly cached_end_time: number;
}

const sheetText = async (page: Browser): Promise<string> => (await page.$('[data-testid="bottom-sheet"]')).getText();

const waitForText = async (page: Browser, text: string): Promise<void> => {
  await page.waitUntil(async () => (await sheetText(page)).includes(text), {
    timeout: waitMs,
    timeoutMsg: `the sheet never said '${text}'`,
  });
};

/** A button (or tab) of the sheet by its exact text; undefined while there is none. */
const sheetButton = async (page: Browser, label: string, role = 'button') => {
  for (const candidate of await page.$$(`[data-testid="bottom-sheet"] ${role === 'tab' ? '[role="tab"]' : 'button'}`)) {
    if ((await candidate.getText()).trim() === label) return candidate;
  }
  return undefined;
};

const waitForButton = async (page: Browser, label: string, role = 'button') => {
  await page.waitUntil(async () => (await sheetButton(page, label, role)) !== undefined, {
    timeout: waitMs,
    timeoutMsg: `no ${role} '${label}'`,
  });
  return (await sheetButton(page, label, role))!;
};

const clickButton = async (page: Browser, label: string): Promise<void> => {
  const button = await waitForButton(page, label);
  await button.waitForClickable({ timeout: waitMs });
  await button.click();
};

const updates = (events: Joined): WireEvent[] =>
  (events.received.get('event-update') ?? []).map((payload) => (payload as { data: WireEvent }).data);

const timeInput = (label: string): string =>
  `[data-testid="bottom-sheet"] [aria-label="${label}"] input[placeholder="hh:mm"]`;

describe('e2e: event editor in the bottom sheet (issue 5 "Bottom sheet and the event editor")', () => {
  let server: ConsoleServer | undefined;
  let browser: Browser | undefined;
  // A second browser signed in as another account on /dashboard: the new event must appear there live.
  let watcher: Browser | undefined;
  let socket: Socket | undefined;
  let events: Joined | undefined;
  let created: WireEvent | undefined;
  const title = `E2E editor event ${Date.now()}`;

  before(async () => {
    server = await startConsoleServer();
    browser = await openBrowser();
    watcher = await openBrowser();
    await openAs(watcher, server.url, '/dashboard', await server.tokenFor('user'));
    await watcher.$('[data-testid="event-row"]').waitForExist({ timeout: waitMs });
    // A mark on the page that a reload would wipe.
    await watcher.execute(() => Object.assign(window, { notReloaded: true }));
    // A second signed-in client on events:all: the new event must reach it live.
    socket = await connect(server.current.socketUrl, await server.tokenFor('user'));
    events = await join(socket, 'events:all', ['init', 'events', 'event-update']);
    expect(events.reply.status).to.equal('ok');
  });
  afterEach(async function () {
    await screenshotOnFailure(browser, this.currentTest);
    await screenshotOnFailure(watcher, this.currentTest);
  });
  after(async () => {
    if (socket) await disconnect(socket);
    await browser?.deleteSession();
    await watcher?.deleteSession();
    await server?.close();
  });

  it("creates an event from /dashboard/event_new: validation messages first, then 'Event was created!', then it reaches another session live", async () => {
    const page = browser!;
    await openAs(page, server!.url, '/dashboard/event_new', await server!.tokenFor('admin'));
    const sheet = await page.$('[data-testid="bottom-sheet"]');
    await sheet.waitForExist({ timeout: waitMs });
    expect(await sheet.getAttribute('role')).to.equal('dialog');
    // Edit-only tabs are disabled without an id.
    const schedule = await waitForButton(page, 'Schedule', 'tab');
    expect((await schedule.getAttribute('aria-disabled')) ?? String(!(await schedule.isEnabled()))).to.equal('true');

    await (await page.$('input[data-testid="event-title"], [data-testid="event-title"] input')).setValue(title);
    // The seeded admin's default destination (profile meta default_destination) is preselected; clear it.
    const destination = await page.$(
      'select[data-testid="event-destination"], [data-testid="event-destination"] select',
    );
    await page.waitUntil(async () => (await destination.getValue()) !== '', {
      timeout: waitMs,
      timeoutMsg: 'no default destination',
    });
    await destination.selectByVisibleText('—');
    await clickButton(page, 'Save');
    await waitForText(page, 'Unable to create event. Destination missing!');
    expect(await sheetText(page)).to.include('Item is required');

    // Web Sport's event form (sport_event_form) requires a League.
    await destination.selectByVisibleText('Web Sport');
    const league = await page.$('[data-field="league"] select');
    await league.waitForExist({ timeout: waitMs });
    await clickButton(page, 'Save');
    await waitForText(page, 'League is required');
    expect((await toastTitles(page)).filter((title) => title.includes('Event was created!'))).to.deep.equal([]);

    await league.selectByVisibleText('Liiga');
    // A source is required too (issue 29).
    expect(await sheetText(page)).to.include('Source is required');
    await (
      await page.$('select[data-testid="event-source"], [data-testid="event-source"] select')
    ).selectByVisibleText('Studio 1');
    // The seeded studio talk on Web Sport ends 8 minutes after seeding: by the minute this runs, the new event
    // (kickoff at the next quarter hour) may overlap it, and then the editor wants that on purpose (issue 21).
    if (await page.$('[data-testid="overlap-warning"]').isExisting()) await acceptOverlap(page);
    await clickButton(page, 'Save');
    await waitForToastTitle(page, 'Event was created!');
    await waitForPath(page, /^\/dashboard\/event\/[0-9a-f-]{36}/);
    await page.waitUntil(async () => updates(events!).some((event) => event.title === title), {
      timeout: waitMs,
      timeoutMsg: 'the other session never got the new event',
    });
    created = updates(events!).find((event) => event.title === title);
    expect(created?.state).to.equal('active');
    expect((await page.getUrl()).includes(created!.uuid)).to.equal(true);
    // The other browser, never reloaded, lists the new event on its dashboard.
    const row = await watcher!.$(`[data-testid="event-row"][data-event="${created!.uuid}"]`);
    await row.waitForExist({ timeout: waitMs, timeoutMsg: 'the new event never appeared in the other browser' });
    expect(await (await row.$('[data-testid="event-title"]')).getText()).to.equal(title);
    expect(await watcher!.execute(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).to.equal(true);
  });

  it("edits the event: a later kickoff shifts the end by the same amount, 'Event was updated!'", async () => {
    const page = browser!;
    const event = created!;
    await openAs(page, server!.url, `/dashboard/event/${event.uuid}`, await server!.tokenFor('admin'));
    const start = await page.$(timeInput('Kickoff'));
    await start.waitForExist({ timeout: waitMs });
    await page.waitUntil(async () => (await start.getValue()) !== '', {
      timeout: waitMs,
      timeoutMsg: 'the kickoff time never loaded',
    });
    const end = await page.$(timeInput('End'));
    const endBefore = await end.getValue();
    const [hours, minutes] = (await start.getValue()).split(':').map(Number);
    // One hour later, staying on the same day so the date is untouched.
    const later = `${String(((hours ?? 0) + 1) % 24).padStart(2, '0')}:${String(minutes ?? 0).padStart(2, '0')}`;
    await start.setValue(later);
    await page.waitUntil(async () => (await end.getValue()) !== endBefore, {
      timeout: waitMs,
      timeoutMsg: 'the end never moved with the kickoff',
    });
    await markToasts(page);
    await clickButton(page, 'Save');
    await waitForNewToast(page, 'Event was updated!');
    await page.waitUntil(
      async () =>
        updates(events!).some(
          (update) => update.uuid === event.uuid && update.cached_start_time !== event.cached_start_time,
        ),
      { timeout: waitMs, timeoutMsg: 'no update with the new kickoff' },
    );
    const saved = updates(events!)
      .filter((update) => update.uuid === event.uuid)
      .at(-1)!;
    expect(saved.cached_end_time - saved.cached_start_time).to.equal(event.cached_end_time - event.cached_start_time);
  });

  it('archives and unarchives the event at once (spec 2 §4)', async () => {
    const page = browser!;
    const uuid = created!.uuid;
    await markToasts(page);
    await clickButton(page, 'Archive');
    await waitForNewToast(page, 'Event was updated!');
    await waitForButton(page, 'Unarchive');
    expect(
      updates(events!)
        .filter((update) => update.uuid === uuid)
        .at(-1)?.state,
    ).to.equal('archived');
    await clickButton(page, 'Unarchive');
    await waitForButton(page, 'Archive');
    await page.waitUntil(
      async () =>
        updates(events!)
          .filter((update) => update.uuid === uuid)
          .at(-1)?.state === 'active',
      { timeout: waitMs, timeoutMsg: 'never active again' },
    );
  });

  it('keeps the tab in the query, and Escape closes the sheet to the dashboard', async () => {
    const page = browser!;
    await (await waitForButton(page, 'Clips', 'tab')).click();
    await waitForPath(page, /[?&]tab=clips/);
    await (await page.$('[data-testid="bottom-sheet"] h2')).click();
    await page.keys('Escape');
    await waitForPath(page, '/dashboard');
  });

  it('a user sees neither the admin fields nor the fullscreen toggle (spec 2 §6)', async () => {
    const page = browser!;
    await openAs(page, server!.url, `/dashboard/event/${created!.uuid}`, await server!.tokenFor('user'));
    await waitForText(page, 'Series and betting info');
    expect(await sheetText(page)).to.not.include('Administration');
    expect(await sheetText(page)).to.not.include('Recording UUID');
    expect(await page.$$('[data-testid="bottom-sheet"] button[aria-pressed]')).to.have.length(0);
  });
});
