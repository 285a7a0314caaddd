import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remote } from 'webdriverio';
import { livePlaylistPath } from '../../server/media';
import { startStudioServer, type StudioServer } from '../../server/main';
import { insertRows, type SeedRow } from '../../server/seed/bulk-insert';
import { storedWith } from '../../server/storage/stored-codec';
import { chromiumCapabilities } from '../../test/support/browser';
import { ensureBundle } from '../build/ensure-bundle';
import { quantile } from './bench-page';
import { startCountingProxy } from './counting-proxy';
import { collectedHeap, collectLongTasks, longestScripts, observeLongTasks } from './long-tasks';
import { demoToken } from './signed-in-page';
import { measureColdOpens, percentile, sampleLiveDistance, type LiveDistance } from './wall-live';
import { playedTiles, tilePrograms, toggleCard, waitAllPlaying } from './wall-page';
import { wallDrills } from './wall-drill';
import { runSoak, type SoakFigures } from './wall-soak';

// `npm run bench -- --wall-only` (issues 14 and 31): the monitor wall in Debian's headless Chromium against the
// studio server's live HLS, through a loopback proxy that counts the browser's connections and can cut its
// socket (counting-proxy.ts). Sixteen connected channels on the wall, then:
// 1. cold opens: the wall opened five times, each tile timed from navigation start to its first frame playing;
// 2. a minute of playback: long tasks (PerformanceObserver) and, every second, how far behind the clock each
//    tile's frame is (the playlists' program date-times) and how far apart the tiles are;
// 3. side-bar toggles: every card off and on, twice, each timed from the click to the card shown or gone;
// 4. the shift: twelve accelerated hours (wall-soak.ts), heap before and after;
// 5. two minutes idle: what the clock alone adds to the heap, projected over twelve real hours.

/** Long enough for the heap's growth with time alone to show above a collection's noise. */
const idleSeconds = 120;

const quiet = { info: () => undefined, warn: () => undefined, error: (message: string) => console.error(message) };

export interface WallFigures {
  readonly previews: number;
  readonly playSeconds: number;
  /** Previews whose picture advanced in its program by half the minute (all of them, or the wall is not what was measured). */
  readonly playing: number;
  /** Players loaded again during the minute (patient-hls.ts), with the reasons ('stuck', hls.js's error details). */
  readonly reloads: readonly string[];
  readonly coldOpens: number;
  readonly coldOpenP50Ms: number;
  readonly coldOpenP95Ms: number;
  readonly coldOpenMaxMs: number;
  /** The most HTTP/1.1 connections to the server at once while the wall opened (Chromium's budget: 6). */
  readonly coldOpenMaxConnections: number;
  readonly coldOpenRequestWaitP95Ms: number;
  readonly live: LiveDistance;
  readonly longestTaskMs: number;
  /** The scripts that ran longest inside long animation frames during the minute (invoker and file), summed. */
  readonly longFrameScripts: readonly string[];
  readonly tasksOver50Ms: number;
  readonly toggleP50Ms: number;
  readonly toggleP95Ms: number;
  readonly toggleMaxMs: number;
  readonly soak: SoakFigures;
  readonly idleSeconds: number;
  readonly heapAfterIdleMegabytes: number;
  /** MB the heap gains per real hour with nothing done (the log keeps every frame), measured idle. */
  readonly idleGrowthMegabytesPerHour: number;
  /** The soak's heap growth with twelve real hours of that idle growth added: the shift as a screen lives it. */
  readonly soakProjectedHeapGrowth: number;
  readonly browser: string;
}

const hour = 3600;

/** Sixteen input channels with a live preview and an event running on each for the next three hours. */
export const addWallChannels = async (server: StudioServer, count: number): Promise<string[]> => {
  const now = Math.floor(Date.now() / 1000);
  const channels: SeedRow[] = Array.from({ length: count }, (_, index) => {
    const uuid = crypto.randomUUID();
    const name = `wall_${String(index + 1).padStart(2, '0')}`;
    return {
      uuid,
      body: {
        name,
        title: `Wall ${String(index + 1).padStart(2, '0')}`,
        type: 'input',
        transcoder: false,
        configuration: { input: { default: 'srt' } },
        configuration_overrides: [],
        meta: { monitor_url: livePlaylistPath(uuid), play_url: livePlaylistPath(uuid), notifiers: [] },
      },
    };
  });
  const { store } = server.services;
  await store.db.write(async (tx) => {
    const ids = await insertRows(tx, 'channels', channels);
    await insertRows(
      tx,
      'events',
      channels.map((channel, index) => ({
        uuid: crypto.randomUUID(),
        body: {
          title: `Wall event ${index + 1}`,
          cached_start_time: now - hour,
          cached_end_time: now + 3 * hour,
          duration: 4 * hour,
          channel_id: ids.get(channel.uuid),
        },
      })),
    );
  });
  return channels.map((channel) => channel.uuid);
};

/** The wall shows exactly these channels: the admin's saved monitor filter (docs/protocol/accounts.md). */
export const saveWallFilter = async (server: StudioServer, email: string, uuids: readonly string[]): Promise<void> => {
  const { store } = server.services;
  const [account] = await store.documents.accounts.list(`body->>'email' = $1`, [email]);
  if (!account) throw new Error(`no ${email} in the demo data`);
  const report = (message: string): void => console.error(message);
  const stored = storedWith('accounts', account, {}, report);
  if (!stored) throw new Error(`${email} does not decode`);
  const body = { ...stored, meta: { ...stored.meta, monitor_channel_filter: uuids } };
  await store.db.write((tx) => store.documents.accounts.update(tx, account.id, body, account.state));
};

