import type { Browser } from '../../test/support/browser';

// What the wall bench does to and reads from the /monitor page (wall-browser.ts, wall-soak.ts).

/** Every card's video plays: as many videos as `count`, none paused, each with data to go on. */
export const allPlaying = (browser: Browser, count: number): Promise<boolean> =>
  browser.execute((wanted: number) => {
    const videos = [...document.querySelectorAll<HTMLVideoElement>('[data-testid="monitor-card"] video')];
    return videos.length === wanted && videos.every((video) => !video.paused && video.readyState >= 3);
  }, count);

export const waitAllPlaying = (browser: Browser, count: number, what: string): Promise<true | void> =>
  browser.waitUntil(() => allPlaying(browser, count), { timeout: 120_000, interval: 250, timeoutMsg: what });

export interface TileProgram {
  /** Where the card's picture is in its channel's program: unix ms (the live epoch plus the media time), or null. */
  readonly at: number | null;
  /** How often its player was loaded again (patient-hls.ts), and why the last time. */
  readonly reloads: number;
  readonly reloadReason: string | null;
}

/**
 * Every card's picture as a point of its channel's program, by channel. Unlike the media time, it carries on across
 * a player loaded again (a new player's media time starts afresh) and does not depend on the cards' order.
 */
export const tilePrograms = (browser: Browser): Promise<Record<string, TileProgram>> =>
  browser.execute(() =>
    Object.fromEntries(
      [...document.querySelectorAll('[data-testid="monitor-card"]')].map((card) => {
        const video = card.querySelector('video');
        const epoch = Number(video?.dataset.liveEpoch);
        return [
          card.getAttribute('data-channel') ?? '',
          {
            at: video && Number.isFinite(epoch) ? epoch + video.currentTime * 1000 : null,
            reloads: Number(video?.dataset.playerReloads ?? 0),
            reloadReason: video?.dataset.playerReloadReason ?? null,
          },
        ];
      }),
    ),
  );

/**
 * Which tiles played through the minute: their picture advanced in its channel's program by more than half of it
 * (a player loaded again meanwhile counts as playing if it did; its media time starts afresh, its program does not),
 * and the reloads of each tile's player meanwhile, with the last reason.
 */
export const playedTiles = (
  before: Readonly<Record<string, TileProgram>>,
  after: Readonly<Record<string, TileProgram>>,
  seconds: number,
): { playing: number; reloads: string[] } => {
  let playing = 0;
  const reloads: string[] = [];
  for (const [channel, end] of Object.entries(after)) {
    const start = before[channel];
    if (start?.at != null && end.at !== null && end.at - start.at > (seconds * 1000) / 2) playing += 1;
    const more = end.reloads - (start?.reloads ?? 0);
    if (more > 0) reloads.push(`${channel.slice(0, 8)}: ${more} (${end.reloadReason ?? '?'})`);
  }
  return { playing, reloads };
};

/** Cards within the viewport's reach and video elements: a wall holds a player exactly for each card on screen. */
export const cardsAndPlayers = (browser: Browser): Promise<{ onScreen: number; players: number }> =>
  browser.execute(() => ({
    onScreen: document.querySelectorAll('[data-testid="wall-preview"][data-on-screen="true"]').length,
    players: document.querySelectorAll('[data-testid="monitor-card"] video').length,
  }));

/** One side-bar toggle: clicks the channel's eye and times, in the page, until its card is in the grid or gone. */
export const toggleCard = (browser: Browser, uuid: string, show: boolean): Promise<number> =>
  browser.executeAsync(
    (id: string, wanted: boolean, done: (ms: number) => void) => {
      const started = performance.now();
      document
        .querySelector<HTMLButtonElement>(`[data-testid="monitor-sidebar-item"][data-id="${id}"] button`)
        ?.click();
      const check = (): void => {
        const present = document.querySelector(`[data-testid="monitor-card"][data-channel="${id}"]`) !== null;
        if (present === wanted) done(performance.now() - started);
        else requestAnimationFrame(check);
      };
      check();
    },
    uuid,
    show,
  );

/** DOM nodes and JS event listeners of the page (a leaked player keeps both). */
export const domCounters = async (browser: Browser): Promise<{ nodes: number; jsEventListeners: number }> =>
  (await browser.sendCommandAndGetResult('Memory.getDOMCounters', {})) as { nodes: number; jsEventListeners: number };

/** Marks the document, so a later check can tell whether the page was reloaded meanwhile. */
export const markDocument = (browser: Browser): Promise<void> =>
  browser.execute(() => {
    (window as { benchDocument?: boolean }).benchDocument = true;
  });

export const sameDocument = (browser: Browser): Promise<boolean> =>
  browser.execute(() => (window as { benchDocument?: boolean }).benchDocument === true);
