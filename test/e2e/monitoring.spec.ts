import { expect } from 'chai';
import type { Browser } from '../support/browser';
import { openAs, waitForPath } from './support/console-page';
import { useConsoleFixture } from './support/console-fixture';

// The monitor and system-monitor walls against the studio server (spec 2 §2, §4, §5, §7; spec 3 §6).

const waitMs = 30_000;

interface SidebarItem {
  readonly id: string;
  readonly title: string;
  readonly shown: boolean;
}

const sidebarItems = (browser: Browser): Promise<SidebarItem[]> =>
  browser.execute(() =>
    [...document.querySelectorAll('[data-testid="monitor-sidebar-item"]')].map((item) => ({
      id: item.getAttribute('data-id') ?? '',
      title: item.getAttribute('data-title') ?? '',
      shown: item.querySelector('button')?.getAttribute('aria-pressed') === 'true',
    })),
  );

const cardChannels = (browser: Browser): Promise<string[]> =>
  browser.execute(() =>
    [...document.querySelectorAll('[data-testid="monitor-card"]')].map(
      (card) => card.getAttribute('data-channel') ?? '',
    ),
  );

const waitForSidebar = async (browser: Browser): Promise<SidebarItem[]> => {
  await browser.waitUntil(async () => (await sidebarItems(browser)).length > 0, {
    timeout: waitMs,
    timeoutMsg: 'the side bar listed no channels',
  });
  return sidebarItems(browser);
};

