import { expect } from 'chai';
import { type Browser } from '../support/browser';
import { openAs, typeInto, waitForPath } from './support/console-page';
import { useConsoleFixture } from './support/console-fixture';
import { waitForToastTitle } from './support/toasts';

const waitMs = 30_000;

const rowTexts = async (page: Browser): Promise<string[]> =>
  page.execute(() =>
    [...document.querySelectorAll('[data-testid="instances-row"]')].map((row) => row.textContent ?? ''),
  );

const waitForRows = async (page: Browser, accept: (rows: string[]) => boolean, what: string): Promise<string[]> => {
  await page.waitUntil(async () => accept(await rowTexts(page)), { timeout: waitMs, timeoutMsg: what });
  return rowTexts(page);
};

describe('e2e: /instances (spec 3 §2.3, §5, §8)', () => {
  const fixture = useConsoleFixture();

  it('lists input, output and headend instances by default; the type toggles add and remove types', async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/instances', await fixture.server.tokenFor('admin'));
    await waitForPath(page, '/instances/list');
    const rows = await waitForRows(page, (texts) => texts.some((text) => text.includes('Backpack 07')), 'no rows');
    expect(rows.some((text) => text.includes('Head-end Helsinki'))).to.equal(true);
    expect(rows.some((text) => text.includes('Transcoder 1'))).to.equal(false);
    expect(await page.$('[data-testid="instances-type-input"]').getAttribute('aria-pressed')).to.equal('true');
    expect(await page.$('[data-testid="instances-type-transcoder"]').getAttribute('aria-pressed')).to.equal('false');
    await page.$('[data-testid="instances-type-transcoder"]').click();
    await waitForRows(page, (texts) => texts.some((text) => text.includes('Transcoder 1')), 'no transcoder row');
    await page.$('[data-testid="instances-type-input"]').click();
    const withoutInputs = await waitForRows(
      page,
      (texts) => !texts.some((text) => text.includes('Backpack 07')),
      'inputs still listed',
    );
    expect(withoutInputs.some((text) => text.includes('Output TV Sport'))).to.equal(true);
    // GUI for an output, SSH for all; no GUI for a head-end (spec 3 §2.3).
    const headend = page.$('//*[@data-testid="instances-row"][contains(., "Head-end Helsinki")]');
    expect(await headend.$('[data-testid="instance-row-gui"]').isExisting()).to.equal(false);
    expect(await headend.$('[data-testid="instance-row-ssh"]').isExisting()).to.equal(true);
    await page.$('[data-testid="instances-type-input"]').click();
  });

  it('searches by title or ip', async () => {
    const page = fixture.browser;
    await typeInto(page, '[data-testid="instances-search"]', '10.8.0.17');
    const byIp = await waitForRows(page, (texts) => texts.length === 1, 'the ip search did not narrow to one');
    expect(byIp[0]).to.contain('Backpack 07');
    await typeInto(page, '[data-testid="instances-search"]', 'output tv');
    const byTitle = await waitForRows(page, (texts) => texts.length === 1, 'the title search did not narrow to one');
    expect(byTitle[0]).to.contain('Output TV Sport');
  });

  it("edits an instance: the channel change asks first, then 'Instance was updated!'; the Stats tab shows its figures", async () => {
    const page = fixture.browser;
    await page.$('//*[@data-testid="instances-row"][contains(., "Output TV Sport")]').click();
    await waitForPath(page, /^\/instances\/edit\/\d+$/);
    const channel = page.$('[data-testid="instance-channel"]');
    await channel.waitForDisplayed({ timeout: waitMs });
    const before = await channel.getValue();
    const other = await page.execute(
      (current: string) =>
        [...document.querySelectorAll<HTMLOptionElement>('[data-testid="instance-channel"] option')]
          .map((option) => option.value)
          .find((value) => value !== '' && value !== current) ?? '',
      before,
    );
    await channel.selectByAttribute('value', other);
    await page.$('[data-testid="instance-editor-save"]').click();
    const question = page.$('[data-testid="instance-editor-question-confirmation"]');
    await question.waitForDisplayed({ timeout: waitMs });
    expect(await question.getText()).to.contain('Change channel?');
    await page.$('[data-testid="instance-editor-question-confirm"]').click();
    await waitForToastTitle(page, 'Instance was updated!', waitMs);
    await page.$('[data-testid="bottom-sheet"] button[role="tab"][value="stats"]').click();
    await page.$('[data-testid="instance-cpu"]').waitForDisplayed({ timeout: waitMs });
  });
});
