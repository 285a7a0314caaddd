import { expect } from 'chai';
import { eventUuid } from '../../server/seed/demo-events';
import { openAs, waitForPath } from './support/console-page';
import { useConsoleFixture } from './support/console-fixture';
import type { Browser } from '../support/browser';
import { toastTexts } from './support/toasts';

// Issue 29: the event editor says which required field is missing (title, source, and on a destination that
// bills its events the billing contract), and lists the other events of the same recording (the seeded
// 'Tappara – Kärpät' and its English alternative share one event group, server/seed/demo-events.ts).

const waitMs = 30_000;
const sheet = '[data-testid="bottom-sheet"]';
const liveMatch = eventUuid('live_match');
const english = eventUuid('live_match_english');

const sheetText = async (page: Browser): Promise<string> => page.$(sheet).getText();

const waitForText = async (page: Browser, text: string): Promise<void> => {
  await page.waitUntil(async () => (await sheetText(page)).includes(text), {
    timeout: waitMs,
    timeoutMsg: `the sheet never said '${text}'`,
  });
};

const select = (page: Browser, testId: string) =>
  page.$(`${sheet} select[data-testid="${testId}"], ${sheet} [data-testid="${testId}"] select`);

describe('e2e: event editor required fields and the same recording (issue 29)', () => {
  const fixture = useConsoleFixture();

  it("lists the recording's other event and opens its editor from there", async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, `/dashboard/event/${liveMatch}`, await fixture.server.tokenFor('admin'));
    const recording = page.$(`${sheet} [data-testid="same-recording"]`);
    await recording.waitForExist({ timeout: waitMs, timeoutMsg: 'no Same recording section' });
    const link = recording.$(`[data-event="${english}"] a`);
    await link.waitForExist({ timeout: waitMs });
    expect(await link.getText()).to.equal('Tappara – Kärpät (English)');
    expect(await recording.$(`[data-event="${english}"]`).getText()).to.include('Partner output');
    // The event itself is not listed as its own sibling.
    expect(await recording.$(`[data-event="${liveMatch}"]`).isExisting()).to.equal(false);
    await link.click();
    await waitForPath(page, `/dashboard/event/${english}`);
    const title = page.$(`${sheet} input[data-testid="event-title"], ${sheet} [data-testid="event-title"] input`);
    await page.waitUntil(async () => (await title.getValue()) === 'Tappara – Kärpät (English)', {
      timeout: waitMs,
      timeoutMsg: "the English alternative's editor never opened",
    });
    const back = page.$(`${sheet} [data-testid="same-recording"] [data-event="${liveMatch}"] a`);
    await back.waitForExist({ timeout: waitMs, timeoutMsg: 'the alternative does not list the main event' });
    expect(await back.getText()).to.equal('Tappara – Kärpät');
  });

  it("a new event without title, source or billing contract says '{label} is required' for each and is not saved", async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/dashboard/event_new', await fixture.server.tokenFor('admin'));
    const destination = select(page, 'event-destination');
    await destination.waitForExist({ timeout: waitMs });
    await destination.selectByVisibleText('TV Sport HD');
    // TV Sport HD bills Nordic Sports Media Oy and names a default contract: it is prefilled for the administrator.
    const contract = select(page, 'event-billing-contract');
    await page.waitUntil(async () => (await contract.getValue()) !== '', {
      timeout: waitMs,
      timeoutMsg: 'the default contract was never prefilled',
    });
    await contract.selectByVisibleText('—');
    const league = page.$(`${sheet} [data-field="league"] select`);
    await league.waitForExist({ timeout: waitMs });
    await league.selectByVisibleText('Liiga');
    await page.$(`${sheet}`).$('button=Save').click();
    for (const message of ['Title is required', 'Source is required', 'Billing contract is required'])
      await waitForText(page, message);
    expect(await page.getUrl()).to.include('/dashboard/event_new');
    expect((await toastTexts(page)).some((toast) => toast.includes('Event was created!'))).to.equal(false);
  });
});
