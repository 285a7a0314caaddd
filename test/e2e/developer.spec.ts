import { expect } from 'chai';
import type { Browser } from '../support/browser';
import { menuTitles, openAs, waitForPath } from './support/console-page';
import { useConsoleFixture } from './support/console-fixture';

const waitMs = 20_000;

const texts = (page: Browser, selector: string): Promise<string[]> =>
  page.execute(
    (query: string) => [...document.querySelectorAll(query)].map((node) => node.textContent ?? ''),
    selector,
  );

/** Waits until the release table lists exactly these versions (the status tab's records). */
const waitForVersions = async (page: Browser, versions: readonly string[]): Promise<void> => {
  await page.waitUntil(
    async () =>
      JSON.stringify((await texts(page, '[data-testid="releases-row"] [role="cell"]:first-child')).sort()) ===
      JSON.stringify([...versions].sort()),
    {
      timeout: waitMs,
      timeoutMsg: `expected the versions ${versions.join(', ')}, the table shows ${(
        await texts(page, '[data-testid="releases-row"]')
      ).join(' | ')}`,
    },
  );
};

describe('e2e: developer area (spec 3 §2.8, spec 1 §2.1 "Developer: developer only")', () => {
  const fixture = useConsoleFixture();

  it('a developer lands on the monitor: toolbar, Instances online, the server health and this console', async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/developer', await fixture.server.tokenFor('developer'));
    await waitForPath(page, '/developer/monitor');
    await page.$('[data-testid="developer-toolbar"] button').waitForDisplayed({ timeout: waitMs });
    expect((await texts(page, '[data-testid="developer-toolbar"] button')).map((text) => text.trim())).to.deep.equal([
      'Monitor',
      'Releases',
      'Broadcaster',
      'Replay',
    ]);
    await page.$('[data-testid="developer-sidebar"] [data-testid="online-instance"]').waitForDisplayed({
      timeout: waitMs,
    });
    // The first report arrives right after the join; its uptime and database line are the server's own.
    await page.$('[data-testid="monitor-server-database"]').waitForDisplayed({ timeout: waitMs });
    expect(await page.$('[data-testid="monitor-server-database"]').getText()).to.match(/^answers in \d+\.\d ms$/);
    expect(await page.$('[data-testid="monitor-server-status"]').getText()).to.be.oneOf(['ok', 'degraded']);
    expect(await page.$('[data-testid="monitor-reconnects"]').getText()).to.equal('0');
    await page.waitUntil(async () => Number(await page.$('[data-testid="monitor-decoded"]').getText()) > 0, {
      timeout: waitMs,
      timeoutMsg: 'no decoded frame counted',
    });
    expect((await texts(page, '[data-testid="monitor-instance"]')).length).to.be.greaterThan(0);
  });

  it('a developer edits a release status and finds the release in the new status tab', async () => {
    const page = fixture.browser;
    await page.$('[data-testid="developer-tab-releases"]').click();
    await waitForPath(page, '/developer/releases/release');
    await waitForVersions(page, ['v1.14.2']);
    await page.$('[data-testid="release-tab-test"]').click();
    await waitForPath(page, '/developer/releases/test');
    await waitForVersions(page, ['v1.15.0-rc1']);
    await page.$('[data-testid="releases-row"]').click();
    await waitForPath(page, /^\/developer\/releases\/test\/edit\/\d+\/data\/\d+$/);
    const select = page.$('[data-testid="release-status-select"]');
    await select.waitForDisplayed({ timeout: waitMs });
    await select.selectByAttribute('value', 'tested');
    await page.$('[data-testid="release-editor-save-close"]').click();
    await waitForPath(page, '/developer/releases/test');
    await waitForVersions(page, []);
    await page.$('[data-testid="release-tab-tested"]').click();
    await waitForPath(page, '/developer/releases/tested');
    // The demo's tested release, and the one just saved: newest first.
    await waitForVersions(page, ['v1.15.0-rc1', 'v1.15.0-rc0']);
    expect((await texts(page, '[data-testid="releases-row"]'))[0]).to.include('v1.15.0-rc1');
    expect(await texts(page, '[data-testid="releases-row"] [data-testid="release-status"]')).to.deep.equal([
      'tested',
      'tested',
    ]);
  });

  it('broadcaster releases show the OS version; an unknown status tab goes to release', async () => {
    const page = fixture.browser;
    await page.$('[data-testid="developer-tab-broadcaster"]').click();
    await waitForPath(page, '/developer/broadcaster/release');
    await waitForVersions(page, ['b3.3.1']);
    expect((await texts(page, '[data-testid="releases-row"]'))[0]).to.include('debian-12');
    await openAs(
      page,
      fixture.server.url,
      '/developer/broadcaster/shipped',
      await fixture.server.tokenFor('developer'),
    );
    await waitForPath(page, '/developer/broadcaster/release');
  });

  it('an admin has no Developer entry and cannot open /developer', async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/developer/releases/release', await fixture.server.tokenFor('admin'));
    await waitForPath(page, '/dashboard');
    expect(await menuTitles(page)).to.not.include('Developer');
  });
});
