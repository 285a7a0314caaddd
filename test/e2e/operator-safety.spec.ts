import { expect } from 'chai';
import { eventUuid } from '../../server/seed/demo-events';
import { type Browser } from '../support/browser';
import { acceptOverlap, openAs, waitForPath } from './support/console-page';
import { useConsoleFixture } from './support/console-fixture';
import { toastTexts, waitForToast } from './support/toasts';

// Issue 21 as an operator on a long shift meets it: every stop on air asks first and says what it stops, an
// overlap on a destination is named before it is saved, and search finds 'Kärpät' when 'karpat' is typed.

const waitMs = 20_000;
const liveMatch = eventUuid('live_match');
const row = `[data-testid="event-row"][data-event="${liveMatch}"]`;
const tile = (role: 'source' | 'destination'): string => `${row} [data-testid="channel-tile-${role}"]`;

const texts = async (page: Browser, selector: string): Promise<string[]> =>
  page.execute(
    (css: string) => [...document.querySelectorAll(css)].map((element) => (element.textContent ?? '').trim()),
    selector,
  );

describe('e2e: an operator on a long shift (issue 21: confirmations, overlaps, search)', () => {
  const fixture = useConsoleFixture();

  it("asks 'Stop router?' naming the destination it stops; Cancel leaves it on air, Stop idles it", async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/dashboard', await fixture.server.tokenFor('admin'));
    const stop = page.$(`${tile('destination')} [data-testid="router-stop-destination"]`);
    await stop.waitForClickable({ timeout: waitMs });
    await stop.click();
    const dialog = page.$('[data-testid="router-stop-destination-confirmation"]');
    await dialog.waitForDisplayed({ timeout: waitMs });
    expect(await dialog.$('h2').getText()).to.equal('Stop router?');
    expect(await dialog.$('[data-testid="router-stop-details"]').getText()).to.equal(
      "Stops routing this event's destination TV Sport HD.",
    );
    await page.$('[data-testid="router-stop-destination-cancel"]').click();
    await dialog.waitForDisplayed({ reverse: true, timeout: waitMs });
    expect(await stop.isDisplayed(), 'Cancel stops nothing').to.equal(true);

    await stop.click();
    await page.$('[data-testid="router-stop-destination-confirm"]').waitForClickable({ timeout: waitMs });
    await page.$('[data-testid="router-stop-destination-confirm"]').click();
    await stop.waitForExist({ reverse: true, timeout: waitMs, timeoutMsg: 'the router stop never reached the tile' });
  });

  it("does not offer Start pull and Stop pull side by side when the pull state is unknown; 'Stop pull…' asks first", async () => {
    const page = fixture.browser;
    expect(await page.$$(`${tile('source')} button[data-testid="pull-start-source"]`).length).to.equal(0);
    const menu = page.$(`${tile('source')} [data-testid="pull-menu-source"]`);
    await menu.waitForClickable({ timeout: waitMs });
    expect(await menu.getText()).to.equal('Pull: state unknown');
    await menu.click();
    await page.$('[data-testid="pull-stop-source"]').waitForDisplayed({ timeout: waitMs });
    await page.$('[data-testid="pull-stop-source"]').click();
    const dialog = page.$('[data-testid="pull-stop-source-confirmation"]');
    await dialog.waitForDisplayed({ timeout: waitMs });
    expect(await dialog.getText()).to.contain('Stop pull?');
    await page.$('[data-testid="pull-stop-source-cancel"]').click();
    await dialog.waitForDisplayed({ reverse: true, timeout: waitMs });
  });

  it('stopping an event shows its title, start and end on lines of their own', async () => {
    const page = fixture.browser;
    await page.$(`${row} [data-testid="stop-event"]`).click();
    const dialog = page.$('[data-testid="stop-event-confirmation"]');
    await dialog.waitForDisplayed({ timeout: waitMs });
    const lines = (await dialog.$('.fui-DialogContent').getText()).split('\n');
    expect(lines[0]).to.equal('Tappara – Kärpät');
    expect(lines[1]).to.match(/^Start: \d\d\.\d\d\.\d{4} \d\d:\d\d$/);
    expect(lines[2]).to.match(/^End: \d\d\.\d\d\.\d{4} \d\d:\d\d$/);
    await page.$('[data-testid="stop-event-cancel"]').click();
    await dialog.waitForDisplayed({ reverse: true, timeout: waitMs });
  });

  it('warns of an overlapping event on the destination, naming it and the overlap, and saves only on purpose', async () => {
    const page = fixture.browser;
    // A clone of the running match: the same destination and window.
    await openAs(
      page,
      fixture.server.url,
      `/dashboard/event_new?clone_id=${liveMatch}`,
      await fixture.server.tokenFor('admin'),
    );
    const warning = page.$('[data-testid="overlap-warning"]');
    await warning.waitForDisplayed({ timeout: waitMs });
    const items = await texts(page, '[data-testid="overlap-item"]');
    expect(items.some((item) => item.startsWith("'Tappara – Kärpät' ("))).to.equal(true);
    // The shared window on one day reads '24.11.2026 20:00–22:00'; across midnight the end has its own date.
    expect(items.join('\n')).to.match(/overlaps by 2 h, \d\d\.\d\d\.\d{4} \d\d:\d\d(–| – \d\d\.\d\d\.\d{4} )\d\d:\d\d/);
    // The cloned event's fields may still be filling in: type the title until it stays.
    const title = page.$('[data-testid="event-title"] input, input[data-testid="event-title"]');
    await page.waitUntil(
      async () => {
        if ((await title.getValue()) !== 'Overlap on purpose') await title.setValue('Overlap on purpose');
        return (await title.getValue()) === 'Overlap on purpose';
      },
      { timeout: waitMs, interval: 500, timeoutMsg: 'the title did not stay typed' },
    );
    await page.$('[data-testid="bottom-sheet"]').$('button=Save').click();
    await page.waitUntil(
      async () =>
        (await page.$('[data-testid="bottom-sheet"]').getText()).includes("tick 'Schedule it overlapping' to save"),
      { timeout: waitMs, timeoutMsg: 'the save was not refused for the overlap' },
    );
    expect((await toastTexts(page)).some((toast) => toast.includes('Event was created!'))).to.equal(false);

    await acceptOverlap(page);
    await page.$('[data-testid="bottom-sheet"]').$('button=Save').click();
    await waitForToast(page, 'Event was created!');
    await waitForPath(page, /^\/dashboard\/event\/[0-9a-f-]{36}/);
  });

  it("finds 'Kärpät' when 'karpat' is typed: the dashboard search, /events and cloud recording", async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/dashboard', await fixture.server.tokenFor('admin'));
    const box = page.$('input[data-testid="event-search"], [data-testid="event-search"] input');
    await box.waitForDisplayed({ timeout: waitMs });
    await box.setValue('kar');
    await box.addValue('pat');
    await page.waitUntil(
      async () =>
        (await texts(page, '[data-testid="search-result"]')).some((text) => text.includes('Tappara – Kärpät')),
      { timeout: waitMs, timeoutMsg: "the dashboard search did not find 'Tappara – Kärpät'" },
    );

    await openAs(page, fixture.server.url, '/events/list', await fixture.server.tokenFor('admin'));
    await page.waitUntil(async () => (await texts(page, '[data-testid="events-title"]')).length > 3, {
      timeout: waitMs,
      timeoutMsg: 'the events list stayed empty',
    });
    await page.$('[data-testid="events-search"]').setValue('KARPAT');
    await page.waitUntil(
      async () => {
        const shown = await texts(page, '[data-testid="events-title"]');
        return shown.length > 0 && shown.every((title) => /Kärpät/.test(title));
      },
      { timeout: waitMs, timeoutMsg: "/events did not narrow to the 'Kärpät' events" },
    );

    await openAs(page, fixture.server.url, '/cloudrec/list', await fixture.server.tokenFor('admin'));
    await page.waitUntil(async () => (await page.$$('[data-recording]').length) > 0, {
      timeout: waitMs,
      timeoutMsg: 'no recordings listed',
    });
    await page.$('input[aria-label="Search recordings"]').setValue('karpat');
    await page.waitUntil(
      async () => {
        const shown = await texts(page, '[data-recording] a');
        return shown.length > 0 && shown.every((title) => /Kärpät/.test(title));
      },
      { timeout: waitMs, timeoutMsg: "cloud recording did not narrow to the 'Kärpät' events" },
    );
  });

  it('answers favicon.ico with an icon instead of 404, and the page links it', async () => {
    const answer = await fetch(`${fixture.server.url}/favicon.ico`);
    expect(answer.status).to.equal(200);
    expect(answer.headers.get('content-type')).to.equal('image/x-icon');
    const linked = await fixture.browser.execute(() =>
      document.querySelector('link[rel="icon"]')?.getAttribute('href'),
    );
    expect(linked).to.match(/favicon\.ico$/);
  });
});
