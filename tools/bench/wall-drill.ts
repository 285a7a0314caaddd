import WebSocket from 'ws';
import type { Browser } from '../../test/support/browser';
import { demoToken } from './signed-in-page';
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

/** Unix ms on the channel's timeline where the first faulted segment of its live playlist begins. */
const firstFaultedSegmentMs = async (serverUrl: string, uuid: string, deadline: number): Promise<number | null> => {
  while (Date.now() < deadline) {
    const text = await (await fetch(`${serverUrl}/hls/live/${uuid}/index.m3u8`)).text();
    const first = /#EXT-X-PROGRAM-DATE-TIME:(\S+)/.exec(text)?.[1];
    let at = first ? Date.parse(first) : NaN;
    for (const [, seconds, uri] of text.matchAll(/#EXTINF:([\d.]+),\n(\S+)/g)) {
      if (uri?.includes('/fault/')) return at;
      at += Number(seconds) * 1000;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return null;
};

/** ms until the tile shows `wanted`, or null if it did not within `timeoutMs` (a miss the figures count). */
const waitState = async (browser: Browser, uuid: string, wanted: string, timeoutMs: number): Promise<number | null> => {
  const started = Date.now();
  const shown = await browser
    .waitUntil(async () => (await tileNow(browser, uuid)).state === wanted, { timeout: timeoutMs, interval: 100 })
    .catch(() => false);
  return shown === true ? Date.now() - started : null;
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
 * One drill an hour, the five faults in turn on wall channels in turn: the time from the drill's start to the tile
 * naming it, and from the fault reaching the tile (its picture at the first faulted segment, for a fault carried in
 * the segments; the drill's start for stall and offline, which change what the server serves at once).
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
    await settled(browser, uuid);
    const before = await tileNow(browser, uuid);
    const reply = await socket.push('start', { channel_uuid: uuid, fault, seconds: 60 });
    const startedAt = Number((reply.drill as { started_at?: number } | undefined)?.started_at ?? Date.now());
    const faultedAt = inSegments.has(fault) ? await firstFaultedSegmentMs(serverUrl, uuid, Date.now() + 10_000) : null;
    const named = await waitState(browser, uuid, stateOf[fault], 30_000);
    const shownAt = Date.now();
    const reachedAt = faultedAt === null ? startedAt : faultedAt + (before.behind ?? 0) * 1000;
    const shownInstead = named === null ? (await tileNow(browser, uuid)).state : null;
    await socket.push('stop', { channel_uuid: uuid });
    const clearMs = await waitState(browser, uuid, 'playing', 60_000);
    return named === null
      ? { fault, drillToStateMs: null, arrivalToStateMs: null, clearMs, shownInstead }
      : { fault, drillToStateMs: shownAt - startedAt, arrivalToStateMs: shownAt - reachedAt, clearMs };
  };
  return { drill, close: socket.close };
};
