import { expect } from 'chai';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { Browser } from '../support/browser';
import { byTestId, currentPath, openAs, typeInto, waitForPath } from './support/console-page';
import { useConsoleFixture } from './support/console-fixture';
import { waitForToast } from './support/toasts';

const waitMs = 20_000;

const texts = (page: Browser, selector: string): Promise<string[]> =>
  page.execute((css: string) => [...document.querySelectorAll(css)].map((node) => node.textContent ?? ''), selector);

const options = (page: Browser, testId: string): Promise<string[]> =>
  page.execute(
    (css: string) => [...document.querySelectorAll(css)].map((option) => (option as HTMLOptionElement).value),
    `[data-testid="${testId}"] option`,
  );

/** With SCREENSHOTS=1 the screens are saved for a person to look at (test-output/screenshots/channels-*.png). */
const snapshot = async (page: Browser, name: string): Promise<void> => {
  if (!process.env.SCREENSHOTS) return;
  // A lazy route still loading is not what the screen looks like.
  await page.waitUntil(async () => !(await page.execute(() => document.body.innerText.includes('Loading…'))), {
    timeout: waitMs,
    timeoutMsg: `'${name}' is still loading`,
  });
  const dir = path.resolve(__dirname, '..', '..', 'test-output', 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.saveScreenshot(path.join(dir, `channels-${name}.png`));
};

describe('e2e: /channels and the channel editor (spec 2 §2–§9, spec 3 §2.3)', () => {
  const fixture = useConsoleFixture();

  it("an admin's toolbar is Inputs, Outputs, Access groups; the lists show active channels by default", async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/channels', await fixture.server.tokenFor('admin'));
    await waitForPath(page, '/channels/inputs/list');
    await page.$('[data-testid="inputs-row"]').waitForDisplayed({ timeout: waitMs });
    expect(await texts(page, '[data-testid="channels-toolbar"] button')).to.deep.equal([
      'Inputs',
      'Outputs',
      'Access groups',
    ]);
    await snapshot(page, 'inputs-admin');
    await page.$('[data-testid="channels-tab-outputs"]').click();
    await waitForPath(page, '/channels/outputs/list');
    await page.$('[data-testid="outputs-row"]').waitForDisplayed({ timeout: waitMs });
    const rows = (await texts(page, '[data-testid="outputs-row"]')).join('\n');
    expect(rows).to.include('TV Sport HD');
    expect(rows).to.not.include('Old output (archived)');
    expect(await texts(page, '[data-testid="outputs-table"] [role="columnheader"]')).to.include.members([
      'Transcoder',
      'Transcoder config',
      'Transcoder size',
    ]);
    await snapshot(page, 'outputs-admin');
  });

  it('an admin adds an SRT override with latency 2.5 s to an output and sees its remaining time; the save says so', async () => {
    const page = fixture.browser;
    const row = page.$('[data-testid="outputs-row"]*=TV News');
    await row.click();
    await waitForPath(page, /^\/channels\/outputs\/edit\/[0-9a-f-]{36}$/);
    await page.$('[data-testid="override-kind"]').waitForDisplayed({ timeout: waitMs });
    await snapshot(page, 'editor-admin-top');
    // Head-end and SRT both active: the output state is the spec's error.
    await page.waitUntil(
      async () =>
        (await page.$('[data-testid="channel-output-state"]').getText()) === 'Multiple active output detected!',
      { timeout: waitMs, timeoutMsg: 'no multiple-output error' },
    );
    await page.$('[data-testid="override-kind"]').selectByAttribute('value', 'srtla');
    expect(await page.$('[data-testid="override-latency"]').getValue()).to.equal('1500000');
    expect(await page.$('[data-testid="override-hours"]').getValue()).to.equal('5');
    await page.$('[data-testid="override-latency"]').selectByVisibleText('2.5 s');
    await typeInto(page, byTestId('override-hours'), '2');
    await page.$('[data-testid="override-active"]').click();
    await page.$('[data-testid="override-add"]').click();
    const remaining = page.$('[data-testid="channel-override-remaining"]');
    await remaining.waitForDisplayed({ timeout: waitMs });
    expect(await remaining.getText()).to.match(/^0[12]:[0-5]\d$/);
    expect(await page.$('[data-testid="channel-override"]').getText()).to.include('latency 2.5 s');
    // The SRT override turns SRT off: only the head-end is active now.
    expect(await page.$('[data-testid="channel-output-state"]').getText()).to.include('headend active');
    await snapshot(page, 'editor-admin');
    await page.$('[data-testid="channel-editor-save"]').click();
    await waitForToast(page, 'Channel was updated!');
  });

  it('a save the server refuses shows the spec toast and keeps what was typed', async () => {
    const page = fixture.browser;
    // Another channel's stream name: the server refuses duplicates.
    await typeInto(page, byTestId('channel-name'), 'tv_sport_hd');
    await typeInto(page, byTestId('channel-title'), 'TV News renamed');
    await page.$('[data-testid="channel-editor-save"]').click();
    await waitForToast(page, 'Unable to update channel!');
    const failure = page.$('[data-testid="channel-editor-failure"]');
    await failure.waitForDisplayed({ timeout: waitMs });
    expect(await failure.getText()).to.include('channel.name — a stream name no other channel has');
    expect(await page.$('[data-testid="channel-title"]').getValue()).to.equal('TV News renamed');
    expect(await page.$('[data-testid="channel-name"]').getValue()).to.equal('tv_sport_hd');
    expect(await page.$$('[data-testid="channel-override"]')).to.have.length(1);
  });

  it("the notifiers' forms are their settings' fields: the stored EPG data shows and changes, a new notifier is filled", async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/channels/outputs/list', await fixture.server.tokenFor('admin'));
    await page.$('[data-testid="outputs-row"]*=TV Sport').click();
    await waitForPath(page, /^\/channels\/outputs\/edit\/[0-9a-f-]{36}$/);
    // TV Sport HD has the EPG notifier in the demo data, with channel code SPORT1.
    const epgCode = page.$('[data-testid="channel-notifier"] [data-field="channel_code"] input');
    await epgCode.waitForDisplayed({ timeout: waitMs });
    expect(await epgCode.getValue()).to.equal('SPORT1');
    await typeInto(page, '[data-testid="channel-notifier"] [data-field="channel_code"] input', 'SPORT2');
    await page.$('[data-testid="channel-notifier-pick"]').selectByVisibleText('Video on demand');
    await page.$('[data-testid="channel-notifier-add"]').click();
    await typeInto(page, '[data-testid="channel-notifier"] [data-field="collection"] input', 'Highlights');
    await page.$('[data-testid="channel-editor-save"]').click();
    await waitForToast(page, 'Channel was updated!');
    const [stored] = await fixture.server.current.server.services.store.documents.channels.list(`body->>'title' = $1`, [
      'TV Sport HD',
    ]);
    const notifiers = (stored?.body['meta'] as { notifiers?: { name: string; form_data: unknown }[] }).notifiers ?? [];
    const formData = (name: string): unknown => notifiers.find((notifier) => notifier.name === name)?.form_data;
    expect(formData('EPG')).to.deep.include({ channel_code: 'SPORT2', lead_minutes: 5 });
    expect(formData('Video on demand')).to.deep.include({ collection: 'Highlights' });
  });

  it('the configuration preview asks the server (get_configuration) and shows the answer', async () => {
    const page = fixture.browser;
    await page.$('[data-testid="channel-preview"]').click();
    const preview = page.$('[data-testid="channel-preview-result"]');
    await preview.waitForDisplayed({ timeout: waitMs });
    expect(await preview.getText()).to.include('"outputs"');
    // The Instance tab (edit-only, admin-only) is there for an admin editing a channel.
    await page.$('//button[@role="tab"][contains(., "Instance")]').click();
    await page.$('[data-testid="channel-instance-tab"]').waitForDisplayed({ timeout: waitMs });
    await snapshot(page, 'editor-admin-instance');
  });

  it('a user-type account sees only Inputs, creates an input channel, and is refused an output channel', async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/channels/inputs/list', await fixture.server.tokenFor('user'));
    await page.$('[data-testid="inputs-add"]').waitForDisplayed({ timeout: waitMs });
    expect(await texts(page, '[data-testid="channels-toolbar"] button')).to.deep.equal(['Inputs']);
    await snapshot(page, 'inputs-user');
    await page.$('[data-testid="inputs-add"]').click();
    await waitForPath(page, '/channels/inputs/new');
    expect(await options(page, 'channel-type')).to.deep.equal(['input']);
    // Admin fields and the Instance tab are not offered (spec 2 §2, §6).
    expect(await page.$('[data-testid="override-add"]').isExisting()).to.equal(false);
    expect(await texts(page, '[role="tab"]')).to.deep.equal(['Channel']);
    await typeInto(page, byTestId('channel-title'), 'Operator camera');
    await snapshot(page, 'editor-user');
    await page.$('[data-testid="channel-editor-save"]').click();
    await waitForToast(page, 'Channel was created!');
    await waitForPath(page, /^\/channels\/inputs\/edit\/[0-9a-f-]{36}$/);
    await page.waitUntil(
      async () => (await page.$('[data-testid="channel-name"]').getValue()).startsWith('operator-camera-'),
      {
        timeout: waitMs,
        timeoutMsg: 'the stream name made from the title did not come back',
      },
    );

    await openAs(page, fixture.server.url, '/channels/outputs/new', await fixture.server.tokenFor('user'));
    await page.$('[data-testid="channels-refused"]').waitForDisplayed({ timeout: waitMs });
    expect(await page.$('[data-testid="channel-editor-save"]').isExisting()).to.equal(false);
  });
});

