import { expect } from 'chai';
import { channelUuid } from '../../server/seed/demo-channels';
import { groupUuids } from '../../server/seed/demo-people';
import { videoOffer } from '../integration/support/whep-offers';
import { closeAll, postOffer } from '../integration/support/whep-requests';
import type { Browser } from '../support/browser';
import { expectBrowserErrors } from '../support/browser-problem-log';
import { useConsoleFixture } from './support/console-fixture';
import { openAs } from './support/console-page';

// The productions viewer (spec 3 §2.9): real WebRTC over WHEP from the studio server into Chromium, the reader's
// recovery, and the presets on system:instance_to_instance:{name}.

const waitMs = 30_000;
const viewerPath = (query: string) => `/productions/${channelUuid('arena_a_cam1')}/view/program?${query}`;

const readerState = async (browser: Browser): Promise<string | null> => {
  const video = browser.$('[data-testid="production-viewer-video"]');
  return (await video.isExisting()) ? video.getAttribute('data-state') : null;
};

const waitForState = async (browser: Browser, state: string): Promise<void> => {
  await browser.waitUntil(async () => (await readerState(browser)) === state, {
    timeout: waitMs,
    timeoutMsg: `the reader never became ${state} (it is ${await readerState(browser)})`,
  });
};

const videoTime = (browser: Browser): Promise<number> =>
  browser.execute(
    () => document.querySelector<HTMLVideoElement>('[data-testid="production-viewer-video"] video')?.currentTime ?? -1,
  );

describe('Productions viewer (WebRTC over WHEP)', function () {
  this.timeout(240_000);
  const fixture = useConsoleFixture();

  it('plays the output in Chromium: the peer connection connects and the video time advances', async () => {
    const { browser, server } = fixture;
    await openAs(browser, server.url, viewerPath('control=true'), await server.tokenFor('admin'));
    await waitForState(browser, 'running');
    const first = await browser.waitUntil(async () => ((await videoTime(browser)) > 0 ? videoTime(browser) : false), {
      timeout: waitMs,
      timeoutMsg: 'the video never started',
    });
    await browser.waitUntil(async () => (await videoTime(browser)) > first + 1, {
      timeout: waitMs,
      timeoutMsg: 'the video time does not advance',
    });
    expect(server.current.server.webrtc.sessions.playing('arena_a_cam1_program')).to.be.at.least(1);
  });

  it('restarts after the server drops the session and plays again', async () => {
    // The reader ends the session it lost with DELETE on its WHEP resource, as WHEP asks (RFC 9725 §4.3); the
    // server dropped that resource itself, so it answers 404. The console cannot know which side ended it.
    expectBrowserErrors(/HTTP error 404: DELETE .*\/arena_a_cam1_program\/whep\/[0-9a-f-]+$/);
    const { browser, server } = fixture;
    await waitForState(browser, 'running');
    server.current.server.webrtc.sessions.drop('arena_a_cam1_program');
    // The reader looks again 250 ms after the loss: the state and its text are read in one look, before it runs again.
    const restarting = await browser.waitUntil(
      () =>
        browser.execute(() => {
          const frame = document.querySelector('[data-testid="production-viewer-video"]');
          const text = frame?.querySelector('[data-testid="production-viewer-state"]')?.textContent ?? '';
          return frame?.getAttribute('data-state') === 'restarting' && text;
        }),
      { timeout: waitMs, interval: 20, timeoutMsg: 'the reader never showed that it restarts' },
    );
    expect(restarting).to.include('peer connection closed');
    await waitForState(browser, 'running');
  });

  it('a preset press turns its button red in a second viewer of the same output', async () => {
    const { browser, server } = fixture;
    const first = await browser.getWindowHandle();
    const button = '[data-testid="preset-camera-goal_left"]';
    await browser.$(button).waitForExist({ timeout: waitMs });
    expect(await browser.$(button).getAttribute('data-active')).to.equal('false');
    await browser.newWindow(`${server.url}${viewerPath('control=true&view=compact')}`);
    const second = await browser.getWindowHandle();
    await browser.$(button).waitForExist({ timeout: waitMs });
    await browser.switchToWindow(first);
    await browser.$(button).click();
    await browser.switchToWindow(second);
    await browser.waitUntil(async () => (await browser.$(button).getAttribute('data-active')) === 'true', {
      timeout: waitMs,
      timeoutMsg: 'the second viewer never showed the pressed preset as applied',
    });
    await browser.closeWindow();
    await browser.switchToWindow(first);
    expect(await browser.$(button).getAttribute('data-active')).to.equal('true');
  });

  it('hides the presets with control=false, and from a director without the control role', async () => {
    const { browser, server } = fixture;
    await openAs(browser, server.url, viewerPath('control=false'), await server.tokenFor('admin'));
    await waitForState(browser, 'running');
    expect(await browser.$('[data-testid="production-presets"]').isExisting()).to.equal(false);
    await openAs(browser, server.url, viewerPath('control=true'), await server.tokenFor('user'));
    await waitForState(browser, 'running');
    expect(await browser.$('[data-testid="production-presets"]').isExisting()).to.equal(false);
  });

  // The endpoint's refusals (issue 28) are said in the picture, not left as a black tile.
  const refusal = async (browser: Browser): Promise<string> => {
    await waitForState(browser, 'error');
    return browser.$('[data-testid="production-viewer-message"]').getText();
  };

  it('says "Too many viewers open for your account" when the account has its eight sessions open', async () => {
    const { browser, server } = fixture;
    // The producer (group_admin in the demo) opens eight sessions elsewhere (other tabs, as far as the server knows).
    const token = await server.tokenFor('group_admin');
    const opened = await Promise.all(
      Array.from({ length: 8 }, () => postOffer(server.current, 'arena_a_cam1_program', videoOffer(), token)),
    );
    expect(opened.map((answer) => answer.status)).to.deep.equal(Array(8).fill(201));
    // The ninth viewer's offer is refused: that refusal is what the page explains.
    expectBrowserErrors(/HTTP error 429: POST .*\/arena_a_cam1_program\/whep$/);
    await openAs(browser, server.url, viewerPath('control=false'), token);
    expect(await refusal(browser)).to.include('Too many viewers open for your account');
    await closeAll(
      server.current,
      opened.map((answer) => ({ answer, token })),
    );
  });

  it('says "You may not watch this output" to a member whose role gives no picture (control alone)', async () => {
    const { browser, server } = fixture;
    const { store, actors } = server.current.server.services;
    const [account] = await store.documents.accounts.list(`body->>'email' = 'commentator@demo.local'`);
    const group = await store.documents.groups.getByUuid(groupUuids.production);
    if (!account || !group) throw new Error('the demo has no commentator account or production group');
    const body = structuredClone(group.body) as { meta: { production_roles: Record<string, string> } };
    body.meta.production_roles[String(account.id)] = 'control';
    await store.db.write((tx) => store.documents.groups.update(tx, group.id, body, group.state));
    actors.invalidate();
    // The endpoint refuses the offer of a role that gives no picture: that refusal is what the page explains.
    expectBrowserErrors(/HTTP error 403: POST .*\/arena_a_cam1_program\/whep$/);
    await openAs(browser, server.url, viewerPath('control=false'), await server.tokenFor('commentator'));
    expect(await refusal(browser)).to.equal('You may not watch this output');
  });
});
