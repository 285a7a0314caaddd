import { expect } from 'chai';
import { currentPath, openAs, screenTitle, submitLogin, tokenKey, waitForPath } from './support/console-page';
import { useConsoleFixture } from './support/console-fixture';

describe('e2e: login and logout (spec 1 §2.1, §2.4, §8; spec 3 §2.1, §4)', () => {
  const fixture = useConsoleFixture();

  it("refuses a wrong password with 'Invalid email or password' and clears the password field", async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/login', undefined);
    await submitLogin(page, 'admin@demo.local', 'not-the-password');
    const alert = page.$('[data-testid="login-error"]');
    await alert.waitForDisplayed({ timeout: 20_000 });
    expect(await alert.getText()).to.equal('Invalid email or password');
    expect(await page.$('input[name="password"]').getValue()).to.equal('');
    expect(await page.$('input[name="email"]').getValue()).to.equal('admin@demo.local');
    expect(await currentPath(page)).to.equal('/login');
  });

  it('sends a signed-out visitor to /login?redirect=… and there after logging in (Enter submits, e-mail lowercased)', async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/events', undefined);
    // /events opens its list (/events/list); the session check may run before or after that redirect.
    await waitForPath(page, /^\/login\?redirect=%2Fevents(%2Flist)?$/);
    await submitLogin(page, 'Admin@Demo.Local', 'demo1234');
    await waitForPath(page, '/events/list');
    expect(await screenTitle(page)).to.equal('Events');
    await page.$('[data-testid="user-name"]').waitForDisplayed();
    expect(await page.$('[data-testid="user-name"]').getText()).to.equal('Demo admin');
  });

  it('logs out to /login?l=1, which reloads the page at /login; the session is gone', async () => {
    const page = fixture.browser;
    await page.execute(() => {
      (window as unknown as { marker?: string }).marker = 'before logout';
    });
    await page.$('nav[aria-label="Main menu"]').$('button=Logout').click();
    await waitForPath(page, '/login');
    await page.waitUntil(
      async () => (await page.execute(() => (window as unknown as { marker?: string }).marker)) === undefined,
      {
        timeout: 20_000,
        timeoutMsg: 'the page did not reload after logout',
      },
    );
    expect(await page.execute((key: string) => window.localStorage.getItem(key), tokenKey)).to.equal(null);
    await page.url(`${fixture.server.url}/dashboard`);
    await waitForPath(page, '/login?redirect=%2Fdashboard');
  });
});
