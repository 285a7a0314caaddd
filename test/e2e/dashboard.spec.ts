import { expect } from 'chai';
import { eventUuid } from '../../server/seed/demo-events';
import { connect, disconnect, join, push } from '../integration/support/phoenix-client';
import { type Browser } from '../support/browser';
import { openAs, waitForPath } from './support/console-page';
import { useConsoleFixture } from './support/console-fixture';
import { waitForToast } from './support/toasts';

// The studio server's seeded events (server/seed/demo-events.ts), relative to the seeding time: a match
// running now with its English feed, a studio show ending in minutes, tonight's match, one a day ahead for a
// week, yesterday's matches (on the admin's to-do list) and this morning's news, already over.

const waitMs = 20_000;
const row = (uuid: string): string => `[data-testid="event-row"][data-event="${uuid}"]`;
const liveMatch = eventUuid('live_match');
const liveEnglish = eventUuid('live_match_english');
const tonight = eventUuid('tonight');
const morningNews = eventUuid('morning_news');
const yesterday = eventUuid('yesterday_hockey');
const partner = eventUuid('partner_day_5');
// Studio talk's event group has no to-dos (to-dos belong to the group, so the English feed shares the match's).
const studioTalk = eventUuid('studio_talk');

const ownEventsSwitch = 'input[data-testid="own-events"], [data-testid="own-events"] input';

const attribute = async (page: Browser, selector: string, name: string): Promise<string | null> =>
  (await page.$(selector)).getAttribute(name);

const headings = async (page: Browser): Promise<string[]> =>
  page.execute(() =>
    [...document.querySelectorAll('[data-testid="day-heading"]')].map((heading) => heading.textContent ?? ''),
  );

const waitForRow = async (page: Browser, uuid: string): Promise<void> => {
  await (await page.$(row(uuid))).waitForExist({ timeout: waitMs, timeoutMsg: `row ${uuid} listed` });
};

