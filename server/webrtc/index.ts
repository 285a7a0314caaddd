import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import type { RTCIceServer } from 'werift';
import { tokenFromAuthorization } from '../auth/tokens';
import type { Logger } from '../services';
import type { Store } from '../storage/store';
import { parseIvf } from './ivf';
import { PatternPlayer } from './pattern-player';
import { createWhepServer } from './whep-server';
import { WhepSessions } from './whep-sessions';

export { WhepSessions } from './whep-sessions';

/** The shipped VP8 test pattern (generate-pattern.sh). */
export const defaultPatternFile = path.join(__dirname, 'test-pattern.ivf');

/** Viewers at once before POST answers 503: well past the 20 the bench measures on two cores. */
const defaultMaxSessions = 60;

export interface WebrtcOptions {
  readonly store: Store;
  readonly log: Logger;
  /** The address the WHEP server listens on; a loopback address is offered as an ICE host candidate too. */
  readonly host: string;
  readonly iceServers?: readonly RTCIceServer[];
  readonly patternFile?: string;
  readonly maxSessions?: number;
  /** Whether a token is a live console session's; without it anyone may watch (docs/protocol/webrtc.md). */
  readonly authenticate?: (token: string | undefined) => Promise<boolean>;
}

export interface Webrtc {
  readonly http: Server;
  readonly sessions: WhepSessions;
  close(): void;
}

/** The webrtc_name of every WebRTC output of every active channel (configuration.streamer.config). */
const webrtcNames = (body: Record<string, unknown>): string[] => {
  const configuration = body.configuration as { streamer?: { config?: { webrtc_outputs?: unknown } } } | undefined;
  const outputs = configuration?.streamer?.config?.webrtc_outputs;
  return Array.isArray(outputs)
    ? outputs.flatMap((output: { webrtc_name?: unknown }) =>
        typeof output?.webrtc_name === 'string' ? [output.webrtc_name] : [],
      )
    : [];
};

const isLoopback = (host: string): boolean => host === 'localhost' || host.startsWith('127.') || host === '::1';

/** The WHEP side of the studio server: the pattern read once, the sessions, the HTTP server (not listening yet). */
export const openWebrtc = (options: WebrtcOptions): Webrtc => {
  const clip = parseIvf(readFileSync(options.patternFile ?? defaultPatternFile));
  const iceServers = options.iceServers ?? [];
  const sessions = new WhepSessions(new PatternPlayer(clip), {
    iceServers,
    extraHostAddresses: isLoopback(options.host) ? ['127.0.0.1'] : [],
    maxSessions: options.maxSessions ?? defaultMaxSessions,
    log: options.log,
  });
  const http = createWhepServer({
    sessions,
    iceServers,
    log: options.log,
    ...(options.authenticate
      ? {
          authorize: (authorization: string | undefined) =>
            options.authenticate?.(tokenFromAuthorization(authorization)) ?? Promise.resolve(false),
        }
      : {}),
    streamExists: async (stream) =>
      (await options.store.documents.channels.list("state = 'active'")).some((channel) =>
        webrtcNames(channel.body).includes(stream),
      ),
  });
  return { http, sessions, close: () => void sessions.drop() };
};
