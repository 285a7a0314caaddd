import { expect } from 'chai';
import { eventUuid } from '../../server/seed/demo-events';
import { openAs, waitForPath } from './support/console-page';
import { useConsoleFixture } from './support/console-fixture';
import type { Browser } from '../support/browser';

// The event editor's edit-only tabs (issue 6 "Event editor tabs") in the dashboard's bottom sheet, on the
// seeded match running now (server/seed/demo-events.ts 'live_match'): its clips (demo-clips.ts: the admin's
// 'First period highlights', the user's 'Big hit') and tags ('Goal 1-0', 'Tripping', 'Goal 1-1').

const waitMs = 30_000;
const liveMatch = eventUuid('live_match');
const sheet = '[data-testid="bottom-sheet"]';
const watchVideo = `${sheet} section[aria-label="Watch"] video`;

/** The selected tab's value (the `tab` query's word). */
const selectedTab = (page: Browser): Promise<string> =>
  page.execute(
    (selector: string) =>
      document.querySelector(`${selector} [role="tab"][aria-selected="true"]`)?.getAttribute('value') ?? '',
    sheet,
  );

/** The sheet's tabs by value, with whether each is disabled. */
const tabStates = (page: Browser): Promise<Record<string, boolean>> =>
  page.execute(
    (selector: string) =>
      Object.fromEntries(
        [...document.querySelectorAll(`${selector} [role="tab"]`)].map((tab) => [
          tab.getAttribute('value') ?? '',
          tab.getAttribute('aria-disabled') === 'true' || (tab as HTMLButtonElement).disabled,
        ]),
      ),
    sheet,
  );

/** A tab of the sheet by its exact label. */
const sheetTab = (page: Browser, label: string) =>
  page.$(`${sheet} button[role="tab"][value="${label.toLowerCase()}"]`);

const clickTab = async (page: Browser, label: string): Promise<void> => {
  const tab = sheetTab(page, label);
  await tab.waitForClickable({ timeout: waitMs });
  expect(await tab.getText()).to.equal(label);
  await tab.click();
};

const rowTitles = (page: Browser, table: string): Promise<string[]> =>
  page.execute(
    (selector: string) => [...document.querySelectorAll(`${selector} tbody tr`)].map((row) => row.textContent ?? ''),
    `${sheet} table[aria-label="${table}"]`,
  );

const waitForRows = async (page: Browser, table: string, titles: readonly string[]): Promise<void> => {
  await page.waitUntil(
    async () => {
      const rows = await rowTitles(page, table);
      return titles.every((title) => rows.some((row) => row.includes(title)));
    },
    {
      timeout: waitMs,
      timeoutMsg: `the ${table} table never listed ${titles.join(', ')}: ${(await rowTitles(page, table)).join(' | ')}`,
    },
  );
};

describe('e2e: event editor tabs in the bottom sheet (issue 6 "Event editor tabs", spec 2 §2)', () => {
  const fixture = useConsoleFixture();

  it('?tab=watch opens the Watch tab of a running event and its live video plays (currentTime advances)', async () => {
    const page = fixture.browser;
    await openAs(
      page,
      fixture.server.url,
      `/dashboard/event/${liveMatch}?tab=watch`,
      await fixture.server.tokenFor('admin'),
    );
    await page.$(sheet).waitForExist({ timeout: waitMs });
    await page.waitUntil(async () => (await selectedTab(page)) === 'watch', {
      timeout: waitMs,
      timeoutMsg: `the Watch tab is not selected (${await selectedTab(page)})`,
    });
    expect(await page.$(`${sheet} [role="tabpanel"]`).getAttribute('aria-label')).to.equal('Watch');
    await page.$(watchVideo).waitForExist({ timeout: waitMs });
    const played = (): Promise<number> =>
      page.execute(
        (selector: string) => (document.querySelector(selector) as HTMLVideoElement | null)?.currentTime ?? 0,
        watchVideo,
      );
    await page.waitUntil(async () => (await played()) > 1, {
      timeout: waitMs,
      timeoutMsg: 'the live video did not play',
    });
    const first = await played();
    await page.waitUntil(async () => (await played()) > first, {
      timeout: waitMs,
      timeoutMsg: 'the live video stopped',
    });
    expect(
      await page.execute(
        (selector: string) => (document.querySelector(selector) as HTMLVideoElement).volume,
        watchVideo,
      ),
      'starts very quiet',
    ).to.be.below(0.1);
  });

  it('the Clips tab follows in the `tab` query and lists the seeded clips; My clips first, then All clips', async () => {
    const page = fixture.browser;
    await clickTab(page, 'Clips');
    await waitForPath(page, `/dashboard/event/${liveMatch}?tab=clips`);
    expect(await selectedTab(page)).to.equal('clips');
    await waitForRows(page, 'Clips', ['First period highlights']);
    expect(
      (await rowTitles(page, 'Clips')).some((row) => row.includes('Big hit')),
      "My clips leaves out the user's clip",
    ).to.equal(false);
    expect(await page.$(watchVideo).isExisting(), 'the live player closes with its tab').to.equal(false);
    await page.$(sheet).$('button[role="tab"]*=All clips').click();
    await waitForRows(page, 'Clips', ['First period highlights', 'Big hit']);
  });

  it('the Tags tab lists the seeded tags with their stream times', async () => {
    const page = fixture.browser;
    await clickTab(page, 'Tags');
    await waitForPath(page, `/dashboard/event/${liveMatch}?tab=tags`);
    await waitForRows(page, 'Tags', ['Goal 1-0', 'Tripping', 'Goal 1-1']);
    const goal = (await rowTitles(page, 'Tags')).find((row) => row.includes('Goal 1-0'));
    expect(goal).to.include('00:10:12');
    expect(await page.$(sheet).$('button=Add tag').isDisplayed()).to.equal(true);
  });

  it('on /dashboard/event_new the edit-only tabs are disabled, ?tab=watch falls back to Event, and the destination is the admin default', async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/dashboard/event_new?tab=watch', await fixture.server.tokenFor('admin'));
    await sheetTab(page, 'Watch').waitForExist({ timeout: waitMs });
    expect(await tabStates(page)).to.deep.equal({ event: false, schedule: true, watch: true, clips: true, tags: true });
    expect(await selectedTab(page)).to.equal('event');
    expect(await page.$(watchVideo).isExisting()).to.equal(false);
    // The seeded admin profile's default_destination (server/seed/accounts-seed.ts) preselects TV Sport HD.
    const destination = `${sheet} select[data-testid="event-destination"], ${sheet} [data-testid="event-destination"] select`;
    await page.waitUntil(
      async () =>
        (await page.execute((selector: string) => {
          const select = document.querySelector(selector) as HTMLSelectElement | null;
          return select?.selectedOptions[0]?.textContent ?? '';
        }, destination)) === 'TV Sport HD',
      { timeout: waitMs, timeoutMsg: 'the default destination was not taken' },
    );
  });
});
