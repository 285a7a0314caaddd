import { expect } from 'chai';
import { eventUuid } from '../../server/seed/demo-events';
import { type Browser } from '../support/browser';
import { openAs, waitForPath } from './support/console-page';
import { useConsoleFixture } from './support/console-fixture';
import { waitForToastTitle } from './support/toasts';

const waitMs = 30_000;
// Seeded relative to now: running for 40 minutes, from Arena A – Camera 1 (Backpack 07, online) to TV Sport HD.
const liveMatch = eventUuid('live_match');

const cpuAverage = async (page: Browser): Promise<string> =>
  page.execute(
    () => document.querySelector('[data-testid="instance-cpu"] [data-testid="gauge-value"]')?.textContent ?? '',
  );

describe('e2e: instance panel (spec 1 §2.7, §8; spec 2 §2; issue 13)', () => {
  const fixture = useConsoleFixture();

  it('an admin opens an instance from a dashboard chip and sees its CPU change live', async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/dashboard', await fixture.server.tokenFor('admin'));
    const chip = page.$(
      `//*[@data-event="${liveMatch}"]//*[@data-testid="instance-chip"]//a[normalize-space()="Backpack 07"]`,
    );
    await chip.waitForClickable({ timeout: waitMs });
    await chip.click();
    await waitForPath(page, /^\/dashboard\/instance\/\d+$/);
    const sheet = page.$('[data-testid="bottom-sheet"]');
    await sheet.waitForDisplayed({ timeout: waitMs });
    await page.waitUntil(async () => (await cpuAverage(page)) !== '', { timeout: waitMs, timeoutMsg: 'no CPU figure' });
    const first = await cpuAverage(page);
    expect(first).to.match(/^\d+\.\d %$/);
    await page.waitUntil(async () => (await cpuAverage(page)) !== first, {
      timeout: waitMs,
      timeoutMsg: `the CPU stayed at ${first}`,
    });
    expect(await page.$('[data-testid="streamer-state"]').getText()).to.be.oneOf(['Running', 'Not running', 'Unknown']);
    // Two frames in, the CPU and memory histories draw their lines.
    await page.$('[data-testid="instance-cpu"] [data-testid="sparkline"]').waitForDisplayed({ timeout: waitMs });
  });

  it("runs a streamer restart through its confirmation and sees 'Streamer restart success'", async () => {
    const page = fixture.browser;
    await page.$('[data-testid="streamer-restart"]').click();
    const dialog = page.$('[data-testid="streamer-restart-confirmation"]');
    await dialog.waitForDisplayed({ timeout: waitMs });
    expect(await dialog.getText()).to.contain('Restart streamer?');
    expect(await dialog.getText()).to.contain('Backpack 07');
    await page.$('[data-testid="streamer-restart-confirm"]').click();
    await waitForToastTitle(page, 'Streamer restart success', waitMs);
  });

  it('the Encoders tab shows the encoders with their bitrate; the Networks tab highlights tun0', async () => {
    const page = fixture.browser;
    await page.$('[data-testid="bottom-sheet"] button[role="tab"][value="encoders"]').click();
    await page.$('[data-testid="encoder-row"]').waitForDisplayed({ timeout: waitMs });
    expect(await page.$('[data-testid="instance-encoders"]').getText()).to.match(/\d+ kbps/);
    await page.$('[data-testid="bottom-sheet"] button[role="tab"][value="networks"]').click();
    const tun = page.$('[data-testid="interface-row"][data-highlighted="true"]');
    await tun.waitForDisplayed({ timeout: waitMs });
    expect(await tun.getText()).to.contain('tun0');
  });

  it('the online instances side bar: tabs for an admin, versions coloured, a click opens the menu and the panel', async () => {
    const page = fixture.browser;
    await page.url(`${fixture.server.url}/dashboard`);
    const bar = page.$('[data-testid="online-instances"]');
    await bar.waitForDisplayed({ timeout: waitMs });
    await page.$('[data-testid="online-tab-Output"]').click();
    const entry = page.$('//*[@data-testid="online-instance"][contains(., "Output TV Sport")]');
    await entry.waitForDisplayed({ timeout: waitMs });
    expect(await entry.getText()).to.contain('TV Sport HD');
    await entry.click();
    await page.$('[data-testid="online-instance-stats"]').click();
    await waitForPath(page, /^\/dashboard\/instance\/\d+$/);
    await page.$('[data-testid="instance-cpu"]').waitForDisplayed({ timeout: waitMs });
  });
});
