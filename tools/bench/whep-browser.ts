import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remote } from 'webdriverio';
import { startStudioServer, type StudioServer } from '../../server/main';
import { channelUuid } from '../../server/seed/demo-channels';
import { chromiumCapabilities } from '../../test/support/browser';
import { ensureBundle } from '../build/ensure-bundle';
import { demoToken } from './signed-in-page';
import { percentile } from './wall-live';

// The productions viewer's WebRTC in Chromium (issue 31 §3): the demo program output opened `opens` times, each
// timed from the page's first WHEP request to the video's first 'playing' (its first frame shown); then the
// studio server is stopped and started again on the same ports and data `restarts` times, each timed from the
// new server listening to the viewer playing again (it must reconnect by itself: no reload, no click). Each restart
// is attributed: when the viewer saw its session lost (from the server's close), then from the new server
// listening to the first WHEP answer (the reader's next look), to the offer's answer (201: the server's WHEP
// worker negotiated), and to the video playing (ICE, DTLS and the first frame). The server is started as `npm start`
// starts it (the WHEP worker thread with the server: `whepWorkerAtStart`).

const quiet = { info: () => undefined, warn: () => undefined, error: (message: string) => console.error(message) };
const viewerPath = `/productions/${channelUuid('arena_a_cam1')}/view/program?control=true`;

declare global {
  interface Window {
    /** Date.now() of every 'playing' of the viewer's video, from the document's first script on. */
    benchViewerPlays?: number[];
    /** Date.now() of each WHEP answer the viewer's page received: [method, status, at]. */
    benchWhepAnswers?: [string, number, number][];
    /** Date.now() of each change of the viewer's state text. */
    benchViewerStates?: [string, number][];
  }
}

const playsScript = `
window.benchViewerPlays = [];
document.addEventListener('playing', (event) => {
  if (event.target.closest && event.target.closest('[data-testid="production-viewer-video"]'))
    window.benchViewerPlays.push(Date.now());
}, true);
window.benchWhepAnswers = [];
const pageFetch = window.fetch.bind(window);
window.fetch = (input, init) => {
  const answer = pageFetch(input, init);
  if (String(input).endsWith('/whep'))
    answer.then((r) => window.benchWhepAnswers.push([(init && init.method) || 'GET', r.status, Date.now()]), () => undefined);
  return answer;
};
window.benchViewerStates = [];
setInterval(() => {
  const text = document.querySelector('[data-testid="production-viewer-state"]')?.textContent ?? '';
  const last = window.benchViewerStates[window.benchViewerStates.length - 1];
  if (!last || last[0] !== text) window.benchViewerStates.push([text, Date.now()]);
}, 20);
`;

/** One restart's time, ms: the loss seen from the close; the rest from the new server listening. */
export interface RestartPhases {
  readonly lossSeenMs: number | null;
  readonly firstAnswerMs: number | null;
  readonly offerAnsweredMs: number | null;
  readonly playingMs: number | null;
}

