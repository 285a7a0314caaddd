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
// new server listening to the viewer playing again (it must reconnect by itself: no reload, no click).

const quiet = { info: () => undefined, warn: () => undefined, error: (message: string) => console.error(message) };
const viewerPath = `/productions/${channelUuid('arena_a_cam1')}/view/program?control=true`;

declare global {
  interface Window {
    /** Date.now() of every 'playing' of the viewer's video, from the document's first script on. */
    benchViewerPlays?: number[];
  }
}

const playsScript = `
window.benchViewerPlays = [];
document.addEventListener('playing', (event) => {
  if (event.target.closest && event.target.closest('[data-testid="production-viewer-video"]'))
    window.benchViewerPlays.push(Date.now());
}, true);
`;

export interface WhepBrowserFigures {
  readonly opens: number;
  /** ms from the first WHEP request (OPTIONS) to the first frame playing, per open. */
  readonly firstFrameMs: readonly number[];
  readonly restarts: number;
  /** ms from the restarted server listening to the viewer playing again, per restart. */
  readonly restartPlaysMs: readonly (number | null)[];
  /** ms the server was down in each restart (closed to listening again). */
  readonly downMs: readonly number[];
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
  { opens = 20, restarts = 3 } = {},
): Promise<WhepBrowserFigures> => {
  const distDir = ensureBundle();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-whep-browser-'));
  const [port, webrtcPort] = [await freePort(), await freePort()];
  const start = (): Promise<StudioServer> =>
    startStudioServer({ dataDir, port, webrtcPort, host: '127.0.0.1', seed: 'demo', log: quiet, distDir });
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
    }
    return { opens, firstFrameMs, restarts, restartPlaysMs, downMs };
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
  ];
  return { figures, rows, targets, limits: whepLimits };
};
