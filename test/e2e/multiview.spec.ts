import { expect } from 'chai';
import type { Browser } from '../support/browser';
import { openAs, waitForPath } from './support/console-page';
import { useConsoleFixture } from './support/console-fixture';

// The multiview wall against the studio server (spec 2 §2, §4, §5, §6).

const waitMs = 30_000;

interface Item {
  readonly id: string;
  readonly title: string;
  readonly detail: string;
  readonly shown: boolean;
}

const items = (browser: Browser): Promise<Item[]> =>
  browser.execute(() =>
    [...document.querySelectorAll('[data-testid="multiview-sidebar-item"]')].map((item) => ({
      id: item.getAttribute('data-id') ?? '',
      title: item.getAttribute('data-title') ?? '',
      detail: item.getAttribute('data-detail') ?? '',
      shown: item.querySelector('button')?.getAttribute('aria-pressed') === 'true',
    })),
  );

const waitForItems = async (browser: Browser): Promise<Item[]> => {
  await browser.waitUntil(async () => (await items(browser)).length > 0, {
    timeout: waitMs,
    timeoutMsg: 'the side bar listed no events of today',
  });
  return items(browser);
};

describe('e2e: multiview (spec 2 §2)', () => {
  const fixture = useConsoleFixture();

  it("/multiview redirects to /multiview/list; today's events are listed, the partner channel's hidden from other domains", async () => {
    const { browser } = fixture;
    await openAs(browser, fixture.server.url, '/multiview', await fixture.server.tokenFor('admin'));
    await waitForPath(browser, '/multiview/list');
    const titles = (await waitForItems(browser)).map((item) => item.title);
    expect(titles).to.include('Tappara – Kärpät');
    expect(titles).to.not.include('Tappara – Kärpät (English)');
  });

  it('searches events from one character', async () => {
    const { browser } = fixture;
    const all = await waitForItems(browser);
    const text = (item: Item): string => `${item.title} ${item.detail}`.toLowerCase();
    // A letter some events have and some do not, so one character must narrow the list.
    const letter = [...'abcdefghijklmnopqrstuvwxyz'].find((candidate) => {
      const count = all.filter((item) => text(item).includes(candidate)).length;
      return count > 0 && count < all.length;
    });
    expect(letter, 'a letter that tells the demo events apart').to.not.equal(undefined);
    await browser.$('input[data-testid="multiview-sidebar-search"]').click();
    await browser.keys([letter ?? '']);
    const expected = all.filter((item) => text(item).includes(letter ?? '')).map((item) => item.id);
    await browser.waitUntil(async () => (await items(browser)).length === expected.length, {
      timeout: waitMs,
      timeoutMsg: `one character (${letter}) did not narrow the list`,
    });
    expect((await items(browser)).map((item) => item.id)).to.deep.equal(expected);
    await browser.keys(['Backspace']);
    await browser.waitUntil(async () => (await items(browser)).length === all.length, { timeout: waitMs });
  });

  it('an eye puts a running event on the wall (saved across a reload), and its 60-second clip button creates a clip process', async () => {
    const { browser } = fixture;
    const running = (await waitForItems(browser)).find((item) => item.title === 'Tappara – Kärpät');
    expect(running).to.not.equal(undefined);
    await browser.$(`[data-testid="multiview-sidebar-item"][data-id="${running?.id}"] button`).click();
    const card = browser.$(`[data-testid="multiview-card"][data-event="${running?.id}"]`);
    await card.waitForExist({ timeout: waitMs });
    await browser.refresh();
    await card.waitForExist({ timeout: waitMs });
    const toggle = browser.$('[data-testid="process-bar-toggle"]');
    await toggle.waitForDisplayed({ timeout: waitMs });
    const before = Number((await toggle.getText()).replace(/\D/g, '') || '0');
    await card.$('[data-testid="multiview-card-clip"]').click();
    await browser.waitUntil(async () => Number((await toggle.getText()).replace(/\D/g, '') || '0') === before + 1, {
      timeout: waitMs,
      timeoutMsg: 'no clip process appeared in the process bar',
    });
    await toggle.click();
    await browser.$('table[aria-label="Processes"]').waitForDisplayed({ timeout: waitMs });
    const descriptions = await browser.execute(() =>
      [...document.querySelectorAll('table[aria-label="Processes"] tbody tr')].map((row) => row.textContent ?? ''),
    );
    expect(descriptions.some((text) => text.includes('Creating clip Tappara – Kärpät · last 60 s'))).to.equal(true);
    await toggle.click();
  });

  it('Live zoom plays the live stream in larger cells; /multiview/event/{id} opens the event editor in the sheet', async () => {
    const { browser } = fixture;
    await browser.$('[data-testid="multiview-zoom-live"]').click();
    await browser.$('[data-testid="multiview-grid"][data-zoom="live"]').waitForExist({ timeout: waitMs });
    await browser.waitUntil(
      async () =>
        (await browser.execute(() =>
          Math.max(
            0,
            ...[...document.querySelectorAll<HTMLVideoElement>('[data-testid="multiview-card"] video')].map(
              (video) => video.currentTime,
            ),
          ),
        )) > 1,
      { timeout: waitMs, timeoutMsg: 'the live video did not play' },
    );
    await browser.$('[data-testid="multiview-card-open"]').click();
    await waitForPath(browser, /^\/multiview\/event\/[0-9a-f-]+$/);
    await browser.$('h2=Tappara – Kärpät').waitForExist({ timeout: waitMs });
  });
  it('lays out like the monitor walls (issue 31): a soloed card and the grid survive a reload; Escape returns', async () => {
    const { browser } = fixture;
    await browser.setWindowSize(1440, 900);
    await openAs(browser, fixture.server.url, '/multiview/list', await fixture.server.tokenFor('admin'));
    const running = (await waitForItems(browser)).find((item) => item.title === 'Tappara – Kärpät');
    expect(running).to.not.equal(undefined);
    const uuid = running?.id ?? '';
    if (!running?.shown) await browser.$(`[data-testid="multiview-sidebar-item"][data-id="${uuid}"] button`).click();
    const card = browser.$(`[data-testid="multiview-card"][data-event="${uuid}"]`);
    await card.waitForExist({ timeout: waitMs });
    await browser.$('[data-testid="multiview-layout-2x2"]').click();
    await browser.$('[data-testid="multiview-grid"][data-grid="2x2"]').waitForExist({ timeout: waitMs });
    await card.$('[data-testid="wall-preview"]').click();
    await browser.$(`[data-testid="multiview-grid"][data-solo="${uuid}"]`).waitForExist({ timeout: waitMs });
    await browser
      .$(`[data-testid="multiview-card"][data-event="${uuid}"][data-solo="true"]`)
      .waitForExist({ timeout: waitMs });
    const stored = async (): Promise<unknown> => {
      const [account] = await fixture.server.current.server.services.store.documents.accounts.list(
        `body->>'email' = $1`,
        ['admin@demo.local'],
      );
      const meta = account?.body['meta'] as Record<string, unknown> | undefined;
      return (meta?.['monitor_wall_layout'] as Record<string, unknown> | undefined)?.['multiview'];
    };
    await browser.waitUntil(
      async () => JSON.stringify(await stored()) === JSON.stringify({ grid: '2x2', solo: uuid }),
      { timeout: waitMs, timeoutMsg: `the server holds ${JSON.stringify(await stored())}` },
    );

    await browser.refresh();
    await browser
      .$(`[data-testid="multiview-grid"][data-grid="2x2"][data-solo="${uuid}"]`)
      .waitForExist({ timeout: waitMs });
    expect(await browser.$('[data-testid="multiview-layout-2x2"]').getAttribute('aria-pressed')).to.equal('true');
    // The soloed card is the large one: as wide as the wall allows, not a 2×2 cell.
    const width = async (): Promise<number> =>
      browser.execute(
        (id) =>
          document.querySelector(`[data-testid="multiview-card"][data-event="${id}"]`)?.getBoundingClientRect().width ??
          0,
        uuid,
      );
    const soloWidth = await width();
    await browser.keys(['Escape']);
    await browser.$('[data-testid="multiview-grid"][data-solo]').waitForExist({ timeout: waitMs, reverse: true });
    await browser.waitUntil(async () => JSON.stringify(await stored()) === JSON.stringify({ grid: '2x2' }), {
      timeout: waitMs,
      timeoutMsg: 'the solo stayed saved after Escape',
    });
    expect(await width()).to.be.below(soloWidth);
  });
});
