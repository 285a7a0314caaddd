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

/** The cards' videos' currentTime, in card order. */
export const videoTimes = (browser: Browser): Promise<number[]> =>
  browser.execute(() =>
    [...document.querySelectorAll<HTMLVideoElement>('[data-testid="monitor-card"] video')].map(
      (video) => video.currentTime,
    ),
  );

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