describe('e2e: dashboard (issue 5 "Dashboard", spec 1 §2.5)', () => {
  const fixture = useConsoleFixture();

  it("an admin sees the seeded events under 'Today', past ones dimmed, with the to-do switch and connection stats", async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/dashboard', await fixture.server.tokenFor('admin'));
    await waitForPath(page, '/dashboard');
    await waitForRow(page, liveMatch);
    // An event running across midnight is listed under the day it started, just above Today.
    expect((await headings(page)).slice(0, 2)).to.include('Today');
    expect(await attribute(page, row(liveMatch), 'data-dimmed')).to.equal('false');
    expect(await attribute(page, row(liveMatch), 'data-timing')).to.equal('current');
    expect(await attribute(page, row(liveMatch), 'data-todo'), 'seeded admin to-do (watch)').to.equal('watch');
    expect(await (await page.$(`${row(liveMatch)} [data-testid="event-title"]`)).getText()).to.equal(
      'Tappara – Kärpät',
    );
    expect(
      await (await page.$(`${row(liveMatch)} [data-testid="stop-event"]`)).isExisting(),
      'a current event offers stop',
    ).to.equal(true);
    // This morning's news ended 3 hours before seeding; it is listed under Today unless the day began since.
    if (await (await page.$(row(morningNews))).isExisting())
      expect(await attribute(page, row(morningNews), 'data-dimmed')).to.equal('true');
    expect(
      await (await page.$(`${row(tonight)} [data-testid="stop-event"]`)).isExisting(),
      'no stop for a future event',
    ).to.equal(false);
    expect(await (await page.$('[data-testid="own-events"]')).isExisting()).to.equal(true);
    await (await page.$('[data-testid="connection-stats"]')).waitForExist({ timeout: waitMs });
  });

  it("Previous day and Next day shift the range by one day: yesterday's match appears, dimmed", async () => {
    const page = fixture.browser;
    const range = await page.$('[data-testid="dashboard-range"]');
    const before = await range.getText();
    await (await page.$('[data-testid="previous-day"]')).click();
    await waitForRow(page, yesterday);
    expect(await attribute(page, row(yesterday), 'data-dimmed')).to.equal('true');
    expect((await headings(page))[0]).to.not.equal('Today');
    expect(await headings(page)).to.include('Today');
    expect(await range.getText()).to.not.equal(before);
    await (await page.$('[data-testid="next-day"]')).click();
    await page.waitUntil(async () => (await range.getText()) === before, {
      timeout: waitMs,
      timeoutMsg: 'back to the first range',
    });
    await page.waitUntil(async () => !(await (await page.$(row(yesterday))).isExisting()), {
      timeout: waitMs,
      timeoutMsg: 'yesterday left the list',
    });
  });

  it('search starts above 2 characters and a result opens /dashboard/event/{uuid}', async () => {
    const page = fixture.browser;
    const box = await page.$('input[data-testid="event-search"], [data-testid="event-search"] input');
    await box.setValue('Pa');
    expect(await (await page.$('[data-testid="search-results"]')).isExisting()).to.equal(false);
    // A controlled field: typing on (rather than setValue's clear) is what reaches React's onChange.
    await box.addValue('rtner show');
    const result = await page.$('[data-testid="search-result"]');
    await result.waitForDisplayed({ timeout: waitMs });
    expect(await result.getText()).to.contain('Partner showcase');
    expect(await result.getText()).to.contain('City Arena');
    await result.click();
    await waitForPath(page, `/dashboard/event/${partner}`);
    await page.url(`${fixture.server.url}/dashboard`);
    await waitForRow(page, liveMatch);
  });

  it("an admin's to-do toggle comes back live through event-update and tints the row; the switch limits the list to the to-do list", async () => {
    const page = fixture.browser;
    const toggle = await page.$(`${row(tonight)} [data-testid="todo-toggle"]`);
    expect(await attribute(page, row(tonight), 'data-todo')).to.equal('none');
    await toggle.click();
    await page.waitUntil(async () => (await attribute(page, row(tonight), 'data-todo')) === 'watch', {
      timeout: waitMs,
      timeoutMsg: 'to-do watch',
    });
    expect(await attribute(page, row(tonight), 'data-tint')).to.equal('dark-grey');
    await (await page.$(ownEventsSwitch)).click();
    await page.waitUntil(async () => !(await (await page.$(row(studioTalk))).isExisting()), {
      timeout: waitMs,
      timeoutMsg: 'only the to-do list',
    });
    const todos = await page.execute(() =>
      [...document.querySelectorAll('[data-testid="event-row"]')].map((element) => element.getAttribute('data-todo')),
    );
    expect(todos.length).to.be.greaterThan(0);
    expect(todos.every((todo) => todo !== 'none')).to.equal(true);
    await (await page.$(ownEventsSwitch)).click();
    await waitForRow(page, studioTalk);
    await (await page.$(`${row(tonight)} [data-testid="todo-toggle"]`)).click();
    await page.waitUntil(async () => (await attribute(page, row(tonight), 'data-todo')) === 'none', {
      timeout: waitMs,
      timeoutMsg: 'to-do off again',
    });
  });

  it("stopping a current event asks with its title, start and end, then toasts 'Event was stopped!' and the row turns past", async () => {
    const page = fixture.browser;
    await (await page.$(`${row(liveEnglish)} [data-testid="stop-event"]`)).click();
    const dialog = await page.$('[data-testid="stop-event-confirmation"]');
    await dialog.waitForDisplayed({ timeout: waitMs });
    expect(await (await page.$('[data-testid="stop-title"]')).getText()).to.equal('Tappara – Kärpät (English)');
    expect(await (await page.$('[data-testid="stop-times"]')).getText()).to.match(
      /Start: \d\d\.\d\d\.\d{4} \d\d:\d\d\s+End: \d\d\.\d\d\.\d{4} \d\d:\d\d/,
    );
    await (await page.$('[data-testid="stop-event-confirm"]')).click();
    await waitForToast(page, 'Event was stopped!', waitMs);
    await page.waitUntil(async () => (await attribute(page, row(liveEnglish), 'data-dimmed')) === 'true', {
      timeout: waitMs,
      timeoutMsg: 'the stopped event is past',
    });
    expect(await (await page.$(`${row(liveEnglish)} [data-testid="stop-event"]`)).isExisting()).to.equal(false);
  });

  it('user@demo.local sees the events but no admin controls (to-do switch, to-do button, connection stats)', async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/dashboard', await fixture.server.tokenFor('user'));
    await waitForRow(page, liveMatch);
    // An event running across midnight is listed under the day it started, just above Today.
    expect((await headings(page)).slice(0, 2)).to.include('Today');
    expect(await (await page.$('[data-testid="own-events"]')).isExisting()).to.equal(false);
    expect(await (await page.$('[data-testid="connection-stats"]')).isExisting()).to.equal(false);
    expect(await (await page.$('[data-testid="todo-toggle"]')).isExisting()).to.equal(false);
    expect(await attribute(page, row(tonight), 'data-todo'), "the user's own seeded to-do").to.equal('watch');
  });

  it("list or tiles is remembered over a reload; tiles put a group's events side by side", async () => {
    const page = fixture.browser;
    const matchLine = `[data-group] ${row(liveMatch)}`;
    await (await page.$('[data-testid="layout-tiles"]')).click();
    await page.refresh();
    await waitForRow(page, liveMatch);
    expect(await attribute(page, '[data-testid="layout-tiles"]', 'aria-pressed')).to.equal('true');
    const sideBySide = await page.execute((selector: string) => {
      const line = document.querySelector(selector)?.closest('[data-group]');
      return line ? line.querySelectorAll('[data-testid="event-row"]').length : 0;
    }, matchLine);
    expect(sideBySide, 'the match and its English feed on one line').to.equal(2);
    await (await page.$('[data-testid="layout-list"]')).click();
    expect(await attribute(page, '[data-testid="layout-list"]', 'aria-pressed')).to.equal('true');
  });

  it('2,000 more events in range: all are listed (pages past the 1000-per-frame cap) while only the lines in view are in the page', async () => {
    const page = fixture.browser;
    const token = await fixture.server.tokenFor('admin');
    const socket = await connect(fixture.server.current.socketUrl, token);
    const channels = await join(socket, 'channels:all');
    const list =
      (channels.received.get('init')?.[0] as { channels: { id: number; name: string }[] } | undefined)?.channels ?? [];
    const destination = list.find((channel) => channel.name === 'tv_sport_hd')?.id;
    const source = list.find((channel) => channel.name === 'arena_a_cam1')?.id;
    const creator = await join(socket, 'events:create');
    const tomorrow = new Date();
    tomorrow.setHours(24, 0, 0, 0);
    const start = Math.floor(tomorrow.getTime() / 1000);
    const uuidOf = (index: number): string => `0000d000-0000-4000-8000-${String(index).padStart(12, '0')}`;
    for (let batch = 0; batch < 2000; batch += 100) {
      const replies = await Promise.all(
        Array.from({ length: 100 }, (_, offset) => batch + offset).map((index) =>
          push(
            creator.channel,
            'save',
            {
              event: {
                uuid: uuidOf(index),
                cached_start_time: start + index * 60,
                cached_end_time: start + index * 60 + 1800,
                channel_id: destination,
                title: `Load event ${index}`,
                subtitle: 'Windowing check',
                event_group: { channel_id: source },
              },
              // Half-hour events a minute apart on one destination overlap on purpose (issue 32: the server refuses
              // a double booking without the operator's consent).
              overlap_consent: true,
            },
            // A hundred saves in flight queue behind each other on a loaded machine: setup, not a measured reply.
            30_000,
          ),
        ),
      );
      expect(
        replies.every((reply) => reply.status === 'ok'),
        `batch ${batch} created`,
      ).to.equal(true);
    }
    await disconnect(socket);
    await page.execute(() => window.localStorage.removeItem('dashboard.own_events'));
    await openAs(page, fixture.server.url, '/dashboard', token);
    const region = await page.$('[data-testid="dashboard-list"]');
    await page.waitUntil(
      async () =>
        Number(/Events, (\d+) in range/.exec((await region.getAttribute('aria-label')) ?? '')?.[1] ?? 0) >= 2010,
      { timeout: 60_000, timeoutMsg: 'every event of the range listed' },
    );
    const drawn = await page.execute(() => document.querySelectorAll('[data-testid="event-row"]').length);
    expect(drawn).to.be.greaterThan(0);
    expect(drawn, 'rows in the page').to.be.lessThan(100);
    expect(
      await (await page.$(row(eventUuid('day_7')))).isExisting(),
      'the last event is not drawn before scrolling',
    ).to.equal(false);
    await page.waitUntil(
      async () => {
        await page.execute(() => {
          const scroller = document.querySelector('[data-testid="dashboard-list"]');
          if (scroller) scroller.scrollTop = scroller.scrollHeight;
        });
        return (await page.$(row(eventUuid('day_7')))).isExisting();
      },
      { timeout: waitMs, timeoutMsg: 'the end of the list drawn after scrolling' },
    );
  });
});