describe('e2e: monitor and system monitor walls (spec 2 §2)', () => {
  const fixture = useConsoleFixture();

  const storedChannels = async (): Promise<{ uuid: string; title: string; system: boolean }[]> => {
    const rows = await fixture.server.current.server.services.store.documents.channels.list(`state = 'active'`, []);
    return rows.map((row) => ({
      uuid: row.uuid,
      title: String(row.body['title']),
      system: (row.body['meta'] as Record<string, unknown> | undefined)?.['system_channel'] === true,
    }));
  };

  it('/monitor redirects to /monitor/list; a user toggles two channels off, reloads, and they stay off (saved on the server)', async () => {
    const { browser } = fixture;
    await openAs(browser, fixture.server.url, '/monitor', await fixture.server.tokenFor('user'));
    await waitForPath(browser, '/monitor/list');
    const before = (await waitForSidebar(browser)).filter((item) => item.shown);
    expect(before.length).to.be.greaterThan(2);
    const [first, second] = before as [SidebarItem, SidebarItem];
    for (const item of [first, second]) {
      await browser.$(`[data-testid="monitor-sidebar-item"][data-id="${item.id}"] button`).click();
      await browser.waitUntil(async () => !(await cardChannels(browser)).includes(item.id), {
        timeout: waitMs,
        timeoutMsg: `the card of ${item.title} stayed on the wall`,
      });
    }
    await browser.refresh();
    const after = await waitForSidebar(browser);
    await browser.$('[data-testid="monitor-grid"]').waitForExist({ timeout: waitMs });
    expect(after.filter((item) => !item.shown).map((item) => item.id)).to.include.members([first.id, second.id]);
    const cards = await cardChannels(browser);
    expect(cards).to.not.include(first.id);
    expect(cards).to.not.include(second.id);
    const [account] = await fixture.server.current.server.services.store.documents.accounts.list(
      `body->>'email' = $1`,
      ['user@demo.local'],
    );
    const filter = (account?.body['meta'] as Record<string, unknown>)['monitor_channel_filter'] as string[];
    expect(filter).to.have.members(before.slice(2).map((item) => item.id));
  });

  it('the side bar search applies from 3 characters', async () => {
    const { browser } = fixture;
    await openAs(browser, fixture.server.url, '/monitor/list', await fixture.server.tokenFor('admin'));
    const all = await waitForSidebar(browser);
    const search = browser.$('input[data-testid="monitor-sidebar-search"]');
    await search.click();
    await browser.keys(['S', 't']);
    expect(await sidebarItems(browser)).to.have.length(all.length);
    await browser.keys(['u']);
    await browser.waitUntil(async () => (await sidebarItems(browser)).length < all.length, { timeout: waitMs });
    for (const item of await sidebarItems(browser)) expect(item.title.toLowerCase()).to.contain('stu');
  });

  it('/sysmonitor lists only system channels, and hides developer-served channels from the default wall', async () => {
    const { browser } = fixture;
    await openAs(browser, fixture.server.url, '/sysmonitor', await fixture.server.tokenFor('admin'));
    await waitForPath(browser, '/sysmonitor/list');
    const items = await waitForSidebar(browser);
    const channels = await storedChannels();
    const system = channels.filter((channel) => channel.system).map((channel) => channel.uuid);
    expect(system.length).to.be.greaterThan(0);
    expect(items.map((item) => item.id)).to.have.members(system);

    // The demo's 'Web Sport' is served by a developer-flagged instance: off the default monitor wall.
    await openAs(browser, fixture.server.url, '/monitor/list', await fixture.server.tokenFor('developer'));
    const all = await waitForSidebar(browser);
    const web = all.find((item) => item.title === 'Web Sport');
    expect(web, 'Web Sport in the side bar').to.not.equal(undefined);
    expect(web?.shown).to.equal(false);
    expect(all.filter((item) => item.shown).length).to.equal(all.length - 1);
  });

  it("a connected channel's preview plays (currentTime advances) at a very low volume, with its resolution on the card", async () => {
    const { browser } = fixture;
    await openAs(browser, fixture.server.url, '/monitor/list', await fixture.server.tokenFor('admin'));
    await browser.$('[data-testid="monitor-card"] video').waitForExist({ timeout: waitMs });
    await browser.waitUntil(
      async () =>
        (await browser.execute(() =>
          Math.max(
            0,
            ...[...document.querySelectorAll<HTMLVideoElement>('[data-testid="monitor-card"] video')].map(
              (video) => video.currentTime,
            ),
          ),
        )) > 1,
      { timeout: waitMs, timeoutMsg: 'no preview played' },
    );
    const playing = await browser.execute(() => {
      const video = [...document.querySelectorAll<HTMLVideoElement>('[data-testid="monitor-card"] video')].find(
        (candidate) => candidate.currentTime > 1,
      );
      const card = video?.closest('[data-testid="monitor-card"]');
      return {
        volume: video?.volume ?? 1,
        resolution: card?.querySelector('[data-testid="monitor-card-resolution"]')?.textContent ?? '',
      };
    });
    expect(playing.volume).to.be.below(0.1);
    expect(playing.resolution).to.match(/^\d+×\d+$/);
    // Cards without video say why (the tiles' own state, 'Playing · 3 s', is a status too: not a message).
    const messages = await browser.execute(() =>
      [
        ...document.querySelectorAll('[data-testid="monitor-card"] [role="status"]:not([data-testid="tile-state"])'),
      ].map((node) => node.textContent),
    );
    for (const message of messages)
      expect(message).to.be.oneOf([
        'No preview',
        'Channel is idle',
        'Connecting…',
        'Disconnected',
        'No connection state yet',
        'Recovering…',
        'Cannot load video',
      ]);
  });

  it('only on-screen previews play: a card scrolled away releases its player, one scrolled into view gets one', async () => {
    const { browser } = fixture;
    await browser.setWindowSize(1000, 700);
    await openAs(browser, fixture.server.url, '/monitor/list', await fixture.server.tokenFor('developer'));
    // Auto fits every tile on the screen; 2×2 fits four and scrolls the rest (issue 31).
    await browser.$('[data-testid="monitor-layout-2x2"]').click();
    await browser.$('[data-testid="monitor-grid"][data-grid="2x2"]').waitForExist({ timeout: waitMs });
    // Arena A (first by title) is connected: on screen, it has a video element.
    const first = browser.$('[data-testid="monitor-card"]');
    await first.$('video').waitForExist({ timeout: waitMs });
    const last = browser.$('[data-testid="monitor-tile"]:last-child [data-testid="wall-preview"]');
    expect(await last.getAttribute('data-on-screen')).to.equal('false');
    await browser.execute(() => {
      const grid = document.querySelector('[data-testid="monitor-grid"]');
      if (grid) grid.scrollTop = grid.scrollHeight;
    });
    await browser.waitUntil(async () => (await last.getAttribute('data-on-screen')) === 'true', {
      timeout: waitMs,
      timeoutMsg: 'the last card did not come on screen',
    });
    await first
      .$('video')
      .waitForExist({ timeout: waitMs, reverse: true, timeoutMsg: 'the scrolled-away card kept its player' });
    expect(await first.$('[data-testid="wall-preview"]').getAttribute('data-status')).to.equal('off');
    await browser.setWindowSize(1440, 900);
  });

  it('a soloed tile and the layout survive a reload (issue 31): click or Enter solos, Escape returns', async () => {
    const { browser } = fixture;
    await browser.setWindowSize(1440, 900);
    await openAs(browser, fixture.server.url, '/monitor/list', await fixture.server.tokenFor('director'));
    const grid = browser.$('[data-testid="monitor-grid"]');
    await grid.waitForExist({ timeout: waitMs });
    await browser.$('[data-testid="monitor-layout-3x3"]').click();
    await browser.$('[data-testid="monitor-grid"][data-grid="3x3"]').waitForExist({ timeout: waitMs });
    // A connected channel's tile: click its picture.
    const playing = browser.$('[data-testid="monitor-card"] video');
    await playing.waitForExist({ timeout: waitMs });
    const card = playing.parentElement().parentElement();
    const uuid = await card.getAttribute('data-channel');
    await card.$('[data-testid="wall-preview"]').click();
    await browser.$(`[data-testid="monitor-grid"][data-solo="${uuid}"]`).waitForExist({ timeout: waitMs });
    const widths = async (): Promise<{ solo: number; others: number[] }> =>
      browser.execute(() => {
        const cards = [...document.querySelectorAll<HTMLElement>('[data-testid="monitor-card"]')];
        const solo = cards.find((item) => item.getAttribute('data-solo') === 'true');
        return {
          solo: solo?.getBoundingClientRect().width ?? 0,
          others: cards.filter((item) => item !== solo).map((item) => item.getBoundingClientRect().width),
        };
      });
    const soloed = await widths();
    for (const width of soloed.others) expect(width * 2).to.be.below(soloed.solo);
    // The soloed tile plays with sound; the others stay very low.
    await browser.waitUntil(
      async () =>
        browser.execute((id) => {
          const video = document.querySelector<HTMLVideoElement>(
            `[data-testid="monitor-card"][data-channel="${id}"] video`,
          );
          return video !== null && video.volume === 1 && !video.muted;
        }, uuid ?? ''),
      { timeout: waitMs, timeoutMsg: 'the soloed tile was not heard' },
    );
    const stored = async (): Promise<unknown> => {
      const [account] = await fixture.server.current.server.services.store.documents.accounts.list(
        `body->>'email' = $1`,
        ['director@demo.local'],
      );
      return (account?.body['meta'] as Record<string, unknown> | undefined)?.['monitor_wall_layout'];
    };
    await browser.waitUntil(
      async () => JSON.stringify(await stored()) === JSON.stringify({ monitor: { grid: '3x3', solo: uuid } }),
      { timeout: waitMs, timeoutMsg: `the server holds ${JSON.stringify(await stored())}` },
    );

    await browser.refresh();
    await browser
      .$(`[data-testid="monitor-grid"][data-grid="3x3"][data-solo="${uuid}"]`)
      .waitForExist({ timeout: waitMs });
    await browser
      .$(`[data-testid="monitor-card"][data-channel="${uuid}"][data-solo="true"]`)
      .waitForExist({ timeout: waitMs });
    const restored = await widths();
    expect(restored.solo).to.be.greaterThan(Math.max(...restored.others) * 2);
    expect(await browser.$('[data-testid="monitor-layout-3x3"]').getAttribute('aria-pressed')).to.equal('true');
    // Chromium refuses sound without a gesture after a reload: the soloed tile plays muted and offers it.
    const soloCard = browser.$(`[data-testid="monitor-card"][data-channel="${uuid}"]`);
    await soloCard.$('[data-testid="wall-preview-sound"]').waitForExist({ timeout: waitMs });
    await soloCard.$('[data-testid="wall-preview-sound"]').click();
    await soloCard.$('[data-testid="wall-preview-sound"]').waitForExist({ timeout: waitMs, reverse: true });
    expect(await soloCard.$('video').getProperty('muted')).to.equal(false);
    expect(await browser.$('[data-testid="monitor-grid"]').getAttribute('data-solo')).to.equal(uuid);

    // Escape returns to the grid; Enter on a focused tile solos it, Enter again returns.
    await browser.keys(['Escape']);
    await browser.$('[data-testid="monitor-grid"][data-solo]').waitForExist({ timeout: waitMs, reverse: true });
    await browser.waitUntil(
      async () => JSON.stringify(await stored()) === JSON.stringify({ monitor: { grid: '3x3' } }),
      {
        timeout: waitMs,
        timeoutMsg: 'the solo stayed saved after Escape',
      },
    );
    const secondUuid = await browser.$$('[data-testid="monitor-card"]')[1]?.getAttribute('data-channel');
    expect(secondUuid).to.be.a('string');
    await browser.execute((id) => {
      document.querySelector<HTMLElement>(`[data-testid="monitor-card"][data-channel="${id}"]`)?.focus();
    }, secondUuid ?? '');
    await browser.keys(['Enter']);
    await browser.$(`[data-testid="monitor-grid"][data-solo="${secondUuid}"]`).waitForExist({ timeout: waitMs });
    await browser.keys(['Enter']);
    await browser.$('[data-testid="monitor-grid"][data-solo]').waitForExist({ timeout: waitMs, reverse: true });
    // The grid closed up: as many tiles as before, none overlapping.
    const boxes = await browser.execute(() =>
      [...document.querySelectorAll<HTMLElement>('[data-testid="monitor-tile"]')].map((tile) => {
        const box = tile.getBoundingClientRect();
        return { left: box.left, top: box.top, right: box.right, bottom: box.bottom };
      }),
    );
    for (const [index, box] of boxes.entries())
      for (const other of boxes.slice(index + 1))
        expect(
          box.right <= other.left || other.right <= box.left || box.bottom <= other.top || other.bottom <= box.top,
        ).to.equal(true);
  });

  it("the header's Sound alarm and Stats switches are the account's (issue 31): saved on the server, back after a reload", async () => {
    const { browser } = fixture;
    await openAs(browser, fixture.server.url, '/monitor/list', await fixture.server.tokenFor('director'));
    const sound = browser.$('input[data-testid="wall-alarm-sound"]');
    const stats = browser.$('input[data-testid="wall-stats"]');
    await sound.waitForExist({ timeout: waitMs });
    expect(await sound.isSelected()).to.equal(false);
    expect(await stats.isSelected()).to.equal(false);
    await sound.click();
    await stats.click();
    const stored = async (): Promise<unknown> => {
      const [account] = await fixture.server.current.server.services.store.documents.accounts.list(
        `body->>'email' = $1`,
        ['director@demo.local'],
      );
      return (account?.body['meta'] as Record<string, unknown> | undefined)?.['monitor_wall_settings'];
    };
    // The database keeps the keys in its own order.
    const holds = async (alarmSound: boolean, statsOn: boolean): Promise<boolean> => {
      const value = (await stored()) as { alarm_sound?: unknown; stats?: unknown } | undefined;
      return value?.alarm_sound === alarmSound && value.stats === statsOn;
    };
    await browser.waitUntil(async () => holds(true, true), {
      timeout: waitMs,
      timeoutMsg: `the server holds ${JSON.stringify(await stored())}`,
    });

    await browser.refresh();
    await sound.waitForExist({ timeout: waitMs });
    await browser.waitUntil(async () => (await sound.isSelected()) && (await stats.isSelected()), {
      timeout: waitMs,
      timeoutMsg: 'the switches came back off after a reload',
    });
    // Stats on: every playing tile shows them without a hover.
    await browser.$('[data-testid="tile-stats"]').waitForExist({ timeout: waitMs });
    await stats.click();
    await browser.waitUntil(async () => holds(true, false), {
      timeout: waitMs,
      timeoutMsg: `the server holds ${JSON.stringify(await stored())}`,
    });
    await sound.click();
    await browser.waitUntil(async () => holds(false, false), {
      timeout: waitMs,
      timeoutMsg: `the server holds ${JSON.stringify(await stored())}`,
    });
  });
});
