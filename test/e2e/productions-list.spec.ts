import { expect } from 'chai';
import { channelUuid } from '../../server/seed/demo-channels';
import type { Browser } from '../support/browser';
import { allowBrowserErrors } from '../support/browser-problem-log';
import { useConsoleFixture } from './support/console-fixture';
import { currentPath, menuTitles, openAs, screenTitle, waitForPath } from './support/console-page';

// /productions/list (spec 3 §2.9, §4, §6): the demo crew — director@demo.local and commentator@demo.local, user
// accounts in 'Hockey production' — see their channels with what their role allows; the streamer of Arena A cam 1
// (backpack 07) goes stopped → starting → ready, ready when its test page answers.

const waitMs = 30_000;
const row = (browser: Browser) =>
  browser.$(`[data-testid="production-row"][data-channel="${channelUuid('arena_a_cam1')}"]`);
const phase = async (browser: Browser): Promise<string> => row(browser).$('[data-testid="streamer-phase"]').getText();
const waitForPhase = (browser: Browser, text: string) =>
  browser.waitUntil(async () => (await phase(browser)) === text, {
    timeout: waitMs,
    timeoutMsg: `the streamer never showed ${text}`,
  });

describe('Productions list', function () {
  this.timeout(240_000);
  const fixture = useConsoleFixture();

  it("the menu's /productions and /intercom open the list of the crew's channels; a path they lack is not found", async () => {
    const { browser, server } = fixture;
    await openAs(browser, server.url, '/productions', await server.tokenFor('director'));
    // The menu entry's own link is the area's index: the list (spec 3 §2.9), not a placeholder screen.
    expect(await menuTitles(browser)).to.include('Productions');
    expect(await browser.$('[data-testid="main-menu"] a[href="/productions"]').isExisting()).to.equal(true);
    await waitForPath(browser, '/productions/list');
    expect(await screenTitle(browser)).to.equal('Productions');
    await row(browser).waitForExist({ timeout: waitMs });
    // "/intercom uses the same children": the same channels under the Intercom title, its viewer under /intercom.
    await browser.url(`${server.url}/intercom`);
    await waitForPath(browser, '/intercom/list');
    expect(await screenTitle(browser)).to.equal('Intercom');
    await row(browser).waitForExist({ timeout: waitMs });
    await row(browser).$('button=Intercom').click();
    await waitForPath(browser, new RegExp(`^/intercom/${channelUuid('arena_a_cam1')}/view/`));
    await browser.url(`${server.url}/productions/nowhere`);
    expect(await screenTitle(browser)).to.equal('Page not found');
    expect(await currentPath(browser)).to.equal('/productions/nowhere');
  });

  it('a director sees Productions, stops the streamer and starts it again: starting, then ready', async () => {
    // While the streamer starts, its test page answers 503: that is how it says 'not ready yet' (spec 3 §4,
    // docs/protocol/server.md), and the console probes until it answers 200. How many probes fail is timing.
    allowBrowserErrors(/HTTP error 503: GET .*\/instances\/\d+\/static\/test\.html$/);
    const { browser, server } = fixture;
    await openAs(browser, server.url, '/productions/list', await server.tokenFor('director'));
    expect(await menuTitles(browser)).to.include('Productions');
    await row(browser).waitForExist({ timeout: waitMs });
    await waitForPhase(browser, 'Ready');
    await row(browser).$('[data-testid="streamer-stop"]').click();
    // Stop asks first, as the instance panel does (issue 29).
    await browser.$('[data-testid="streamer-stop-confirm"]').waitForClickable({ timeout: waitMs });
    await browser.$('[data-testid="streamer-stop-confirm"]').click();
    await waitForPhase(browser, 'Stopped');
    await row(browser).$('[data-testid="streamer-start"]').click();
    await waitForPhase(browser, 'Starting…');
    await waitForPhase(browser, 'Ready');
    expect(await row(browser).$('[data-testid="output-program"]').isExisting()).to.equal(true);
  });

  it('a cloudrec commentator sees Productions, its row, and plays the commentator view (issue 28)', async () => {
    const { browser, server } = fixture;
    await openAs(browser, server.url, '/productions/list', await server.tokenFor('cloudrec'));
    await browser.waitUntil(async () => (await menuTitles(browser)).includes('Productions'), {
      timeout: waitMs,
      timeoutMsg: 'a cloudrec member of Hockey production gets no Productions menu entry',
    });
    await row(browser).waitForExist({ timeout: waitMs });
    expect(await row(browser).getText()).to.include('Commentator 1');
    expect(await row(browser).$('[data-testid="streamer-start"]').isExisting()).to.equal(false);
    await openAs(
      browser,
      server.url,
      `/productions/${channelUuid('arena_a_cam1')}/view/commentator1?view=compact`,
      await server.tokenFor('cloudrec'),
    );
    const video = browser.$('[data-testid="production-viewer-video"]');
    await browser.waitUntil(
      async () => (await video.isExisting()) && (await video.getAttribute('data-state')) === 'running',
      {
        timeout: waitMs,
        timeoutMsg: 'the cloudrec commentator viewer never plays',
      },
    );
  });

  it('a commentator gets the commentator view but no start button and no output buttons', async () => {
    const { browser, server } = fixture;
    await openAs(browser, server.url, '/productions/list', await server.tokenFor('commentator'));
    await row(browser).waitForExist({ timeout: waitMs });
    expect(await row(browser).$('[data-testid="streamer-start"]').isExisting()).to.equal(false);
    expect(await row(browser).$('[data-testid="output-program"]').isExisting()).to.equal(false);
    expect(await row(browser).getText()).to.include('Commentator 1');
  });
});
