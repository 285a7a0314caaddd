import { expect } from 'chai';
import type { Browser } from '../support/browser';
import { openAs } from './support/console-page';
import { useConsoleFixture } from './support/console-fixture';

// The system monitor's headend list and media server stream list against the studio server (spec 2 §2, §8, §9).

const waitMs = 30_000;

interface StreamRow {
  readonly name: string;
  readonly sourceId: string;
  readonly ready: boolean;
  readonly state: string;
  readonly action: 'refresh' | 'delete' | 'none';
}

const streams = (browser: Browser): Promise<StreamRow[]> =>
  browser.execute(() =>
    [...document.querySelectorAll('[data-testid="media-stream"]')].map((row) => ({
      name: row.getAttribute('data-stream') ?? '',
      sourceId: row.getAttribute('data-source-id') ?? '',
      ready: row.getAttribute('data-ready') === 'true',
      state: row.querySelector('[data-testid="media-stream-state"]')?.textContent ?? '',
      action: row.querySelector('[data-testid="media-stream-refresh"]')
        ? ('refresh' as const)
        : row.querySelector('[data-testid="media-stream-delete"]')
          ? ('delete' as const)
          : ('none' as const),
    })),
  );

describe('e2e: system monitor lists (spec 2 §2)', () => {
  const fixture = useConsoleFixture();

  it('the headend list shows channels with a head-end, their source and destination states and buffer', async () => {
    const { browser } = fixture;
    await openAs(browser, fixture.server.url, '/sysmonitor/headends', await fixture.server.tokenFor('admin'));
    await browser.$('[data-testid="headend-row"]').waitForExist({ timeout: waitMs });
    const rows = await browser.execute(() =>
      [...document.querySelectorAll('[data-testid="headend-row"]')].map((row) => ({
        title: row.querySelector('td')?.textContent ?? '',
        source: row.querySelector('[data-testid="headend-source"]')?.textContent ?? '',
        destination: row.querySelector('[data-testid="headend-destination"]')?.textContent ?? '',
      })),
    );
    const sport = rows.find((row) => row.title === 'TV Sport HD');
    // TV Sport HD's head-end output is active, but the demo's override turns it off for now (spec 2 §4).
    expect(sport).to.deep.include({ destination: 'deactive' });
    expect(sport?.source).to.be.oneOf(['idle', 'connecting', 'connected', 'disconnected']);
    expect(rows.find((row) => row.title === 'TV News')).to.deep.include({ destination: 'active' });
  });

  it('refresh kicks a publishing stream: the list shows it reconnecting and then its new connection', async () => {
    const { browser } = fixture;
    await browser.$('[data-testid="sysmonitor-tab-media-servers"]').click();
    await browser.$('[data-testid="media-stream"]').waitForExist({ timeout: waitMs });
    const before = await streams(browser);
    expect(before.find((row) => row.name === 'partner_feed')?.action).to.equal('delete');
    const target = before.find((row) => row.action === 'refresh' && row.ready && row.sourceId !== '');
    expect(target, 'a ready publishing stream').to.not.equal(undefined);
    await browser
      .$(`[data-testid="media-stream"][data-stream="${target?.name}"] [data-testid="media-stream-refresh"]`)
      .click();
    // The server kicks the connection, and the publisher reconnects with a new connection id.
    await browser.waitUntil(
      async () => {
        const row = (await streams(browser)).find((candidate) => candidate.name === target?.name);
        return row !== undefined && row.ready && row.sourceId !== '' && row.sourceId !== target?.sourceId;
      },
      { timeout: waitMs, timeoutMsg: 'the kicked stream did not come back with a new connection' },
    );
  });
});
