import { expect } from 'chai';
import { specMenus, withProductions } from '../support/spec-menus';
import { menuTitles, openAs, screenTitle, waitForPath } from './support/console-page';
import { useConsoleFixture } from './support/console-fixture';

// Spec 1 §2.1 per account type, plus Productions for members of the demo 'Hockey production' group (meta flag
// productions): device_admin, group_admin, user and cloudrec (a commentator there: its profile carries the flag,
// issue 28).
const menus: Readonly<Record<string, readonly string[]>> = {
  ...specMenus,
  group_admin: withProductions(specMenus.group_admin ?? []),
  user: withProductions(specMenus.user ?? []),
  cloudrec: withProductions(specMenus.cloudrec ?? []),
};

// One boundary per account type: a route it may not open and where the guard sends it, and one it may. A
// developer may open every area, so its refusal is a path the app does not have.
const boundaries: ReadonlyArray<{ type: string; forbidden: string; sentTo: string; allowed: string; title: string }> = [
  {
    type: 'admin',
    forbidden: '/devices',
    sentTo: '/dashboard',
    allowed: '/billing/billing/list',
    title: 'Event billing',
  },
  { type: 'device_admin', forbidden: '/developer', sentTo: '/dashboard', allowed: '/devices', title: 'Devices' },
  {
    type: 'root',
    forbidden: '/developer/monitor',
    sentTo: '/dashboard',
    allowed: '/sysmonitor',
    title: 'System Monitor',
  },
  {
    type: 'developer',
    forbidden: '/no-such-area',
    sentTo: '/no-such-area',
    allowed: '/developer',
    title: 'Developer monitor',
  },
  { type: 'group_admin', forbidden: '/instances/list', sentTo: '/dashboard', allowed: '/settings', title: 'Profile' },
  { type: 'user', forbidden: '/billing', sentTo: '/dashboard', allowed: '/monitor', title: 'Monitor' },
  {
    type: 'cloudrec',
    forbidden: '/settings/accounts',
    sentTo: '/cloudrec/list',
    allowed: '/productions/list',
    title: 'Productions',
  },
];

describe('e2e: role guards (spec 1 §2.1, §6; spec 3 §6)', () => {
  const fixture = useConsoleFixture();

  for (const boundary of boundaries) {
    const refused =
      boundary.sentTo === boundary.forbidden
        ? `finds no page at ${boundary.forbidden}`
        : `is sent from ${boundary.forbidden} to ${boundary.sentTo}`;
    it(`${boundary.type}: sees exactly its menu, ${refused}, opens ${boundary.allowed}`, async () => {
      const page = fixture.browser;
      const expected = menus[boundary.type];
      await openAs(page, fixture.server.url, '/', await fixture.server.tokenFor(boundary.type));
      await waitForPath(page, boundary.type === 'cloudrec' ? '/cloudrec/list' : '/dashboard');
      await page.waitUntil(async () => JSON.stringify(await menuTitles(page)) === JSON.stringify(expected), {
        timeout: 20_000,
        timeoutMsg: `${boundary.type} menu: ${JSON.stringify(await menuTitles(page))}`,
      });
      await page.url(`${fixture.server.url}${boundary.forbidden}`);
      if (boundary.sentTo === boundary.forbidden) {
        expect(await screenTitle(page)).to.equal('Page not found');
      } else {
        await waitForPath(page, boundary.sentTo);
        // Issue 29: the page it lands on says what was refused, never a silent redirect.
        const notice = page.$('[data-testid="route-refused"]');
        await notice.waitForDisplayed({ timeout: 20_000 });
        expect(await notice.getText()).to.include('Your account may not open');
      }
      await page.url(`${fixture.server.url}${boundary.allowed}`);
      expect(await screenTitle(page)).to.equal(boundary.title);
      expect(await page.$('[data-testid="route-refused"]').isExisting(), 'no notice on an allowed page').to.equal(
        false,
      );
    });
  }

  it("a user's Instances online entries fit the side bar: versions are not cut (issue 29)", async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/dashboard', await fixture.server.tokenFor('user'));
    await page.$('[data-testid="online-instance"]').waitForDisplayed({ timeout: 20_000 });
    const overflow = await page.execute(() => {
      const list = document.querySelector('[data-testid="online-instances"]');
      const right = list?.getBoundingClientRect().right ?? 0;
      return [...document.querySelectorAll('[data-testid="online-instance"]')].map((entry) =>
        Math.max(0, Math.round(entry.getBoundingClientRect().right - right)),
      );
    });
    expect(overflow.length).to.be.greaterThan(0);
    expect(Math.max(...overflow), 'px past the side bar').to.equal(0);
  });

  it('a cloudrec account sent away from the dashboard lands on /cloudrec; /intercom is open to it', async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/dashboard/event_new', await fixture.server.tokenFor('cloudrec'));
    // /cloudrec redirects to /cloudrec/list (spec 2 §2), and the notice rides through that redirect (issue 29).
    await waitForPath(page, '/cloudrec/list');
    expect(await screenTitle(page)).to.equal('Clips');
    const notice = page.$('[data-testid="route-refused"]');
    await notice.waitForDisplayed({ timeout: 20_000 });
    expect(await notice.getText()).to.include('Your account may not open Dashboard.');
    await page.$('[data-testid="route-refused-dismiss"]').click();
    await notice.waitForExist({ reverse: true, timeout: 20_000 });
    await page.url(`${fixture.server.url}/intercom`);
    // /intercom opens its list, as the Productions menu entry opens /productions/list (spec 3 §2.9).
    await waitForPath(page, '/intercom/list');
    expect(await screenTitle(page)).to.equal('Intercom');
  });
});
