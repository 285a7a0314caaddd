import WebSocket from 'ws';
import type { Browser } from '../../test/support/browser';
import { demoToken } from './signed-in-page';
import {
  enteredAt,
  pictureReached,
  recordDrillInPage,
  recordedStates,
  statesBetween,
  stopRecording,
} from './wall-drill-page';
import type { DrillFigure, HourDrill } from './wall-soak';

// Fault drills on the wall for the bench (issue 31 §2 and §3): the admin's own socket joins `system:drill`
// (docs/protocol/media.md "Fault drills") and starts a fault on one wall channel; the tile must name it
// (`data-tile-state` on its card) and go back to Playing when the drill is stopped.

type Fault = 'freeze' | 'black' | 'silence' | 'stall' | 'offline';
const faults: readonly Fault[] = ['freeze', 'black', 'silence', 'stall', 'offline'];
const stateOf: Record<Fault, string> = {
  freeze: 'frozen',
  black: 'black',
  silence: 'silent',
  stall: 'stalled',
  offline: 'offline',
};

/** Faults carried by the media: they reach a tile when its picture gets to the first faulted segment. */
const inSegments = new Set<Fault>(['freeze', 'black', 'silence']);

interface DrillSocket {
  push(event: 'start' | 'stop', payload: Record<string, unknown>): Promise<Record<string, unknown>>;
  close(): void;
}

const openDrillSocket = async (serverUrl: string): Promise<DrillSocket> => {
  const token = await demoToken(serverUrl);
  const query = new URLSearchParams({ vsn: '2.0.0', token, version: '19.09.2023' }).toString();
  const ws = new WebSocket(`${serverUrl.replace(/^http/, 'ws')}/socket/websocket?${query}`, {
    perMessageDeflate: false,
  });
  const waiting = new Map<string, (reply: { status?: string; response?: Record<string, unknown> }) => void>();
  ws.on('message', (data: Buffer) => {
    const frame = JSON.parse(data.toString('utf8')) as [unknown, string | null, string, string, never];
    if (frame[3] === 'phx_reply' && frame[1] !== null) waiting.get(frame[1])?.(frame[4]);
  });
  let ref = 0;
  const send = (event: string, payload: Record<string, unknown>) =>
    new Promise<{ status?: string; response?: Record<string, unknown> }>((resolve) => {
      ref += 1;
      waiting.set(String(ref), resolve);
      ws.send(JSON.stringify(['d', String(ref), 'system:drill', event, payload]));
    });
  await new Promise<void>((resolve, reject) => ws.once('open', resolve).once('error', reject));
  const joined = await send('phx_join', {});
  if (joined.status !== 'ok') throw new Error(`system:drill refused the join: ${JSON.stringify(joined)}`);
  // The server pings nobody: the phoenix heartbeat keeps the socket open through the soak.
  const heartbeat = setInterval(() => ws.send(JSON.stringify([null, 'hb', 'phoenix', 'heartbeat', {}])), 20_000);
  return {
    push: async (event, payload) => {
      const reply = await send(event, payload);
      if (reply.status !== 'ok') throw new Error(`system:drill ${event} refused: ${JSON.stringify(reply)}`);
      return reply.response ?? {};
    },
    close: () => {
      clearInterval(heartbeat);
      ws.close();
    },
  };
};

/** The card's state and how far behind the clock its picture is (seconds; null when it has no date yet). */
const tileNow = (browser: Browser, uuid: string): Promise<{ state: string | null; behind: number | null }> =>
  browser.execute((id: string) => {
    const card = document.querySelector(`[data-testid="monitor-card"][data-channel="${id}"]`);
    const video = card?.querySelector('video');
    const epoch = Number(video?.dataset.liveEpoch);
    return {
      state: card?.getAttribute('data-tile-state') ?? null,
      behind: video && Number.isFinite(epoch) ? (Date.now() - (epoch + video.currentTime * 1000)) / 1000 : null,
    };
  }, uuid);

interface ListedSegment {
  readonly uri: string;
  /** Where it begins on the channel's timeline, unix ms (the playlist's program date-time and the durations). */
  readonly at: number;
  readonly durationMs: number;
}

