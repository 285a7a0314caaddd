import { expect } from 'chai';
import { type Browser } from '../support/browser';
import { tokenKey, waitForPath } from './support/console-page';
import { useConsoleFixture } from './support/console-fixture';

// The process bar against the studio server (spec 1 §2.6, §4, §9): processes come back from local storage at
// start (7 days), newest first, ten at a time with Show more; Remove sticks; Open goes to the clip page.

const processesKey = 'studio.processes';
const day = 24 * 3600 * 1000;
const waitMs = 20_000;

const processAt = (index: number, createdAt: number) => ({
  uuid: `p-${index}`,
  created_at: createdAt,
  status: 'new',
  type: 'clip',
  description: `Re-creating clip number ${index}`,
  meta: { uuids: [`clip-${index}`], event_uuid: `event-${index}` },
});

const rowDescriptions = (browser: Browser): Promise<string[]> =>
  browser.execute(() =>
    [...document.querySelectorAll('table[aria-label="Processes"] tbody tr')].map((row) =>
      (row.children[1]?.textContent ?? '').trim(),
    ),
  );

const storedUuids = (browser: Browser): Promise<string[]> =>
  browser.execute(
    (key: string) =>
      (JSON.parse(window.localStorage.getItem(key) ?? '[]') as { uuid: string }[]).map((process) => process.uuid),
    processesKey,
  );

describe('e2e: process bar (spec 1 §2.6)', () => {
  const fixture = useConsoleFixture();

  const toggle = () => fixture.browser.$('[data-testid="process-bar-toggle"]');

  it('restores 12 stored processes (one 8 days old is dropped), lists ten newest first, and Show more lists the rest', async () => {
    const now = Date.now();
    const stored = [
      ...Array.from({ length: 12 }, (_, index) => processAt(index + 1, now - (12 - index) * 60_000)),
      processAt(99, now - 8 * day),
    ];
    await fixture.browser.url(`${fixture.server.url}/login`);
    await fixture.browser.execute(
      (keys: { token: string; processes: string }, token: string, processes: string) => {
        window.localStorage.setItem(keys.token, token);
        window.localStorage.setItem(keys.processes, processes);
      },
      { token: tokenKey, processes: processesKey },
      await fixture.server.tokenFor('admin'),
      JSON.stringify(stored),
    );
    await fixture.browser.url(`${fixture.server.url}/dashboard`);
    await toggle().waitForDisplayed({ timeout: waitMs });
    await fixture.browser.waitUntil(async () => (await toggle().getText()).includes('12'), {
      timeout: waitMs,
      timeoutMsg: 'the bar did not count 12 processes',
    });
    await toggle().click();
    await fixture.browser.$('table[aria-label="Processes"]').waitForDisplayed({ timeout: waitMs });
    expect(await rowDescriptions(fixture.browser)).to.deep.equal(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((index) => `Re-creating clip number ${index}`),
    );
    const header = await fixture.browser.execute(() =>
      [...document.querySelectorAll('table[aria-label="Processes"] thead th')].map((cell) =>
        (cell.textContent ?? '').trim(),
      ),
    );
    expect(header).to.deep.equal(['Status', 'Description', 'Created at', 'Actions']);
    await fixture.browser.$('button=Show more').click();
    await fixture.browser.waitUntil(async () => (await rowDescriptions(fixture.browser)).length === 12, {
      timeout: waitMs,
      timeoutMsg: 'Show more did not add the last two',
    });
    expect((await rowDescriptions(fixture.browser)).slice(-2)).to.deep.equal([
      'Re-creating clip number 2',
      'Re-creating clip number 1',
    ]);
    expect(await fixture.browser.$('button=Show more').isExisting()).to.equal(false);
    expect(await storedUuids(fixture.browser)).to.not.include('p-99');
  });

  it('removes a process, and it stays removed after a reload', async () => {
    await fixture.browser.$('button[aria-label="Remove Re-creating clip number 12"]').click();
    // Two pages are open after Show more: the eleven left are all listed.
    await fixture.browser.waitUntil(
      async () =>
        (await rowDescriptions(fixture.browser)).length === 11 &&
        !(await rowDescriptions(fixture.browser)).includes('Re-creating clip number 12'),
      {
        timeout: waitMs,
        timeoutMsg: 'the removed process is still listed',
      },
    );
    expect(await storedUuids(fixture.browser))
      .to.have.length(11)
      .and.not.include('p-12');
    await fixture.browser.refresh();
    await toggle().waitForDisplayed({ timeout: waitMs });
    await fixture.browser.waitUntil(async () => (await toggle().getText()).includes('11'), {
      timeout: waitMs,
      timeoutMsg: 'the reloaded bar did not count 11 processes',
    });
  });

  it('opens a clip process at /cloudrec/event/{event_uuid}', async () => {
    if ((await toggle().getAttribute('aria-expanded')) !== 'true') await toggle().click();
    await fixture.browser.$('button[aria-label="Open Re-creating clip number 11"]').click();
    await waitForPath(fixture.browser, '/cloudrec/event/event-11');
  });
});
