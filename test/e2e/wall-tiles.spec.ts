import { expect } from 'chai';
import type { Channel, Socket } from 'phoenix';
import { allowBrowserErrors } from '../support/browser-problem-log';
import type { Browser } from '../support/browser';
import { joinOk, push } from '../integration/support/phoenix-client';
import { connectAs } from '../integration/support/studio';
import { openAs } from './support/console-page';
import { useConsoleFixture } from './support/console-fixture';

// Each fault drilled on a wall tile shows its state and alarm, and clears (issue 31 §1, §2). The faults are real
// in the media (the studio server's system:drill); the tile finds them by watching its picture and sound.

const waitMs = 60_000;
const faults = [
  ['freeze', 'frozen'],
  ['black', 'black'],
  ['silence', 'silent'],
  ['stall', 'stalled'],
  ['offline', 'offline'],
] as const;

interface TileSeen {
  readonly state: string | null;
  readonly alarm: string | null;
  readonly label: string;
  readonly listed: boolean;
  readonly count: string;
}

const tileSeen = (browser: Browser, uuid: string): Promise<TileSeen> =>
  browser.execute((channel: string) => {
    const card = document.querySelector(`[data-testid="monitor-card"][data-channel="${channel}"]`);
    return {
      state: card?.getAttribute('data-tile-state') ?? null,
      alarm: card?.getAttribute('data-alarm') ?? null,
      label: card?.querySelector('[data-testid="tile-state"]')?.textContent ?? '',
      listed: document.querySelector(`[data-testid="wall-alarm"][data-tile="monitor:${channel}"]`) !== null,
      count: document.querySelector('[data-testid="wall-alarm-count"]')?.textContent ?? '',
    };
  }, uuid);

describe('e2e: wall tiles name the faults drilled on them (issue 31 §1)', () => {
  const fixture = useConsoleFixture();
  let admin: Socket | undefined;
  let drill: Channel | undefined;
  let uuid = '';

  // The drill is pushed as an administrator through a real phoenix client, joined for the whole block.
  before(async () => {
    admin = await connectAs(fixture.server.current, 'admin');
    drill = (await joinOk(admin, 'system:drill', [])).channel;
  });
  after(() => {
    drill?.leave();
    admin?.disconnect();
  });

  const waitForTile = async (want: (seen: TileSeen) => boolean, what: string): Promise<TileSeen> => {
    let seen: TileSeen | undefined;
    await fixture.browser.waitUntil(
      async () => {
        seen = await tileSeen(fixture.browser, uuid);
        return want(seen);
      },
      { timeout: waitMs, interval: 250, timeoutMsg: `${what}; the tile showed ${JSON.stringify(seen)}` },
    );
    return seen!;
  };

  it('opens the wall as an admin, starts its sound with a click, and a tile plays', async () => {
    const { browser, server } = fixture;
    await openAs(browser, server.url, '/monitor/list', await server.tokenFor('admin'));
    // The operator's first click (on the alarm count, which does nothing else): the browser then lets the wall
    // measure and play sound.
    const count = browser.$('[data-testid="wall-alarm-count"]');
    await count.waitForDisplayed({ timeout: waitMs });
    await count.click();
    await browser.waitUntil(
      async () =>
        browser.execute(
          () => document.querySelector('[data-testid="monitor-card"][data-tile-state="playing"]') !== null,
        ),
      { timeout: waitMs, timeoutMsg: 'no tile played' },
    );
    uuid = await browser.execute(
      () =>
        document
          .querySelector('[data-testid="monitor-card"][data-tile-state="playing"]')
          ?.getAttribute('data-channel') ?? '',
    );
    expect(uuid).to.not.equal('');
    await browser.$('[data-testid="wall-sound-note"]').waitForDisplayed({ reverse: true, timeout: waitMs });
    await waitForTile((seen) => seen.state === 'playing' && seen.label.startsWith('Playing · '), 'the tile plays');
  });

  for (const [fault, state] of faults) {
    it(`a drilled ${fault} turns the tile ${state} with an alarm, and it clears when the drill stops`, async () => {
      // The player asks for the gone playlist again and again while offline: those 404s are the drill.
      if (fault === 'offline') allowBrowserErrors(/HTTP error 404: GET .*\.m3u8/);
      expect(drill, 'the drill topic was joined').to.not.equal(undefined);
      expect(uuid, 'a tile played in the first test').to.not.equal('');
      const started = await push(drill!, 'start', { channel_uuid: uuid, fault, seconds: 120 });
      expect(started.status, JSON.stringify(started.response)).to.equal('ok');
      const named = await waitForTile(
        (seen) => seen.state === state && seen.alarm === 'true' && seen.listed,
        `the tile did not show ${state} with an alarm`,
      );
      expect(named.label).to.match(new RegExp(`^${state[0]!.toUpperCase()}${state.slice(1)} · \\d+ s`));
      expect(named.count).to.match(/^\d+ alarms?$/);
      const stopped = await push(drill!, 'stop', { channel_uuid: uuid });
      expect(stopped.status, JSON.stringify(stopped.response)).to.equal('ok');
      await waitForTile(
        (seen) => seen.state === 'playing' && seen.alarm === 'false' && !seen.listed,
        `the tile did not clear after the ${fault} drill`,
      );
    });
  }
});
