import { expect } from 'chai';
import { eventUuid } from '../../server/seed/demo-events';
import { openAs, waitForPath } from './support/console-page';
import { useConsoleFixture } from './support/console-fixture';
import { waitForToastTitle } from './support/toasts';

const waitMs = 20_000;
// Seeded relative to now: running for 40 minutes, from Arena A – Camera 1 (an input with a transcoder and a
// pull) to TV Sport HD (transcoder 1 bound to this event, two MediaConnect flows ACTIVE).
const liveMatch = eventUuid('live_match');
const tile = (role: 'source' | 'destination') =>
  `[data-testid="event-row"][data-event="${liveMatch}"] [data-testid="channel-tile-${role}"]`;

describe('e2e: channel tile actions (spec 2 §2 "Channel tile", spec 1 §6, §8)', () => {
  const fixture = useConsoleFixture();

  it("an admin starts the source's transcoder ('Transcoder started!'), sees Stop once it is bound, and stops it after 'Stop transcoder?'", async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/dashboard', await fixture.server.tokenFor('admin'));
    const start = page.$(`${tile('source')} [data-testid="transcoder-start-source"]`);
    await start.waitForClickable({ timeout: waitMs });
    await start.click();
    await waitForToastTitle(page, 'Transcoder started!');
    const stop = page.$(`${tile('source')} [data-testid="transcoder-stop-source"]`);
    await stop.waitForClickable({ timeout: waitMs });
    await stop.click();
    const dialog = page.$('[data-testid="transcoder-stop-source-confirmation"]');
    await dialog.waitForDisplayed({ timeout: waitMs });
    expect(await dialog.getText()).to.contain('Stop transcoder?');
    await page.$('[data-testid="transcoder-stop-source-confirm"]').click();
    await waitForToastTitle(page, 'Transcoder stopped');
    await page.$(`${tile('source')} [data-testid="transcoder-start-source"]`).waitForDisplayed({ timeout: waitMs });
  });

  it("asks 'Stop mediaconnects?' before stopping the active flows; Cancel sends nothing, Stop reports 'Mediaconnects stopped'", async () => {
    const page = fixture.browser;
    const state = page.$(`${tile('destination')} [data-testid="mediaconnects-state-destination"]`);
    await state.waitForDisplayed({ timeout: waitMs });
    await page.waitUntil(async () => (await state.getText()) === 'Mediaconnects: active', {
      timeout: waitMs,
      timeoutMsg: 'the seeded flows are not active',
    });
    await page.$(`${tile('destination')} [data-testid="mediaconnects-stop-destination"]`).click();
    const dialog = page.$('[data-testid="mediaconnects-stop-destination-confirmation"]');
    await dialog.waitForDisplayed({ timeout: waitMs });
    expect(await dialog.getText()).to.contain('Stop mediaconnects?');
    await page.$('[data-testid="mediaconnects-stop-destination-cancel"]').click();
    await dialog.waitForDisplayed({ reverse: true, timeout: waitMs });
    expect(await state.getText()).to.equal('Mediaconnects: active');
    await page.$(`${tile('destination')} [data-testid="mediaconnects-stop-destination"]`).click();
    await page.$('[data-testid="mediaconnects-stop-destination-confirm"]').waitForClickable({ timeout: waitMs });
    await page.$('[data-testid="mediaconnects-stop-destination-confirm"]').click();
    await waitForToastTitle(page, 'Mediaconnects stopped');
    await page.waitUntil(async () => (await state.getText()) === 'Mediaconnects: standby', {
      timeout: waitMs,
      timeoutMsg: 'the flows did not reach standby',
    });
    await page
      .$(`${tile('destination')} [data-testid="mediaconnects-start-destination"]`)
      .waitForDisplayed({ timeout: waitMs });
  });

  it('an admin opens a channel from its tile at /dashboard/channel/{uuid}', async () => {
    const page = fixture.browser;
    const open = page.$(`${tile('destination')} [data-testid="channel-open-destination"]`);
    await open.waitForClickable({ timeout: waitMs });
    await open.click();
    await waitForPath(page, /^\/dashboard\/channel\/[0-9a-f-]{36}$/);
    // The channel editor opens over the dashboard (spec 2 §2).
    await page.$('[data-testid="channel-title"]').waitForDisplayed({ timeout: waitMs });
    expect(await page.$('[data-testid="channel-title"]').getValue()).to.not.equal('');
  });

  it('a user sees no admin-only controls (no mediaconnects, channel link or output transcoder start) but the pull', async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/dashboard', await fixture.server.tokenFor('user'));
    await page.$(tile('source')).waitForDisplayed({ timeout: waitMs });
    await page.$(`${tile('source')} [data-testid="channel-title-source"]`).waitForDisplayed({ timeout: waitMs });
    // The input channel's transcoder start is for everybody; the controls are rendered by now.
    await page.$(`${tile('source')} [data-testid="transcoder-start-source"]`).waitForDisplayed({ timeout: waitMs });
    for (const selector of [
      '[data-testid^="mediaconnects-"]',
      '[data-testid^="channel-open-"]',
      '[data-testid="transcoder-start-destination"]',
    ]) {
      expect(await page.$$(`[data-testid="event-row"] ${selector}`).length, selector).to.equal(0);
    }
    // Arena A's configured pull is every operator's to start and stop (docs/protocol.md).
    await page.waitUntil(async () => (await page.$$(`${tile('source')} [data-testid^="pull-"]`).length) > 0, {
      timeout: waitMs,
      timeoutMsg: 'the user has no pull control on the source tile',
    });
  });
});