const listedSegments = async (serverUrl: string, uuid: string): Promise<ListedSegment[]> => {
  const text = await (await fetch(`${serverUrl}/hls/live/${uuid}/index.m3u8`)).text();
  const first = /#EXT-X-PROGRAM-DATE-TIME:(\S+)/.exec(text)?.[1];
  let at = first ? Date.parse(first) : NaN;
  const segments: ListedSegment[] = [];
  for (const [, seconds, uri] of text.matchAll(/#EXTINF:([\d.]+),\n(\S+)/g)) {
    const durationMs = Number(seconds) * 1000;
    segments.push({ uri: uri ?? '', at, durationMs });
    at += durationMs;
  }
  return segments;
};

const faulted = (segment: ListedSegment | undefined): boolean => segment?.uri.includes('/fault/') === true;

/**
 * Unix ms on the channel's timeline where the live playlist's first segment matching `wanted` begins, polled until
 * `deadline`; null if none was listed by then.
 */
const firstListedMs = async (
  serverUrl: string,
  uuid: string,
  deadline: number,
  wanted: (segment: ListedSegment, previous: ListedSegment | undefined) => boolean,
): Promise<number | null> => {
  while (Date.now() < deadline) {
    const segments = await listedSegments(serverUrl, uuid);
    const found = segments.find((segment, index) => wanted(segment, segments[index - 1]));
    if (found) return found.at;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return null;
};

/**
 * When a stall reaches a tile: the moment the next segment was due (the server lists a segment once it has
 * happened, so the one after the last listed would have been listed a segment's duration after that one ended).
 * Until then nothing is missing at the tile; a stall is "no new media while it should arrive". Read after the drill
 * started, so the playlist is the stalled one.
 */
const nextSegmentDueMs = async (serverUrl: string, uuid: string): Promise<number | null> => {
  const last = (await listedSegments(serverUrl, uuid)).at(-1);
  return last === undefined ? null : last.at + 2 * last.durationMs;
};

/** The first faulted segment; after the stop, the first of the loop's again. */
const faultBegins = (segment: ListedSegment): boolean => faulted(segment);
const faultEnds = (segment: ListedSegment, previous: ListedSegment | undefined): boolean =>
  faulted(previous) && !faulted(segment);

/** Page ms at which the card first entered `wanted` at or after `after`, polling its recorder; null after the timeout. */
const waitEntered = async (
  browser: Browser,
  wanted: string,
  after: number,
  timeoutMs: number,
): Promise<number | null> => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const at = enteredAt(await recordedStates(browser), wanted, after);
    if (at !== undefined) return at;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return null;
};

/**
 * Waits (at most 20 s) until the tile plays at the wall's held distance: its distance behind the clock steady over
 * half a second (the rate back to 1×). The hour's restarts just before (window, toggles, socket) leave tiles loading
 * or catching up, and a drill then would time the restart as much as the detection.
 */
const settled = async (browser: Browser, uuid: string): Promise<void> => {
  const until = Date.now() + 20_000;
  let previous: number | null = null;
  while (Date.now() < until) {
    const { state, behind } = await tileNow(browser, uuid);
    if (state === 'playing' && behind !== null && previous !== null && Math.abs(behind - previous) < 0.03) return;
    previous = state === 'playing' ? behind : null;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};

/**
 * When the fault (or its end) reached the tile: the page's moment its picture got to `programMs` of the channel's
 * program (a fault carried in the segments), else `fallback` (stall and offline change what the server serves at
 * once: they reach the tile when the server starts or stops them).
 */
const reached = async (browser: Browser, programMs: number | null, after: number, fallback: number): Promise<number> =>
  programMs === null ? fallback : ((await pictureReached(browser, programMs, after)) ?? fallback);

/**
 * One drill an hour, the five faults in turn on wall channels in turn. Timed in the page (wall-drill-page.ts): from
 * the drill's start, and from the fault reaching the tile's picture, to the tile naming it; then from the stop, and
 * from the fault's end reaching the picture, to the tile Playing again.
 */
export const wallDrills = async (
  serverUrl: string,
  browser: Browser,
  wall: readonly string[],
): Promise<{ drill: HourDrill; close: () => void }> => {
  const socket = await openDrillSocket(serverUrl);
  const drill: HourDrill = async (hour): Promise<DrillFigure> => {
    const fault = faults[hour % faults.length] as Fault;
    const uuid = wall[(hour * 3) % wall.length] as string;
    const wanted = stateOf[fault];
    const segments = inSegments.has(fault);
    await settled(browser, uuid);
    const before = await tileNow(browser, uuid);
    await recordDrillInPage(browser, uuid);
    try {
      const reply = await socket.push('start', { channel_uuid: uuid, fault, seconds: 60 });
      const startedAt = Number((reply.drill as { started_at?: number } | undefined)?.started_at ?? Date.now());
      const faultedAt = segments ? await firstListedMs(serverUrl, uuid, Date.now() + 10_000, faultBegins) : null;
      const stallDueAt = fault === 'stall' ? await nextSegmentDueMs(serverUrl, uuid) : null;
      const namedAt = await waitEntered(browser, wanted, startedAt, 30_000);
      const shownInstead = namedAt === null ? (await tileNow(browser, uuid)).state : null;
      await socket.push('stop', { channel_uuid: uuid });
      const stoppedAt = Date.now();
      const endedAt = segments ? await firstListedMs(serverUrl, uuid, Date.now() + 10_000, faultEnds) : null;
      const playingAt = await waitEntered(browser, 'playing', stoppedAt, 60_000);
      const arrivedAt = stallDueAt ?? (await reached(browser, faultedAt, startedAt, startedAt));
      const endArrivedAt = await reached(browser, endedAt, stoppedAt, stoppedAt);
      const states = await recordedStates(browser);
      return {
        fault,
        drillToStateMs: namedAt === null ? null : namedAt - startedAt,
        arrivalToStateMs: namedAt === null ? null : namedAt - arrivedAt,
        // The old measure: the fault's segment plus the tile's distance behind live before the drill.
        arrivalEstimateOffMs:
          faultedAt === null || before.behind === null
            ? null
            : Math.round(arrivedAt - (faultedAt + before.behind * 1000)),
        statesToNamed: statesBetween(states, arrivedAt, wanted),
        clearMs: playingAt === null ? null : playingAt - endArrivedAt,
        stopToPlayingMs: playingAt === null ? null : playingAt - stoppedAt,
        statesToPlaying: statesBetween(states, endArrivedAt, 'playing'),
        ...(namedAt === null ? { shownInstead } : {}),
      };
    } finally {
      await stopRecording(browser);
    }
  };
  return { drill, close: socket.close };
};
