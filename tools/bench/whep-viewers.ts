import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { RTCPeerConnection, RTCRtpCodecParameters } from 'werift';
import { demoToken } from './signed-in-page';

// `npm run bench -- --whep-only` (issue 18: "20 viewers at once stay within the CPU of this 2-core machine"):
// the studio server runs in its own process; 20 werift viewers in this one each POST a WHEP offer for the demo
// program output, and the bench reads the server process's CPU time from /proc (Linux) while none, then all 20,
// watch. Time to first frame is from the POST to the first complete VP8 frame (an RTP marker bit) arriving.

export interface WhepFigures {
  readonly viewers: number;
  readonly idleCpuPercent: number;
  readonly cpuPercent: number;
  /** (CPU with the viewers − idle CPU) / viewers, in % of one core. */
  readonly perViewerCpuPercent: number;
  readonly firstFrameP50Ms: number;
  readonly firstFrameMaxMs: number;
  /** Frames each viewer received per second while measured (the pattern is 25 fps). */
  readonly framesPerSecondMin: number;
  /** Viewers that had a frame within a minute. */
  readonly watching: number;
}

const stream = 'arena_a_cam1_program';
const clockTicks = 100; // USER_HZ on Linux

/** utime + stime of a process, in seconds (/proc/{pid}/stat fields 14 and 15). */
const cpuSeconds = (pid: number): number => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / clockTicks;
};

const cpuPercentOver = async (pid: number, seconds: number): Promise<number> => {
  const started = cpuSeconds(pid);
  const at = Date.now();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  return ((cpuSeconds(pid) - started) / ((Date.now() - at) / 1000)) * 100;
};

/** The studio server in a process of its own (whep-server-child.ts); `stop` ends it. */
export const startServerProcess = async (): Promise<{
  pid: number;
  url: string;
  webrtcUrl: string;
  stop: () => void;
}> => {
  // BENCH_SERVER_ROOT runs another checkout's server (an earlier commit, to compare with).
  const root = process.env.BENCH_SERVER_ROOT ?? path.resolve(__dirname, '..', '..');
  // BENCH_SERVER_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=.bench") passes flags to the server's node.
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [...extra, '--require', './tools/register.cjs', 'tools/bench/whep-server-child.ts'],
    {
      cwd: root,
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the studio server exited (${code})`)));
  });
  const { url, webrtcUrl } = JSON.parse(line) as { url: string; webrtcUrl: string };
  return { pid: child.pid ?? 0, url, webrtcUrl, stop: () => child.stdin.end() };
};

const watch = async (webrtcUrl: string, token: string) => {
  const peer = new RTCPeerConnection({
    codecs: { video: [new RTCRtpCodecParameters({ mimeType: 'video/VP8', clockRate: 90_000, payloadType: 96 })] },
    iceAdditionalHostAddresses: ['127.0.0.1'],
    // No STUN server (werift's default is a public one, unreachable here): gathering would wait for it.
    iceServers: [],
  });
  peer.addTransceiver('video', { direction: 'recvonly' });
  let frames = 0;
  const posted = Date.now();
  const firstFrame = new Promise<number>((resolve) => {
    peer.onTrack.subscribe((track) =>
      track.onReceiveRtp.subscribe((packet) => {
        if (!packet.header.marker) return;
        frames += 1;
        if (frames === 1) resolve(Date.now() - posted);
      }),
    );
  });
  await peer.setLocalDescription(await peer.createOffer());
  const answer = await fetch(`${webrtcUrl}/${stream}/whep`, {
    method: 'POST',
    headers: { 'content-type': 'application/sdp', authorization: `Bearer ${token}` },
    body: peer.localDescription?.sdp ?? '',
  });
  if (answer.status !== 201) throw new Error(`WHEP POST answered ${answer.status}`);
  await peer.setRemoteDescription({ type: 'answer', sdp: await answer.text() });
  return { peer, firstFrame, frames: () => frames };
};

export const measureWhepViewers = async (log: (text: string) => void, viewers = 20): Promise<WhepFigures> => {
  const server = await startServerProcess();
  const peers: RTCPeerConnection[] = [];
  try {
    log('  the studio server idle for 10 s…');
    const idleCpuPercent = await cpuPercentOver(server.pid, 10);
    // WHEP takes a live console session (docs/protocol/webrtc.md "Who may watch"): the demo admin's.
    const token = await demoToken(server.url);
    // Viewers join one after another, as people open a viewer: each one's time to first frame is measured with
    // those before it already watching.
    log(`  ${viewers} viewers joining one after another…`);
    const watching: Awaited<ReturnType<typeof watch>>[] = [];
    const firstFrames: number[] = [];
    for (let index = 0; index < viewers; index += 1) {
      const viewer = await watch(server.webrtcUrl, token);
      watching.push(viewer);
      peers.push(viewer.peer);
      const arrived = await Promise.race([
        viewer.firstFrame,
        new Promise<number>((resolve) => setTimeout(() => resolve(Number.NaN), 30_000)),
      ]);
      if (Number.isNaN(arrived)) log(`  viewer ${index + 1} had no frame within 30 s`);
      else firstFrames.push(arrived);
    }
    firstFrames.sort((a, b) => a - b);
    log(`  ${viewers} viewers watching for 20 s…`);
    const framesBefore = watching.map((viewer) => viewer.frames());
    const measuredFrom = Date.now();
    const cpuPercent = await cpuPercentOver(server.pid, 20);
    const seconds = (Date.now() - measuredFrom) / 1000;
    const rates = watching.map((viewer, index) => (viewer.frames() - (framesBefore[index] ?? 0)) / seconds);
    const round = (value: number): number => Math.round(value * 10) / 10;
    return {
      viewers,
      idleCpuPercent: round(idleCpuPercent),
      cpuPercent: round(cpuPercent),
      perViewerCpuPercent: round((cpuPercent - idleCpuPercent) / viewers),
      firstFrameP50Ms: firstFrames[Math.floor(firstFrames.length / 2)] ?? 0,
      firstFrameMaxMs: firstFrames[firstFrames.length - 1] ?? 0,
      framesPerSecondMin: round(Math.min(...rates)),
      watching: firstFrames.length,
    };
  } finally {
    await Promise.all(peers.map((peer) => peer.close()));
    server.stop();
  }
};