export interface WhepBrowserFigures {
  readonly opens: number;
  /** ms from the first WHEP request (OPTIONS) to the first frame playing, per open. */
  readonly firstFrameMs: readonly number[];
  readonly restarts: number;
  /** ms from the restarted server listening to the viewer playing again, per restart. */
  readonly restartPlaysMs: readonly (number | null)[];
  /** ms the server was down in each restart (closed to listening again). */
  readonly downMs: readonly number[];
  readonly phases: readonly RestartPhases[];
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

export const measureWhepBrowser = async (
  log: (text: string) => void,
  {
    opens = 20,
    restarts = 3,
    distDir = ensureBundle(),
    whepWorkerAtStart = true,
  }: { opens?: number; restarts?: number; distDir?: string; whepWorkerAtStart?: boolean } = {},
): Promise<WhepBrowserFigures> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-whep-browser-'));
  const [port, webrtcPort] = [await freePort(), await freePort()];
  const start = (): Promise<StudioServer> =>
    startStudioServer({
      dataDir,
      port,
      webrtcPort,
      host: '127.0.0.1',
      seed: 'demo',
      log: quiet,
      distDir,
      whepWorkerAtStart,
    });
  let server = await start();
  const browser = await remote({ logLevel: 'error', capabilities: chromiumCapabilities });
  try {
    const token = await demoToken(server.url);
    await browser.url(`${server.url}/login`);
    await browser.execute((value: string) => window.localStorage.setItem('studio.token', value), token);
    await browser.sendCommandAndGetResult('Page.enable', {});
    await browser.sendCommandAndGetResult('Page.addScriptToEvaluateOnNewDocument', { source: playsScript });
    const plays = (): Promise<number[]> => browser.execute(() => window.benchViewerPlays ?? []);
    log(`  WHEP in Chromium: the viewer opened ${opens} times…`);
    const firstFrameMs: number[] = [];
    for (let open = 0; open < opens; open += 1) {
      await browser.url('about:blank');
      await browser.pause(500);
      await browser.url(`${server.url}${viewerPath}`);
      await browser.waitUntil(async () => (await plays()).length > 0, {
        timeout: 60_000,
        interval: 50,
        timeoutMsg: `open ${open}: the viewer never played`,
      });
      firstFrameMs.push(
        await browser.execute(() => {
          const whep = performance.getEntriesByType('resource').find((entry) => /\/whep$/.test(entry.name));
          const played = (window.benchViewerPlays?.[0] ?? 0) - performance.timeOrigin;
          return Math.round(played - (whep?.startTime ?? 0));
        }),
      );
    }
    log(`  the studio server restarted ${restarts} times under the viewer…`);
    const restartPlaysMs: (number | null)[] = [];
    const downMs: number[] = [];
    const phases: RestartPhases[] = [];
    for (let restart = 0; restart < restarts; restart += 1) {
      await browser.pause(3000);
      const stopped = Date.now();
      await server.close();
      server = await start();
      const listening = Date.now();
      downMs.push(listening - stopped);
      const again = await browser
        .waitUntil(
          async () => {
            const after = (await plays()).find((at) => at > listening);
            return after === undefined ? false : after;
          },
          { timeout: 30_000, interval: 50 },
        )
        .catch(() => undefined);
      restartPlaysMs.push(typeof again === 'number' ? again - listening : null);
      const page = await browser.execute(() => ({
        answers: window.benchWhepAnswers ?? [],
        states: window.benchViewerStates ?? [],
      }));
      const since = (at: number | undefined, from: number): number | null => (at === undefined ? null : at - from);
      phases.push({
        lossSeenMs: since(page.states.find(([text, at]) => at > stopped && /Reconnecting/.test(text))?.[1], stopped),
        firstAnswerMs: since(page.answers.find(([, , at]) => at > listening)?.[2], listening),
        offerAnsweredMs: since(
          page.answers.find(([method, status, at]) => at > listening && method === 'POST' && status === 201)?.[2],
          listening,
        ),
        playingMs: typeof again === 'number' ? again - listening : null,
      });
    }
    return { opens, firstFrameMs, restarts, restartPlaysMs, downMs, phases };
  } finally {
    await browser.deleteSession();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

export const whepLimits = { whepFirstFramePlaysP95Ms: 1000, whepRestartPlaysMaxMs: 5000 } as const;

export const whepBrowserSection = (whep: WhepBrowserFigures) => {
  const firstFrameP95 = Math.round(percentile(whep.firstFrameMs, 0.95));
  const restartMax = whep.restartPlaysMs.includes(null) ? null : Math.max(...whep.restartPlaysMs.map((ms) => ms ?? 0));
  const figures = {
    whepFirstFramePlaysP50Ms: Math.round(percentile(whep.firstFrameMs, 0.5)),
    whepFirstFramePlaysP95Ms: firstFrameP95,
    /** Every open in order: the first starts the server's WHEP worker thread (whep-worker.ts). */
    whepFirstFrameMs: whep.firstFrameMs,
    whepRestartPlaysMaxMs: restartMax,
    whepRestartPlaysMs: whep.restartPlaysMs,
    whepRestartDownMs: whep.downMs,
    whepRestartPhases: whep.phases,
  };
  const targets = {
    whepFirstFramePlaysP95Ms: firstFrameP95 <= whepLimits.whepFirstFramePlaysP95Ms,
    whepRestartPlaysMaxMs: restartMax !== null && restartMax <= whepLimits.whepRestartPlaysMaxMs,
  };
  const mark = (ok: boolean): string => (ok ? '✓' : '✗');
  const rows: [string, string, string][] = [
    [
      `WHEP in Chromium, ${whep.opens} opens`,
      `first frame p95 ${firstFrameP95} ms`,
      `first WHEP request → video playing (≤ ${whepLimits.whepFirstFramePlaysP95Ms}) ${mark(targets.whepFirstFramePlaysP95Ms)}; p50 ${figures.whepFirstFramePlaysP50Ms} ms; the first open (the server's WHEP worker starting) ${whep.firstFrameMs[0] ?? '–'} ms`,
    ],
    [
      `WHEP, server restarted × ${whep.restarts}`,
      restartMax === null ? 'did not play again' : `playing again ≤ ${restartMax} ms`,
      `server listening → video playing (≤ ${whepLimits.whepRestartPlaysMaxMs}) ${mark(targets.whepRestartPlaysMaxMs)}; ${whep.restartPlaysMs.map((ms) => ms ?? '–').join(', ')} ms; down ${whep.downMs.join(', ')} ms`,
    ],
    [
      'WHEP restarts, attributed',
      'loss seen / answer / offer / playing',
      whep.phases
        .map((phase) =>
          [phase.lossSeenMs, phase.firstAnswerMs, phase.offerAnsweredMs, phase.playingMs]
            .map((ms) => ms ?? '–')
            .join(' / '),
        )
        .join('; ') + ' ms (loss from the close; the rest from the new server listening)',
    ],
  ];
  return { figures, rows, targets, limits: whepLimits };
};
