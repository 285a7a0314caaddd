import { readFileSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { MediaStreamTrack, RTCPeerConnection, RTCRtpCodecParameters } from 'werift';
import WebSocket from 'ws';
import { largestAllowedOffer, manySectionsOffer } from '../../test/integration/support/whep-offers';
import { demoToken } from './signed-in-page';
import { startServerProcess } from './whep-viewers';

// `npm run bench -- --whep-flood-only` (issue 28 "One WHEP offer freezes the server"): the studio server in its
// own process; this one times a socket push (the viewer's own `message {type: 'state_request'}` on
// system:instance_to_instance:{name}), one after another, for a quiet stretch and then while accounts flood the
// WHEP endpoint with the largest offer it accepts (each opened session DELETEd at once, so the flood keeps
// negotiating) and with offers of 500 media sections (refused 400). Last, for comparison, the same largest offer
// negotiated by werift on this process's own event loop: what the sockets would wait without the WHEP worker.

const stream = 'arena_a_cam1_program';
const accounts = ['admin', 'director', 'commentator', 'user', 'group_admin', 'cloudrec'];
const stretchMs = 15_000;

export interface WhepFloodFigures {
  readonly quiet: PushFigures;
  readonly flood: PushFigures;
  /** POST answers during the flood, by status. */
  readonly answers: Readonly<Record<string, number>>;
  /** The largest allowed offer negotiated on a main thread: its longest event-loop stall, of 10 in a row (ms). */
  readonly mainThreadStallMs: number;
}

export interface PushFigures {
  /** CPU time of the server's main thread (the one serving sockets and HTTP), in % of one core. */
  readonly serverMainThreadCpuPercent: number;
  readonly pushes: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const round = (value: number): number => Math.round(value * 10) / 10;

/** utime + stime of one thread of a process (Linux /proc/{pid}/task/{tid}/stat, fields 14 and 15), in seconds. */
const threadCpuSeconds = (pid: number, tid = pid): number => {
  const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/** Pushes state_request one after another for `ms`, each timed from send to its reply. */
const timePushes = async (ws: WebSocket, ms: number, serverPid: number): Promise<PushFigures> => {
  const cpuBefore = threadCpuSeconds(serverPid);
  const startedAt = performance.now();
  const times: number[] = [];
  const until = performance.now() + ms;
  let ref = 0;
  while (performance.now() < until) {
    const id = `p${(ref += 1)}`;
    const sent = performance.now();
    await new Promise<void>((resolve) => {
      const onMessage = (data: Buffer): void => {
        const frame = JSON.parse(data.toString('utf8')) as unknown[];
        if (frame[1] !== id || frame[3] !== 'phx_reply') return;
        ws.off('message', onMessage);
        resolve();
      };
      ws.on('message', onMessage);
      ws.send(JSON.stringify(['j', id, `system:instance_to_instance:${stream}`, 'message', { type: 'state_request' }]));
    });
    times.push(performance.now() - sent);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  times.sort((a, b) => a - b);
  const cpu = ((threadCpuSeconds(serverPid) - cpuBefore) / ((performance.now() - startedAt) / 1000)) * 100;
  return {
    serverMainThreadCpuPercent: round(cpu),
    pushes: times.length,
    p50Ms: round(percentile(times, 0.5)),
    p99Ms: round(percentile(times, 0.99)),
    maxMs: round(times.at(-1) ?? 0),
  };
};

const openSocket = (url: string, token: string): Promise<WebSocket> =>
  new Promise((resolve, reject) => {
    const query = new URLSearchParams({ vsn: '2.0.0', token, version: '19.09.2023' }).toString();
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/socket/websocket?${query}`, { perMessageDeflate: false });
    ws.once('error', reject);
    ws.once('open', () => {
      ws.send(JSON.stringify(['j', 'j', `system:instance_to_instance:${stream}`, 'phx_join', {}]));
      const onJoin = (data: Buffer): void => {
        const frame = JSON.parse(data.toString('utf8')) as [unknown, unknown, unknown, unknown, { status?: string }];
        if (frame[1] !== 'j') return;
        ws.off('message', onJoin);
        if (frame[4].status === 'ok') resolve(ws);
        else reject(new Error(`join refused: ${JSON.stringify(frame[4])}`));
      };
      ws.on('message', onJoin);
    });
  });

/** The longest event-loop stall while werift answers the largest allowed offer here, 10 times in a row. */
const mainThreadStall = async (): Promise<number> => {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const offer = largestAllowedOffer();
  for (let index = 0; index < 10; index += 1) {
    const peer = new RTCPeerConnection({
      codecs: {
        video: [new RTCRtpCodecParameters({ mimeType: 'video/VP8', clockRate: 90_000, payloadType: 96 })],
        audio: [],
      },
      iceServers: [],
    });
    await peer.setRemoteDescription({ type: 'offer', sdp: offer });
    peer.addTrack(new MediaStreamTrack({ kind: 'video' }));
    await peer.setLocalDescription(await peer.createAnswer());
    await peer.close();
  }
  histogram.disable();
  return round(histogram.max / 1e6);
};

export const measureWhepFlood = async (log: (text: string) => void): Promise<WhepFloodFigures> => {
  const server = await startServerProcess();
  const sockets: WebSocket[] = [];
  try {
    const tokens = await Promise.all(accounts.map((type) => demoToken(server.url, `${type}@demo.local`)));
    const ws = await openSocket(server.url, tokens[1] ?? '');
    sockets.push(ws);
    log(`  socket pushes, quiet, ${stretchMs / 1000} s…`);
    const quiet = await timePushes(ws, stretchMs, server.pid);
    log(`  socket pushes while ${accounts.length} accounts flood WHEP, ${stretchMs / 1000} s…`);
    const largest = largestAllowedOffer();
    const oversize = manySectionsOffer(500);
    // The first account sends offers past the limits (refused 400), the others the largest allowed one.
    // BENCH_WHEP_FLOOD=largest or oversize floods with one kind only (to tell their costs apart).
    const only = process.env.BENCH_WHEP_FLOOD;
    const lanes = tokens.map((token, index) => ({
      token,
      offer: only === 'oversize' || (only !== 'largest' && index === 0) ? oversize : largest,
    }));
    const flood = new Worker(`require(${JSON.stringify(path.join(__dirname, 'whep-flood-lanes.ts'))})`, {
      eval: true,
      workerData: { webrtcUrl: server.webrtcUrl, stream, lanes },
    });
    // The flood's first offers reach the WHEP worker before the timing starts.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const during = await timePushes(ws, stretchMs, server.pid);
    const answers = await new Promise<Record<string, number>>((resolve) => {
      flood.once('message', resolve);
      flood.postMessage('stop');
    });
    await flood.terminate();
    log('  the largest allowed offer negotiated on this process’s main thread, 10 times…');
    return { quiet, flood: during, answers, mainThreadStallMs: await mainThreadStall() };
  } finally {
    sockets.forEach((socket) => socket.close());
    server.stop();
  }
};