describe('e2e: access groups and configuration presets (spec 3 §2.3, §3, §9)', () => {
  const fixture = useConsoleFixture();

  it('an admin creates an access group with a channel that never expires (-1)', async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/channels/access_groups/new', await fixture.server.tokenFor('admin'));
    await typeInto(page, byTestId('group-name'), 'night_crew');
    await typeInto(page, byTestId('group-title'), 'Night crew');
    await page.$('//div[@data-testid="group-channels"]//label[contains(., "Studio 1 (input)")]').click();
    expect(await page.$('[data-testid="group-channels"]').getText()).to.include('never expires');
    await page.$('[data-testid="channel-group-editor-save"]').click();
    await waitForToast(page, 'Access group was created!');
    await waitForPath(page, /^\/channels\/access_groups\/edit\/\d+$/);
    await page.$('[data-testid="channel-group-editor-save-close"]').click();
    await waitForPath(page, '/channels/access_groups/list');
    await page.waitUntil(
      async () => (await texts(page, '[data-testid="access-groups-row"]')).join('\n').includes('Night crew'),
      {
        timeout: waitMs,
        timeoutMsg: 'the new access group is not listed',
      },
    );
  });

  it('a developer sees Configuration presets and saves one with its weight', async () => {
    const page = fixture.browser;
    await openAs(
      page,
      fixture.server.url,
      '/channels/configuration_presets/list',
      await fixture.server.tokenFor('developer'),
    );
    await page.$('[data-testid="presets-row"]').waitForDisplayed({ timeout: waitMs });
    expect(await texts(page, '[data-testid="channels-toolbar"] button')).to.include('Configuration presets');
    await page.$('[data-testid="presets-add"]').click();
    await typeInto(page, byTestId('group-name'), 'uhd_preset');
    await typeInto(page, byTestId('group-weight'), '30');
    await page.$('[data-testid="channel-group-editor-save"]').click();
    await waitForToast(page, 'Configuration preset was created!');
    await waitForPath(page, /^\/channels\/configuration_presets\/edit\/\d+$/);
  });

  it("an admin given a preset's id under access groups is told there is no such access group, not shown the preset", async () => {
    const page = fixture.browser;
    await openAs(
      page,
      fixture.server.url,
      '/channels/configuration_presets/list',
      await fixture.server.tokenFor('developer'),
    );
    await page.$('[data-testid="presets-row"]').waitForDisplayed({ timeout: waitMs });
    await page.$('[data-testid="presets-row"]').click();
    await waitForPath(page, /^\/channels\/configuration_presets\/edit\/\d+$/);
    const presetId = (await currentPath(page)).split('/').pop() ?? '';
    await openAs(
      page,
      fixture.server.url,
      `/channels/access_groups/edit/${presetId}`,
      await fixture.server.tokenFor('admin'),
    );
    const missing = page.$('[data-testid="channel-group-editor-missing"]');
    await missing.waitForDisplayed({ timeout: waitMs });
    expect(await missing.getText()).to.equal(`There is no access group ${presetId}.`);
    expect(await page.$('[data-testid="group-name"]').isExisting()).to.equal(false);
    expect(await page.$('[data-testid="channel-group-editor-save"]').isExisting()).to.equal(false);
  });
});
