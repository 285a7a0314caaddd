import type { Browser } from '../../test/support/browser';

// What a drill records in the page (wall-drill.ts): the drilled card's states as they change (a MutationObserver,
// so the moment is the page's, not the bench's next poll through WebDriver) and where its picture is in the
// channel's program (`data-live-epoch` + the media time) every 40 ms. From those the bench reads when the fault —
// and later its end — actually reached the tile's picture, rather than guessing it from the tile's distance
// behind live before the drill (a tile that stalls or seeks meanwhile moves it by seconds).

/** One state of the card and the page's clock (Date.now()) when it was set. */
export interface SeenState {
  readonly state: string;
  readonly at: number;
}

interface DrillRecorder {
  readonly states: SeenState[];
  /** [Date.now(), program ms] of the card's picture, every 40 ms while the recorder runs. */
  readonly pictures: [number, number][];
  stop(): void;
}

declare global {
  interface Window {
    benchDrill?: DrillRecorder;
  }
}

/** Starts recording the card of channel `uuid` (a previous recorder stops). */
export const recordDrillInPage = (browser: Browser, uuid: string): Promise<void> =>
  browser.execute((id: string) => {
    window.benchDrill?.stop();
    const card = (): Element | null => document.querySelector(`[data-testid="monitor-card"][data-channel="${id}"]`);
    const states: SeenState[] = [{ state: card()?.getAttribute('data-tile-state') ?? '', at: Date.now() }];
    const pictures: [number, number][] = [];
    const observer = new MutationObserver(() => {
      const state = card()?.getAttribute('data-tile-state') ?? '';
      if (state !== states[states.length - 1]?.state) states.push({ state, at: Date.now() });
    });
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-tile-state'] });
    const timer = setInterval(() => {
      const video = card()?.querySelector('video');
      const epoch = Number(video?.dataset.liveEpoch);
      if (video && Number.isFinite(epoch) && video.readyState >= 2)
        pictures.push([Date.now(), epoch + video.currentTime * 1000]);
    }, 40);
    window.benchDrill = {
      states,
      pictures,
      stop: () => {
        observer.disconnect();
        clearInterval(timer);
      },
    };
  }, uuid);

/** The card's states so far. */
export const recordedStates = (browser: Browser): Promise<SeenState[]> =>
  browser.execute(() => [...(window.benchDrill?.states ?? [])]);

/**
 * When (page ms) the card's picture first stood at or past `programMs` of its channel's program, at or after
 * `after`; null if it has not yet.
 */
export const pictureReached = (browser: Browser, programMs: number, after: number): Promise<number | null> =>
  browser.execute(
    (target: number, from: number) =>
      window.benchDrill?.pictures.find(([at, program]) => at >= from && program >= target)?.[0] ?? null,
    programMs,
    after,
  );

export const stopRecording = (browser: Browser): Promise<void> =>
  browser.execute(() => {
    window.benchDrill?.stop();
    delete window.benchDrill;
  });

/** The first state `wanted` entered at or after `after`, or undefined. */
export const enteredAt = (states: readonly SeenState[], wanted: string, after: number): number | undefined =>
  states.find((seen) => seen.state === wanted && seen.at >= after)?.at;

/** The states the card went through from `from` (the one it showed then first) until the first `wanted` after it. */
export const statesBetween = (states: readonly SeenState[], from: number, wanted: string): string[] => {
  const inForce = states.filter((seen) => seen.at <= from).length - 1;
  const shown = states.slice(Math.max(0, inForce));
  const end = shown.findIndex((seen, index) => index > 0 && seen.state === wanted);
  return (end < 0 ? shown : shown.slice(0, end + 1)).map((seen) => seen.state);
};
