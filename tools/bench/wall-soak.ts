import type { Browser } from '../../test/support/browser';
import type { CountingProxy } from './counting-proxy';
import { collectedHeap } from './long-tasks';
import { heapTrend, type HeapTrend } from './wall-heap-trend';
import { cardsAndPlayers, domCounters, markDocument, sameDocument, toggleCard, waitAllPlaying } from './wall-page';

// The wall's shift, accelerated (issue 31 §3 "A shift"): twelve simulated hours, each an hour of a busy shift's
// events done back to back — every tile's player closed and restarted (the window shrinks so the cards scroll
// away, then grows back), two channels toggled off and on, the console's socket cut by the network and back,
// and (with drills) a fault drilled on a tile and ended. After each hour: the players equal the cards on screen
// and the document is the one opened at the start (no reload). The heap is taken after a forced collection before
// the first hour and after each hour, and its growth is that of the least-squares line through them
// (wall-heap-trend.ts): a collected heap swings by a few megabytes from one hour to the next. What the clock
// alone adds is not compressed by doing events faster: the caller measures it idle and projects it over twelve
// hours. The console's log holds only a window of its newest
// entries (`liveLogBound`, docs/architecture.md), so once that window is full the clock adds nothing that stays.

/**
 * One drill, timed in the page (wall-drill.ts): ms from the drill's start, and from the fault reaching the tile's
 * picture, to the tile naming it; from the fault's end reaching the picture, and from the stop, to Playing again.
 */
export interface DrillFigure {
  readonly fault: string;
  /** null: the tile did not name the fault within 30 s (`shownInstead` is what it showed). */
  readonly drillToStateMs: number | null;
  readonly arrivalToStateMs: number | null;
  /**
   * How far the moment the picture reached the fault was from the bench's former estimate of it (the faulted
   * segment's program date-time plus the tile's distance behind live before the drill); null for stall and offline.
   */
  readonly arrivalEstimateOffMs: number | null;
  /** The tile's states from the fault reaching it to the one naming it ('playing', 'frozen'). */
  readonly statesToNamed: readonly string[];
  /** From the fault's end reaching the tile to the tile Playing again (the "back to Playing within 5 s"). */
  readonly clearMs: number | null;
  /** From the stop to Playing (the faulted media still in the tile's buffer plays out first). */
  readonly stopToPlayingMs: number | null;
  readonly statesToPlaying: readonly string[];
  readonly shownInstead?: string | null;
}

/** One hour's drill: starts a fault on a tile, waits for the tile to show it and for it to clear. */
export type HourDrill = (hour: number) => Promise<DrillFigure>;

export interface SoakFigures {
  readonly hours: number;
  readonly seconds: number;
  /** The heap after a forced collection before the first hour and after each hour, MB (hours + 1 samples). */
  readonly heapSamplesMegabytes: readonly number[];
  /** The least-squares line through them; its end ÷ its start is the shift's heap growth. */
  readonly heap: HeapTrend;
  readonly domNodesBefore: number;
  readonly domNodesAfter: number;
  readonly listenersBefore: number;
  readonly listenersAfter: number;
  /** Hours after which the players did not equal the cards on screen (0 is the target). */
  readonly playerMismatches: number;
  readonly reloaded: boolean;
  readonly socketDrops: number;
  readonly drills: readonly DrillFigure[];
}

const megabytes = (bytes: number): number => Math.round((bytes / 1048576) * 10) / 10;

export const runSoak = async (
  browser: Browser,
  proxy: CountingProxy,
  wall: readonly string[],
  { hours = 12, drill }: { hours?: number; drill?: HourDrill } = {},
): Promise<SoakFigures> => {
  const tiles = wall.length;
  await markDocument(browser);
  const heapSamples = [megabytes(await collectedHeap(browser))];
  const domBefore = await domCounters(browser);
  const started = Date.now();
  let playerMismatches = 0;
  let socketDrops = 0;
  const drills: DrillFigure[] = [];
  for (let hour = 0; hour < hours; hour += 1) {
    // Every player closed and restarted, without a command.
    await browser.setWindowSize(900, 500);
    await browser.waitUntil(async () => (await cardsAndPlayers(browser)).players <= 4, {
      timeout: 60_000,
      interval: 100,
      timeoutMsg: `hour ${hour}: off-screen players were not released`,
    });
    await browser.setWindowSize(2560, 1600);
    await waitAllPlaying(browser, tiles, `hour ${hour}: no play after the window grew back`);
    // Two channels off and on from the side bar.
    for (const uuid of [wall[hour % tiles], wall[(hour + 7) % tiles]] as string[]) {
      await toggleCard(browser, uuid, false);
      await toggleCard(browser, uuid, true);
    }
    await waitAllPlaying(browser, tiles, `hour ${hour}: no play after the toggles`);
    // The socket cut by the network; the console reconnects by itself.
    socketDrops += proxy.dropSockets();
    // The previews stop while the console is not connected (spec 2 §4), then start again.
    await browser
      .waitUntil(async () => (await cardsAndPlayers(browser)).players < tiles, { timeout: 10_000, interval: 50 })
      .catch(() => undefined);
    await waitAllPlaying(browser, tiles, `hour ${hour}: no play after the socket came back`);
    if (drill) {
      drills.push(await drill(hour));
      await waitAllPlaying(browser, tiles, `hour ${hour}: no play after the drill`);
    }
    const { onScreen, players } = await cardsAndPlayers(browser);
    if (onScreen !== players) playerMismatches += 1;
    heapSamples.push(megabytes(await collectedHeap(browser)));
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  const domAfter = await domCounters(browser);
  return {
    hours,
    seconds,
    heapSamplesMegabytes: heapSamples,
    heap: heapTrend(heapSamples),
    domNodesBefore: domBefore.nodes,
    domNodesAfter: domAfter.nodes,
    listenersBefore: domBefore.jsEventListeners,
    listenersAfter: domAfter.jsEventListeners,
    playerMismatches,
    reloaded: !(await sameDocument(browser)),
    socketDrops,
    drills,
  };
};