export interface WallOptions {
  readonly previews?: number;
  readonly playSeconds?: number;
  readonly opens?: number;
  readonly hours?: number;
  /** Drill a fault on a tile once a simulated hour (wall-drill.ts); on unless false. */
  readonly drills?: boolean;
}

export const measureWall = async (
  log: (text: string) => void,
  { previews = 16, playSeconds = 60, opens = 5, hours = 12, drills = true }: WallOptions = {},
): Promise<WallFigures> => {
  const distDir = ensureBundle();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-wall-'));
  const server = await startStudioServer({ dataDir, port: 0, host: '127.0.0.1', seed: 'demo', log: quiet, distDir });
  const proxy = await startCountingProxy(new URL(server.url));
  const browser = await remote({ logLevel: 'error', capabilities: chromiumCapabilities });
  try {
    const wall = await addWallChannels(server, previews);
    await saveWallFilter(server, 'admin@demo.local', wall);
    // Wide and tall enough that all sixteen cards are on screen (300 px columns): only on-screen previews play.
    await browser.setWindowSize(2560, 1600);
    const token = await demoToken(proxy.url);
    await browser.url(`${proxy.url}/login`);
    await browser.execute((value: string) => window.localStorage.setItem('studio.token', value), token);
    log(`  ${opens} cold opens of the wall of ${previews}…`);
    const cold = await measureColdOpens(browser, proxy, '/monitor/list', previews, opens);
    await waitAllPlaying(browser, previews, 'the previews did not play');
    // The tiles measure their sound only after the page's first gesture (browsers start audio on one): the
    // operator's first click, on the alarm count, which does nothing else (a modifier key press is no gesture).
    await browser.$('[data-testid="wall-alarm-count"]').click();
    await observeLongTasks(browser);
    const before = await tilePrograms(browser);
    log(`  ${playSeconds} s of playback, the distance behind live sampled every second…`);
    const live = await sampleLiveDistance(browser, playSeconds);
    const after = await tilePrograms(browser);
    const { playing, reloads } = playedTiles(before, after, playSeconds);
    const observed = await collectLongTasks(browser);
    const tasks = observed.tasks.map((task) => task.duration);
    log('  side-bar toggles: every card off and on again, twice…');
    const toggles: number[] = [];
    for (let round = 0; round < 2; round += 1) {
      for (const uuid of wall) toggles.push(await toggleCard(browser, uuid, false));
      for (const uuid of wall) toggles.push(await toggleCard(browser, uuid, true));
    }
    await waitAllPlaying(browser, previews, 'no play after the toggles');
    log(`  the shift: ${hours} accelerated hours…`);
    const drilling = drills ? await wallDrills(server.url, browser, wall) : undefined;
    const soak = await runSoak(browser, proxy, wall, { hours, ...(drilling ? { drill: drilling.drill } : {}) }).finally(
      () => drilling?.close(),
    );
    log(`  ${idleSeconds} s idle, to tell what the clock alone adds…`);
    const heapBeforeIdle = await collectedHeap(browser);
    await browser.pause(idleSeconds * 1000);
    const heapAfterIdle = await collectedHeap(browser);
    const idlePerHour = ((heapAfterIdle - heapBeforeIdle) / idleSeconds) * 3600;
    const idleMegabytesPerHour = Math.max(0, idlePerHour) / 1048576;
    const projected =
      (soak.heap.fittedEndMegabytes + idleMegabytesPerHour * soak.hours) / soak.heap.fittedStartMegabytes;
    const sortedToggles = [...toggles].sort((a, b) => a - b);
    const userAgent = await browser.execute(() => navigator.userAgent);
    return {
      previews,
      playSeconds,
      playing,
      reloads,
      coldOpens: opens,
      coldOpenP50Ms: Math.round(percentile(cold.tileMs, 0.5)),
      coldOpenP95Ms: Math.round(percentile(cold.tileMs, 0.95)),
      coldOpenMaxMs: Math.round(Math.max(...cold.tileMs)),
      coldOpenMaxConnections: cold.maxConnections,
      coldOpenRequestWaitP95Ms: cold.requestWaitP95Ms,
      live,
      longestTaskMs: Math.round(Math.max(0, ...tasks)),
      longFrameScripts: longestScripts(observed.scripts),
      tasksOver50Ms: tasks.filter((duration) => duration > 50).length,
      toggleP50Ms: Math.round(quantile(sortedToggles, 0.5)),
      toggleP95Ms: Math.round(quantile(sortedToggles, 0.95)),
      toggleMaxMs: Math.round(sortedToggles[sortedToggles.length - 1] ?? 0),
      soak,
      idleSeconds,
      heapAfterIdleMegabytes: Math.round((heapAfterIdle / 1048576) * 10) / 10,
      idleGrowthMegabytesPerHour: Math.round((idlePerHour / 1048576) * 10) / 10,
      soakProjectedHeapGrowth: Math.round(projected * 100) / 100,
      browser: userAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? userAgent,
    };
  } finally {
    await browser.deleteSession();
    await proxy.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
