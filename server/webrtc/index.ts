import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import type { RTCIceServer } from 'werift';
import type { Actor } from '../auth/actor';
import { RateLimiter } from '../auth/rate-limiter';
import { whepAccess } from '../auth/whep-viewer';
import type { Store } from '../storage/store';
import { parseIvf } from './ivf';
import { WhepIdentities } from './whep-identities';
import { createWhepServer } from './whep-server';
import { WhepSessions } from './whep-sessions';
import { WhepWorkerClient } from './whep-worker-client';
import type { Logger } from '../protocol/logger';

export { WhepSessions } from './whep-sessions';

/** The shipped VP8 test pattern (generate-pattern.sh). */
export const defaultPatternFile = path.join(__dirname, 'test-pattern.ivf');

/** Viewers at once before POST answers 503: well past the 20 the bench measures on two cores. */
const defaultMaxSessions = 60;
/** Viewers at once of one account before POST answers 429: a person's viewer tabs and the Intercom page. */
const defaultMaxPerAccount = 8;

/** Refused offers of one account in a window before the next is refused unread (whep-server.ts limitRefusals). */
const refusalLimit = { failures: 20, windowMs: 10_000 };

export interface WebrtcOptions {
  readonly store: Store;
  readonly log: Logger;
  /** The address the WHEP server listens on; a loopback address is offered as an ICE host candidate too. */
  readonly host: string;
  readonly iceServers?: readonly RTCIceServer[];
  readonly patternFile?: string;
  readonly maxSessions?: number;
  readonly maxPerAccount?: number;
  /**
   * Start the worker thread with the server rather than at the first offer: a deployed server (npm start) does, so
   * the first viewer after a start or a restart does not wait the second or more it takes to load werift. Off for
   * the servers tests start by the hundred, where most never see an offer.
   */
  readonly startWorker?: boolean;
  /** The account behind a session token, if it names a live console session (docs/protocol/webrtc.md). */
  readonly authenticate: (token: string) => Promise<Actor | undefined>;
}

export interface Webrtc {
  readonly http: Server;
  readonly sessions: WhepSessions;
  /** A console session ended (logout, a deleted session or account): its WHEP sessions end, its token is forgotten. */
  consoleSessionEnded(sessionId: number): void;
  /** Accounts or groups were written: the accounts behind tokens are looked up afresh. */
  accountsChanged(): void;
  close(): void;
}

const isLoopback = (host: string): boolean => host === 'localhost' || host.startsWith('127.') || host === '::1';

/**
 * The WHEP side of the studio server: the sessions, the HTTP server (not listening yet), and the worker thread
 * that negotiates and plays (started at once with `startWorker`, else at the first offer; whep-worker.ts says why
 * it is a thread of its own).
 */
export const openWebrtc = (options: WebrtcOptions): Webrtc => {
  const iceServers = options.iceServers ?? [];
  const patternFile = options.patternFile ?? defaultPatternFile;
  // The worker reads the pattern when the first offer comes; a bad file is a build mistake, to see at start.
  parseIvf(readFileSync(patternFile));
  const worker = new WhepWorkerClient(
    {
      patternFile,
      iceServers,
      extraHostAddresses: isLoopback(options.host) ? ['127.0.0.1'] : [],
    },
    {
      playing: (id) => sessions.started(id),
      ended: (id) => sessions.ended(id),
      lost: () => {
        options.log.warn('The WHEP worker stopped: its sessions ended');
        sessions.ended();
      },
      warn: (message) => options.log.warn(message),
    },
  );
  const sessions = new WhepSessions(worker, {
    maxSessions: options.maxSessions ?? defaultMaxSessions,
    maxPerAccount: options.maxPerAccount ?? defaultMaxPerAccount,
  });
  if (options.startWorker) worker.start();
  const identities = new WhepIdentities(options.authenticate);
  const http = createWhepServer({
    sessions,
    iceServers,
    log: options.log,
    identify: (authorization) => identities.identify(authorization),
    access: (actor, stream) => whepAccess(options.store, (message) => options.log.error(message), actor, stream),
    refusals: new RateLimiter(refusalLimit),
  });
  return {
    http,
    sessions,
    consoleSessionEnded: (sessionId) => {
      identities.forgetSession(sessionId);
      sessions.endConsoleSession(sessionId);
    },
    accountsChanged: () => identities.forgetAll(),
    close: () => {
      sessions.drop();
      worker.terminate();
    },
  };
};
