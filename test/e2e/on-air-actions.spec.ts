import { expect } from 'chai';
import { channelUuid } from '../../server/seed/demo-channels';
import { eventUuid } from '../../server/seed/demo-events';
import type { Browser } from '../support/browser';
import { allowBrowserErrors } from '../support/browser-problem-log';
import { useConsoleFixture } from './support/console-fixture';
import { openAs } from './support/console-page';
import { openInstanceEditor, openInstancePanel, seededInstanceId } from './support/instances';
import { toastTexts, toastTitles, waitForToastTitle } from './support/toasts';

// Issue 29 "On-air actions": every action that can take a programme off air asks one question (the one
// confirmation component), its control stays busy while the push is pending, and it gives exactly one outcome
// toast; channels nobody touched keep their badges. Also: a transcoder stopped from its editor, and a production
// channel without an instance saying why its streamer cannot start.

const waitMs = 30_000;

/**
 * Records every element marked busy (data-busy="true") from now on — set on a control, or a busy control put in
 * its place — by test id or accessible name.
 */
const watchBusy = (page: Browser): Promise<void> =>
  page.execute(() => {
    const seen: string[] = [];
    (window as unknown as { busySeen: string[] }).busySeen = seen;
    const note = (element: Element): void => {
      if (element.getAttribute('data-busy') === 'true')
        seen.push(element.getAttribute('data-testid') ?? element.getAttribute('aria-label') ?? element.tagName);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') note(record.target as Element);
        for (const added of record.addedNodes)
          if (added instanceof Element) [added, ...added.querySelectorAll('[data-busy]')].forEach(note);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-busy'] });
  });
const busySeen = (page: Browser): Promise<string[]> =>
  page.execute(() => (window as unknown as { busySeen?: string[] }).busySeen ?? []);

const count = (titles: readonly string[], title: string): number => titles.filter((text) => text === title).length;

describe('e2e: on-air actions ask once, stay busy while pending, toast once (issue 29)', function () {
  this.timeout(240_000);
  const fixture = useConsoleFixture();
  // The productions list probes each streamer's test page, which answers 503 while it is not ready
  // (docs/protocol/server.md); how many probes see that, and whether one is still in flight when a test moves
  // on to another page, is timing.
  allowBrowserErrors(/HTTP error 503: GET .*\/instances\/\d+\/static\/test\.html$/);

  it('a videohub route change asks first, naming the output and the new input; Cancel changes nothing; Change route is busy, then one toast', async () => {
    const page = fixture.browser;
    await openAs(
      page,
      fixture.server.url,
      '/settings/external_devices/videohub',
      await fixture.server.tokenFor('admin'),
    );
    const row = page.$('[data-testid="routing-table"] tr[data-output-id="2"]');
    await row.waitForDisplayed({ timeout: waitMs });
    const routed = row.$('[data-testid="routed-input"]');
    const before = await routed.getText();
    expect(before).to.not.equal('Bars');
    await row.$('select').selectByAttribute('value', '7');
    // Queried afresh each time: a dialog opened again is a new element.
    const question = () => page.$('[data-testid="route-2-confirmation"]');
    await question().waitForDisplayed({ timeout: waitMs });
    const asked = await question().getText();
    expect(asked).to.contain('Change route?');
    expect(asked).to.contain('2: Encoder A');
    expect(asked).to.contain('7: Bars');
    await page.$('[data-testid="route-2-cancel"]').click();
    await question().waitForDisplayed({ reverse: true, timeout: waitMs });
    // Nothing was sent: the select shows the device's route again, and no toast came.
    expect(await row.$('select').getValue()).to.not.equal('7');
    expect(await routed.getText()).to.equal(before);
    expect(await toastTitles(page)).to.deep.equal([]);

    await row.$('select').selectByAttribute('value', '7');
    await question().waitForDisplayed({ timeout: waitMs });
    await watchBusy(page);
    await page.$('[data-testid="route-2-confirm"]').click();
    await waitForToastTitle(page, 'Route changed');
    await page.waitUntil(async () => (await routed.getText()) === 'Bars', {
      timeout: waitMs,
      timeoutMsg: 'the routing table does not show Bars on output 2',
    });
    expect(await busySeen(page)).to.include('route-2');
    expect(count(await toastTitles(page), 'Route changed')).to.equal(1);
    expect((await toastTexts(page)).join(' ')).to.contain('2: Encoder A now shows 7: Bars');
    // The device reports the command it carried out.
    const device = await seededInstanceId(fixture.server, 'videohub');
    expect(await page.$(`[data-testid="device-${device}-last-command"]`).getText()).to.contain('change-route');
  });

  it("the converter's video output mode asks first too, then one 'Setting changed'", async () => {
    const page = fixture.browser;
    await openAs(
      page,
      fixture.server.url,
      '/settings/external_devices/teranex',
      await fixture.server.tokenFor('admin'),
    );
    const mode = page.$('select[data-testid="video-output-mode"]');
    await mode.waitForDisplayed({ timeout: waitMs });
    await page.waitUntil(async () => (await mode.getValue()) === '1080i50', {
      timeout: waitMs,
      timeoutMsg: 'the seeded converter does not output 1080i50',
    });
    await mode.selectByAttribute('value', '1080p50');
    const question = () => page.$('[data-testid="video-output-mode-confirmation"]');
    await question().waitForDisplayed({ timeout: waitMs });
    expect(await question().getText()).to.contain('from 1080i50 to 1080p50');
    await page.$('[data-testid="video-output-mode-confirm"]').click();
    await waitForToastTitle(page, 'Setting changed');
    await page.waitUntil(async () => (await mode.getValue()) === '1080p50', {
      timeout: waitMs,
      timeoutMsg: 'the converter does not report 1080p50',
    });
    expect(count(await toastTitles(page), 'Setting changed')).to.equal(1);
  });

  it("the productions list: Stop streamer asks as the instance panel does, is busy, gives one toast, and other channels' badges stay", async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/productions/list', await fixture.server.tokenFor('admin'));
    // Studio 1: a channel whose only instance is its encoder (Arena A's streamer is Backpack 07, which other tests use).
    const acted = channelUuid('studio_1');
    const row = page.$(`[data-testid="production-row"][data-channel="${acted}"]`);
    await row.waitForExist({ timeout: waitMs });
    const phase = () => row.$('[data-testid="streamer-phase"]').getText();
    await page.waitUntil(async () => (await phase()) === 'Ready', { timeout: waitMs, timeoutMsg: 'never Ready' });
    const others = async (): Promise<Record<string, string>> =>
      page.execute((uuid: string) => {
        const badges: Record<string, string> = {};
        for (const other of document.querySelectorAll('[data-testid="production-row"]')) {
          const channel = other.getAttribute('data-channel') ?? '';
          if (channel !== uuid)
            badges[channel] = other.querySelector('[data-testid="streamer-phase"]')?.textContent ?? '';
        }
        return badges;
      }, acted);
    const untouched = await others();
    expect(Object.keys(untouched).length).to.be.greaterThan(1);

    await row.$('[data-testid="streamer-stop"]').click();
    // Queried afresh each time: a dialog opened again is a new element.
    const question = () => page.$('[data-testid="streamer-stop-confirmation"]');
    await question().waitForDisplayed({ timeout: waitMs });
    expect(await question().getText()).to.contain('Stop streamer?');
    expect(await question().getText()).to.contain('Studio 1');
    await page.$('[data-testid="streamer-stop-cancel"]').click();
    await question().waitForDisplayed({ reverse: true, timeout: waitMs });
    expect(await phase()).to.equal('Ready');
    expect(await toastTitles(page)).to.deep.equal([]);

    await row.$('[data-testid="streamer-stop"]').click();
    await question().waitForDisplayed({ timeout: waitMs });
    await watchBusy(page);
    await page.$('[data-testid="streamer-stop-confirm"]').click();
    await waitForToastTitle(page, 'Streamer stopped');
    await page.waitUntil(async () => (await phase()) === 'Stopped', { timeout: waitMs, timeoutMsg: 'not Stopped' });
    expect(await busySeen(page)).to.include('streamer-stop');
    expect(count(await toastTitles(page), 'Streamer stopped')).to.equal(1);
    expect(await others()).to.deep.equal(untouched);
  });

  it('Start streamer on a production channel without an instance says why it cannot start', async () => {
    const page = fixture.browser;
    const row = page.$(`[data-testid="production-row"][data-channel="${channelUuid('lab_input')}"]`);
    await row.waitForExist({ timeout: waitMs });
    const start = row.$('[data-testid="streamer-start"]');
    // Disabled but focusable, so the reason it is described by is read on the button.
    expect(await start.getAttribute('aria-disabled')).to.equal('true');
    const reason = row.$('[data-testid="streamer-unavailable"]');
    expect(await reason.getText()).to.equal('No streamer instance on this channel: an administrator binds one first.');
    // The reason is the button's description, so a screen reader says it on the button too.
    expect(await start.getAttribute('aria-describedby')).to.equal(await reason.getAttribute('id'));
    expect(await row.$('[data-testid="streamer-stop"]').isEnabled()).to.equal(false);
  });

  it('Start transcoder is busy while its push is pending: two quick presses send one start and give one toast', async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/dashboard', await fixture.server.tokenFor('admin'));
    const tile = `[data-testid="event-row"][data-event="${eventUuid('live_match')}"] [data-testid="channel-tile-source"]`;
    const start = page.$(`${tile} [data-testid="transcoder-start-source"]`);
    await start.waitForClickable({ timeout: waitMs });
    await watchBusy(page);
    // Two presses in one go, as an operator's double click lands: the second must find the control busy.
    await page.execute((selector: string) => {
      const button = document.querySelector<HTMLButtonElement>(selector);
      button?.click();
      button?.click();
    }, `${tile} [data-testid="transcoder-start-source"]`);
    await waitForToastTitle(page, 'Transcoder started!');
    await page.$(`${tile} [data-testid="transcoder-stop-source"]`).waitForDisplayed({ timeout: waitMs });
    const titles = await toastTitles(page);
    expect(count(titles, 'Transcoder started!')).to.equal(1);
    expect(count(titles, 'Transcoder start failed!')).to.equal(0);
    // Busy from the press: the tile puts 'Starting…' (disabled, spinning) in the button's place at once.
    expect(await busySeen(page)).to.include('transcoder-starting-source');
  });

  it("a transcoder instance stops from its editor after 'Stop transcoder?'; stopping it again says 'Cannot stop transcoder'", async () => {
    const page = fixture.browser;
    await openInstanceEditor(page, fixture.server, 'transcoder_1');
    const stop = page.$('[data-testid="instance-editor-stop-transcoder"]');
    await stop.waitForClickable({ timeout: waitMs });
    await stop.click();
    // Queried afresh each time: a dialog opened again is a new element.
    const question = () => page.$('[data-testid="instance-editor-stop-transcoder-confirmation"]');
    await question().waitForDisplayed({ timeout: waitMs });
    expect(await question().getText()).to.contain('Stop transcoder?');
    expect(await question().getText()).to.contain('TV Sport HD');
    await page.$('[data-testid="instance-editor-stop-transcoder-confirm"]').click();
    await waitForToastTitle(page, 'Transcoder stopped');
    // Unbound now: the editor says there is nothing it serves, and the server refuses a second stop.
    await stop.waitForClickable({ timeout: waitMs });
    await stop.click();
    await question().waitForDisplayed({ timeout: waitMs });
    await page.waitUntil(async () => (await question().getText()).includes('serves no channel now'), {
      timeout: waitMs,
      timeoutMsg: 'the second question does not say the transcoder serves nothing',
    });
    await page.$('[data-testid="instance-editor-stop-transcoder-confirm"]').click();
    await waitForToastTitle(page, 'Cannot stop transcoder');
    expect(count(await toastTitles(page), 'Transcoder stopped')).to.equal(1);
  });

  it('the instance info card sends the streamer a text message, and the streamer lists it as received', async () => {
    const page = fixture.browser;
    // The output's streamer runs (Backpack 07's was stopped above, and a stopped streamer takes no message).
    await openInstancePanel(page, fixture.server, 'output_tv_sport');
    const field = page.$('[data-testid="streamer-message"]');
    await field.waitForDisplayed({ timeout: waitMs });
    const send = page.$('[data-testid="streamer-message-send"]');
    expect(await send.isEnabled()).to.equal(false);
    await field.click();
    await page.keys([...'Camera 2, pan left']);
    await send.waitForEnabled({ timeout: waitMs });
    await send.click();
    await waitForToastTitle(page, 'Message sent to the streamer');
    const received = page.$('[data-testid="streamer-messages-received"]');
    await received.waitForDisplayed({ timeout: waitMs });
    expect(await received.getText()).to.contain('Camera 2, pan left');
    expect(await field.getValue()).to.equal('');
    expect(count(await toastTitles(page), 'Message sent to the streamer')).to.equal(1);
  });

  it('an external device page sends a typed command after asking; bad arguments are refused before sending', async () => {
    const page = fixture.browser;
    const id = await seededInstanceId(fixture.server, 'pdu');
    await openAs(page, fixture.server.url, '/settings/external_devices/pdu', await fixture.server.tokenFor('admin'));
    const args = page.$(`[data-testid="device-${id}-command-args"]`);
    await args.waitForDisplayed({ timeout: waitMs });
    const send = page.$(`[data-testid="device-${id}-command-send"]`);
    await args.click();
    await page.keys(['Control', 'a']);
    await page.keys([...'{"device": ']);
    await page.waitUntil(async () => !(await send.isEnabled()), { timeout: waitMs, timeoutMsg: 'Send stays enabled' });
    expect(await page.$(`[data-testid="device-${id}-command-form"]`).getText()).to.contain('Not JSON');
    await page.keys([...'2}']);
    await send.waitForEnabled({ timeout: waitMs });
    await send.click();
    const question = () => page.$(`[data-testid="device-${id}-command-send-confirmation"]`);
    await question().waitForDisplayed({ timeout: waitMs });
    expect(await question().getText()).to.contain('reset-device {"device":2}');
    await page.$(`[data-testid="device-${id}-command-send-confirm"]`).click();
    await waitForToastTitle(page, 'Device command reset-device carried out');
    const last = page.$(`[data-testid="device-${id}-last-command"]`);
    await page.waitUntil(async () => (await last.getText()).includes('Done: Relay 2 power-cycling'), {
      timeout: waitMs,
      timeoutMsg: 'the device does not show the command as its last',
    });
    expect(await last.getText()).to.contain('reset-device {"device":2}');
  });
});
