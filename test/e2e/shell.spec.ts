import { expect } from 'chai';
import { openBrowser, screenshotOnFailure, type Browser } from '../support/browser';
import { currentPath, liveListCounts, menuTitles, openAs, screenTitle, waitForPath } from './support/console-page';
import { startConsoleServer, type ConsoleServer } from './support/console-server';

describe('e2e: the dark shell (spec 1 §1, §2.1–2.3, §9)', () => {
  let server: ConsoleServer | undefined;
  let browser: Browser | undefined;

  before(async () => {
    server = await startConsoleServer();
    browser = await openBrowser();
    await openAs(browser, server.url, '/', await server.tokenFor('admin'));
    await waitForPath(browser, '/dashboard');
  });
  afterEach(async function () {
    await screenshotOnFailure(browser, this.currentTest);
  });
  after(async () => {
    await browser?.deleteSession();
    await server?.close();
  });

  it('lays out a top toolbar, an 80-wide left menu with Logout below it, the screen and the process bar', async () => {
    const page = browser!;
    expect(await screenTitle(page)).to.equal('Dashboard');
    expect(await page.$('header[role="banner"]').getText()).to.contain('Studio Console');
    expect(await page.$('[data-testid="user-name"]').getText()).to.equal('Demo admin');
    expect((await page.$('nav[aria-label="Main menu"]').getSize()).width).to.equal(80);
    expect(await page.$('nav[aria-label="Main menu"]').$('button=Logout').isDisplayed()).to.equal(true);
    expect(await page.$('footer[aria-label="Processes"]').isDisplayed()).to.equal(true);
    const background = await page.execute(
      () => getComputedStyle(document.querySelector('header[role="banner"]') as Element).backgroundColor,
    );
    const [red = 255, green = 255, blue = 255] = (background.match(/\d+/g) ?? []).map(Number);
    expect(red + green + blue, `toolbar background ${background}`).to.be.below(120);
  });

  it('shows the server clock with date, seconds and time zone to an admin', async () => {
    const clock = browser!.$('[data-testid="server-clock"]');
    await clock.waitForDisplayed({ timeout: 20_000 });
    expect(await clock.getText()).to.match(/^\d\d\.\d\d\.\d{4} \d\d:\d\d:\d\d \S+$/);
  });

  it('shows frames per second, the last frame age and rejected frames, with each live list on demand', async () => {
    const page = browser!;
    const indicator = page.$('[data-testid="connection-indicator"]');
    await page.waitUntil(
      async () => /^\d+(\.\d)? fps · last frame \d+(\.\d)? (s|min|h) · \d+ rejected$/.test(await indicator.getText()),
      {
        timeout: 20_000,
        timeoutMsg: `indicator: ${await indicator.getText()}`,
      },
    );
    const counts = await liveListCounts(page);
    expect(Object.keys(counts)).to.include.members([
      'channels:all',
      'instances:all',
      'settings:all',
      'running_orders:all',
    ]);
    expect(counts['channels:all']).to.be.above(0);
  });

  it('can be driven from the keyboard: Tab reaches the menu, Enter opens an entry', async () => {
    const page = browser!;
    await page.url(`${server!.url}/dashboard`);
    await menuTitles(page);
    let focused = '';
    for (let step = 0; step < 30 && focused !== 'Events'; step += 1) {
      await page.keys('Tab');
      focused = await page.execute(() =>
        (document.activeElement?.closest('nav[aria-label="Main menu"] a')?.textContent ?? '').trim(),
      );
    }
    expect(focused).to.equal('Events');
    await page.keys('Enter');
    await waitForPath(page, /^\/events(\/list)?$/);
    expect(await page.$('nav[aria-label="Main menu"] a[aria-current="page"]').getText()).to.equal('Events');
  });

  it('redirects the root to /dashboard and /settings to its profile, and names pages it does not have', async () => {
    const page = browser!;
    await page.url(`${server!.url}/`);
    await waitForPath(page, '/dashboard');
    await page.url(`${server!.url}/settings`);
    await waitForPath(page, '/settings/profile');
    expect(await screenTitle(page)).to.equal('Profile');
    await page.url(`${server!.url}/billing`);
    await waitForPath(page, '/billing/dashboard/view');
    await page.url(`${server!.url}/nowhere`);
    expect(await screenTitle(page)).to.equal('Page not found');
    expect(await currentPath(page)).to.equal('/nowhere');
    // The way back goes to the root, whose guards pick the account's first screen.
    await page.$('[data-testid="not-found-home"]').click();
    await waitForPath(page, '/dashboard');
  });

  it('hides the server clock from a device_admin ("Only admin and user account types see it")', async () => {
    const page = browser!;
    await openAs(page, server!.url, '/dashboard', await server!.tokenFor('device_admin'));
    await menuTitles(page);
    await page.$('[data-testid="user-name"]').waitForDisplayed();
    expect(await page.$('[data-testid="server-clock"]').isExisting()).to.equal(false);
  });
});
