import { expect } from 'chai';
import type { Browser } from '../support/browser';
import { currentPath, openAs, openSheetTab, typeInto, waitForPath } from './support/console-page';
import { useConsoleFixture } from './support/console-fixture';
import { waitForToast } from './support/toasts';

const waitMs = 30_000;

const rowOf = (page: Browser, identifier: string) =>
  page.$(`//*[@data-testid="devices-row"][.//*[normalize-space(text())="${identifier}"]]`);

const pressEnter = async (page: Browser): Promise<void> => {
  await page.keys('Enter');
};

describe('e2e: /devices (spec 3 §2.6, §4, §5, §8)', () => {
  const fixture = useConsoleFixture();

  it('the new-device form shows no error before a Save, says "Choose a type first", and its first row lines up (issue 29)', async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/devices/devices/new', await fixture.server.tokenFor('device_admin'));
    const identifier = page.$('[data-testid="device-identifier"]');
    await identifier.waitForDisplayed({ timeout: waitMs });
    expect(await page.$('[data-testid="device-editor-refusal"]').isExisting()).to.equal(false);
    const form = await page.$('[data-testid="device-editor-form"]').getText();
    expect(form).to.include('Choose a type first');
    expect(form).to.not.include('has no list');
    // The first row's controls share one top edge (identifier, type, status), to the pixel an input's border adds;
    // stretched fields put them 14 px apart.
    const tops = await page.execute(() =>
      ['device-identifier', 'device-type', 'device-status'].map((id) =>
        Math.round(document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect().top ?? -1),
      ),
    );
    expect(Math.max(...tops) - Math.min(...tops), JSON.stringify(tops)).to.be.at.most(1);
    await page.$('[data-testid="device-editor-save"]').click();
    const refusal = page.$('[data-testid="device-editor-refusal"]');
    await refusal.waitForDisplayed({ timeout: waitMs });
    expect(await refusal.getText()).to.equal('Identifier is required.');
    await page.$('[data-testid="device-type"]').selectByVisibleText('Camera');
    expect(await page.$('[data-testid="device-editor-form"]').getText()).to.not.include('Choose a type first');
  });

  it('device_admin creates a device, sees its QR code, adds a sub-device by identifier and is refused an unknown one', async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/devices', await fixture.server.tokenFor('device_admin'));
    await waitForPath(page, '/devices/devices/list');
    await rowOf(page, 'CAM-0042').waitForDisplayed({ timeout: waitMs });
    await page.$('[data-testid="devices-add"]').click();
    await waitForPath(page, '/devices/devices/new');
    await typeInto(page, '[data-testid="device-identifier"]', 'CAM-E2E-1');
    await page.$('[data-testid="device-type"]').selectByVisibleText('Camera');
    await typeInto(page, '[data-testid="device-field-model"]', 'Sony HDC-5500');
    await page.$('[data-testid="device-editor-save"]').click();
    await waitForToast(page, 'Device was created!');
    await waitForPath(page, /^\/devices\/devices\/edit\/\d+$/);
    const qr = page.$('svg[data-testid="device-qr"]');
    await qr.waitForDisplayed({ timeout: waitMs });
    expect(await qr.getAttribute('data-identifier')).to.equal('CAM-E2E-1');
    expect(await qr.$$('path').length).to.be.greaterThan(0);

    await openSheetTab(page, 'Tree');
    await typeInto(page, '[data-testid="device-subdevice-input"]', 'NOPE-404');
    await pressEnter(page);
    const refusal = page.$('[data-testid="device-tree-refusal"]');
    await refusal.waitForDisplayed({ timeout: waitMs });
    expect(await refusal.getText()).to.contain('NOPE-404: No device has this identifier.');
    await typeInto(page, '[data-testid="device-subdevice-input"]', 'SMPTE-CABLE-12-A');
    await pressEnter(page);
    await page.waitUntil(async () => (await refusal.getText()).includes('multiple-parents'), {
      timeout: waitMs,
      timeoutMsg: 'a taken device was not refused',
    });
    await typeInto(page, '[data-testid="device-subdevice-input"]', 'LENS-0107');
    await pressEnter(page);
    const child = page.$('//*[@data-testid="device-subdevice"][contains(., "LENS-0107")]');
    await child.waitForDisplayed({ timeout: waitMs });
    await page.$('[data-testid="device-editor-save"]').click();
    await waitForToast(page, 'Device was updated!');
    await page.$('[data-testid="device-editor-save-close"]').click();
    await waitForPath(page, '/devices/devices/list');
    await page.waitUntil(async () => (await rowOf(page, 'CAM-E2E-1').getText()).includes('Sony HDC-5500'), {
      timeout: waitMs,
      timeoutMsg: 'the new device is not listed with its model',
    });
  });

  it('takes a device from the multiple-parents cable drum and releases it', async () => {
    const page = fixture.browser;
    await rowOf(page, 'SMPTE-CABLE-12').click();
    await waitForPath(page, /^\/devices\/devices\/edit\/\d+$/);
    const drumPath = await currentPath(page);
    const take = page.$('[data-testid="device-editor-take"]');
    await take.waitForClickable({ timeout: waitMs });
    await take.click();
    await waitForToast(page, 'Device was created!');
    await page.waitUntil(async () => (await currentPath(page)) !== drumPath, {
      timeout: waitMs,
      timeoutMsg: 'the editor did not move to the taken device',
    });
    const identifier = page.$('[data-testid="device-identifier"]');
    await page.waitUntil(async () => (await identifier.getValue()) === 'SMPTE-CABLE-12-1', {
      timeout: waitMs,
      timeoutMsg: `the taken device is ${await identifier.getValue()}`,
    });
    const release = page.$('[data-testid="device-editor-release"]');
    await release.waitForClickable({ timeout: waitMs });
    await release.click();
    await waitForToast(page, 'Device was released!');
    await waitForPath(page, '/devices/devices/list');
    await rowOf(page, 'SMPTE-CABLE-12').waitForDisplayed({ timeout: waitMs });
    await rowOf(page, 'SMPTE-CABLE-12-1').waitForExist({ reverse: true, timeout: waitMs });
  });

  it('bulk Device read refuses an unknown identifier and collects known ones; labels of selected devices carry QR codes', async () => {
    const page = fixture.browser;
    await page.$('[data-testid="devices-read"]').click();
    await waitForPath(page, '/devices/devices/read');
    for (const scan of ['CAM-0043', 'GHOST-1', 'LENS-0107']) {
      await typeInto(page, '[data-testid="device-read-input"]', scan);
      await pressEnter(page);
    }
    await page.waitUntil(async () => (await page.$$('[data-testid="device-read-found"]').length) === 2, {
      timeout: waitMs,
      timeoutMsg: 'the two known devices were not collected',
    });
    expect(await page.$('[data-testid="device-read-missing"]').getText()).to.contain('GHOST-1');
    await page.keys('Escape');
    await waitForPath(page, '/devices/devices/list');
    await rowOf(page, 'CAM-0042').$('input[type="checkbox"]').click();
    await rowOf(page, 'LENS-0107').$('input[type="checkbox"]').click();
    await page.waitUntil(async () => (await page.$$('[data-testid="device-label"]').length) === 2, {
      timeout: waitMs,
      timeoutMsg: 'the label sheet does not hold the two selected devices',
    });
    const labels = await page.execute(() =>
      [...document.querySelectorAll('[data-testid="device-label"] svg')].map((svg) =>
        svg.getAttribute('data-identifier'),
      ),
    );
    expect(labels).to.deep.equal(['CAM-0042', 'LENS-0107']);
    expect(await page.$('[data-testid="devices-print-labels"]').getText()).to.equal('Print labels (2)');
  });

  it('the plan timeline shows a seeded series', async () => {
    const page = fixture.browser;
    await page.$('[data-testid="devices-tab-plan"]').click();
    await waitForPath(page, '/devices/plan/list');
    const item = page.$(
      '//*[@data-testid="plan-timeline"]//*[contains(@class, "vis-item")][contains(., "Winter cup")]',
    );
    await item.waitForExist({ timeout: waitMs });
    expect(await page.$('[data-testid="plan-count"]').getText()).to.contain('series from today to one year ahead');
    // Spec 3 §9: a series record's editor opens at 600 px, as every devices and billing sheet.
    await page.$('//*[@data-testid="device-series-row"][contains(., "Winter cup")]').click();
    await waitForPath(page, /^\/devices\/plan\/list\/.*\/data\/edit\/\d+$/);
    const panel = page.$('[data-testid="bottom-sheet"] [role="tabpanel"]');
    await panel.waitForDisplayed({ timeout: waitMs });
    expect(await panel.getAttribute('style')).to.contain('height: 600px');
  });

  it('a user-type account cannot open /devices', async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/devices/devices/list', await fixture.server.tokenFor('user'));
    await waitForPath(page, '/dashboard');
    expect(await page.$('[data-testid="devices-toolbar"]').isExisting()).to.equal(false);
  });
});
