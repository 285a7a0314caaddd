import { expect } from 'chai';
import { loginAs } from '../integration/support/studio';
import { openBrowser, type Browser } from '../support/browser';
import { expectBrowserErrors } from '../support/browser-problem-log';
import { openAs, waitForPath } from './support/console-page';
import { useConsoleFixture } from './support/console-fixture';

// The settings area's profile, sessions, maintenance and external-device screens (spec 3 §2.2, §4, §8).
const waitMs = 20_000;
// Another console sees a maintenance change within one 10 s poll (spec 1 §9).
const onePoll = 25_000;

const typeInto = async (page: Browser, name: string, value: string): Promise<void> => {
  const field = page.$(`input[name="${name}"]`);
  await field.waitForDisplayed({ timeout: waitMs });
  await field.setValue(value);
};

const stateIs = (page: Browser, text: string, timeout = waitMs): Promise<true | void> =>
  page.waitUntil(async () => (await page.$('[data-testid="maintenance-state"]').getText()) === text, {
    timeout,
    timeoutMsg: `maintenance did not read '${text}'`,
  });

describe('e2e: settings profile, sessions, maintenance and external devices (spec 3 §2.2)', () => {
  const fixture = useConsoleFixture();
  const others: Browser[] = [];
  after(async () => {
    for (const other of others) await other.deleteSession();
  });
  const secondBrowser = async (): Promise<Browser> => {
    const other = await openBrowser();
    others.push(other);
    return other;
  };

  it('a videohub route change shows the new routing', async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/settings/external_devices', await fixture.server.tokenFor('admin'));
    await waitForPath(page, '/settings/external_devices/videohub');
    const row = page.$('[data-testid="routing-table"] tr[data-output-id="3"]');
    await row.waitForDisplayed({ timeout: waitMs });
    await row.$('select').selectByAttribute('value', '6');
    // A route change asks first (issue 29).
    await page.$('[data-testid="route-3-confirm"]').waitForClickable({ timeout: waitMs });
    await page.$('[data-testid="route-3-confirm"]').click();
    await page.waitUntil(async () => (await row.$('[data-testid="routed-input"]').getText()) === 'Studio', {
      timeout: waitMs,
      timeoutMsg: 'the routing table did not show input 6 on output 3',
    });
  });

  it("change password with a wrong old password shows 'Old password is invalid!'", async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/settings/profile', await fixture.server.tokenFor('user'));
    await typeInto(page, 'old_password', 'not-my-password');
    await typeInto(page, 'new_password', 'another-one-1');
    await typeInto(page, 'confirm_password', 'another-one-1');
    await page.$('button=Change password').click();
    const result = page.$('[data-testid="password-result"]');
    await result.waitForDisplayed({ timeout: waitMs });
    expect(await result.getText()).to.equal('Old password is invalid!');
  });

  it('a session deleted in one browser signs the other out', async () => {
    // The server closes the deleted session's socket; the other console then asks verify, and the server's no
    // to a token it no longer knows is a 401 (docs/protocol/accounts.md). That 401 is what signs it out.
    expectBrowserErrors(/HTTP error 401: GET .*\/api\/v1\/verify$/);
    const page = fixture.browser;
    const other = await secondBrowser();
    const first = await fixture.server.tokenFor('group_admin');
    await openAs(other, fixture.server.url, '/settings/profile', await loginAs(fixture.server.url, 'group_admin'));
    await other.$('h1=Profile').waitForDisplayed({ timeout: waitMs });
    await openAs(page, fixture.server.url, '/settings/sessions', first);
    await page.waitUntil(async () => (await page.$$('[data-testid="sessions-table"] tbody tr').length) >= 2, {
      timeout: waitMs,
      timeoutMsg: 'two sessions expected',
    });
    // The other browser's session is the newest one that is not this browser's.
    const otherRow = page.$('[data-testid="sessions-table"] tbody tr:not(:has([data-testid="current-session"]))');
    await otherRow.$('button=Delete').click();
    await page.$('button=Delete session').click();
    await waitForPath(other, /^\/login/);
    await page.$('h1=Sessions').waitForDisplayed({ timeout: waitMs });
    expect(await page.$('[data-testid="current-session"]').isDisplayed()).to.equal(true);
  });

  it("root starts maintenance: a user's console is blocked, a bypass account's is not; stopping it reloads the user's page", async () => {
    const page = fixture.browser;
    const user = await secondBrowser();
    await openAs(user, fixture.server.url, '/dashboard', await fixture.server.tokenFor('user'));
    await user.$('[data-testid="main-menu"]').waitForDisplayed({ timeout: waitMs });
    await openAs(page, fixture.server.url, '/settings/maintenance', await fixture.server.tokenFor('root'));
    await page.$('textarea[name="message"]').setValue('Studio upgrade');
    await page.$('button=Start maintenance').click();
    await page.$('//div[@role="dialog"]//button[normalize-space()="Start maintenance"]').click();
    // The form's window starts at the next whole minute: scheduled first, running within that minute.
    await stateIs(page, 'Running', 90_000);
    // Root is in the demo bypass list: its console works on.
    expect(await page.$('[data-testid="maintenance-block"]').isExisting()).to.equal(false);
    await user.$('[data-testid="maintenance-block"]').waitForDisplayed({ timeout: onePoll });
    expect(await user.$('[data-testid="maintenance-block"]').getText()).to.contain('Studio upgrade');
    await user.execute(() => {
      (window as unknown as { marker?: string }).marker = 'blocked';
    });
    await page.$('button=Stop maintenance').click();
    await page.$('//div[@role="dialog"]//button[normalize-space()="Stop maintenance"]').click();
    await stateIs(page, 'Not running');
    await user.waitUntil(
      async () => (await user.execute(() => (window as unknown as { marker?: string }).marker)) === undefined,
      { timeout: onePoll, timeoutMsg: "the user's page did not reload when maintenance ended" },
    );
    await user.$('[data-testid="main-menu"]').waitForDisplayed({ timeout: waitMs });
  });
});
