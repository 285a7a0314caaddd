import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBundle } from '../../tools/build/ensure-bundle';
import { openBrowser, screenshotOnFailure, type Browser } from '../support/browser';
import { postLogin, startTestServer, type TestServer } from '../integration/support/studio';
import { openAs, typeInto, waitForPath } from './support/console-page';
import { waitForToast } from './support/toasts';

const waitMs = 20_000;

// README "A fresh install": an empty install reaches its first event through the console alone — the root
// account creates an input and an output channel under Channels, then schedules an event on the output.
describe('e2e: a fresh install to its first event (README "A fresh install")', () => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    const distDir = ensureBundle();
    server = await startTestServer({
      dataDir: mkdtempSync(path.join(tmpdir(), 'studio-empty-')),
      seed: 'empty',
      distDir,
    });
    browser = await openBrowser();
  });
  afterEach(async function () {
    await screenshotOnFailure(browser, this.currentTest);
  });
  after(async () => {
    await browser?.deleteSession();
    await server?.close();
  });

  it('root creates an input and an output channel, then an event on the output', async () => {
    const studio = server!;
    const page = browser!;
    const [root] = studio.server.seed.created;
    expect(root?.type).to.equal('root');
    const login = await postLogin(studio.url, root!.email, root!.password);
    const token = String(login.body.result);

    await openAs(page, studio.url, '/channels/inputs/new', token);
    await typeInto(page, '[data-testid="channel-title"]', 'Camera 1');
    await typeInto(page, '[data-testid="channel-name"]', 'camera_1');
    await page.$('[data-testid="channel-editor-save"]').click();
    await waitForToast(page, 'Channel was created!');
    await waitForPath(page, /^\/channels\/inputs\/edit\/[0-9a-f-]{36}$/);

    await openAs(page, studio.url, '/channels/outputs/new', token);
    await typeInto(page, '[data-testid="channel-title"]', 'Program');
    await typeInto(page, '[data-testid="channel-name"]', 'program');
    await page.$('[data-testid="channel-editor-save"]').click();
    await waitForToast(page, 'Channel was created!');
    await waitForPath(page, /^\/channels\/outputs\/edit\/[0-9a-f-]{36}$/);

    await openAs(page, studio.url, '/dashboard/event_new', token);
    await typeInto(page, 'input[data-testid="event-title"], [data-testid="event-title"] input', 'First show');
    const destination = page.$('select[data-testid="event-destination"], [data-testid="event-destination"] select');
    await destination.waitForExist({ timeout: waitMs });
    await page.waitUntil(async () => (await destination.getText()).includes('Program'), {
      timeout: waitMs,
      timeoutMsg: 'the new output is not offered as a destination',
    });
    await destination.selectByVisibleText('Program');
    // An event needs its source (issue 29).
    await page
      .$('select[data-testid="event-source"], [data-testid="event-source"] select')
      .selectByVisibleText('Camera 1');
    await page.$('//button[normalize-space(.)="Save"]').click();
    await waitForToast(page, 'Event was created!');
    await waitForPath(page, /^\/dashboard\/event\/[0-9a-f-]{36}/);
  });
});
