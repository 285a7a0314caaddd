import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import type { RTCIceServer } from 'werift';
import type { Actor } from '../auth/actor';
import { whepAccess } from '../auth/whep-viewer';
import type { Logger } from '../services';
import type { Store } from '../storage/store';
import { parseIvf } from './ivf';
import { createWhepServer } from './whep-server';
import { WhepSessions } from './whep-sessions';
import { WhepWorkerClient } from './whep-worker-client';

export { WhepSessions } from './whep-sessions';

/** The shipped VP8 test pattern (generate-pattern.sh). */
export const defaultPatternFile = path.join(__dirname, 'test-pattern.ivf');

/** Viewers at once before POST answers 503: well past the 20 the bench measures on two cores. */
const defaultMaxSessions = 60;
/** Viewers at once of one account before POST answers 429: a person's viewer tabs and the Intercom page. */
const defaultMaxPerAccount = 8;

export interface WebrtcOptions {
  readonly store: Store;
  readonly log: Logger;
  /** The address the WHEP server listens on; a loopback address is offered as an ICE host candidate too. */
  readonly host: string;
  readonly iceServers?: readonly RTCIceServer[];
  readonly patternFile?: string;
  readonly maxSessions?: number;
  readonly maxPerAccount?: number;
  /** The account behind an Authorization header, if it names a live console session (docs/protocol/webrtc.md). */
  readonly identify: (authorization: string | undefined) => Promise<Actor | undefined>;
}

export interface Webrtc {
  readonly http: Server;
  readonly sessions: WhepSessions;
  close(): void;
}

const isLoopback = (host: string): boolean => host === 'localhost' || host.startsWith('127.') || host === '::1';

/**
 * The WHEP side of the studio server: the sessions, the HTTP server (not listening yet), and the worker thread
 * that negotiates and plays (started at the first offer; whep-worker.ts says why it is a thread of its own).
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
  const http = createWhepServer({
    sessions,
    iceServers,
    log: options.log,
    identify: options.identify,
    access: (actor, stream) => whepAccess(options.store, actor, stream),
  });
  return {
    http,
    sessions,
    close: () => {
      sessions.drop();
      worker.terminate();
    },
  };
};
