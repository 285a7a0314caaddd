import type { RTCIceServer } from 'werift';
import type { Actor } from '../auth/actor';
import type { RateLimiter } from '../auth/rate-limiter';
import type { WhepAccess } from '../auth/whep-viewer';
import type { WhepSessions } from './whep-sessions';
import type { Logger } from '../protocol/logger';

/** What the WHEP endpoint (whep-server.ts, whep-offer.ts) works with. */
export interface WhepServerOptions {
  readonly sessions: WhepSessions;
  readonly iceServers: readonly RTCIceServer[];
  readonly log: Logger;
  /**
   * The account behind a request's Authorization header, if it names a live console session. POST, PATCH and
   * DELETE need one (docs/protocol/webrtc.md "Who may watch"); OPTIONS stays open, as the CORS preflight sends none.
   */
  readonly identify: (authorization: string | undefined) => Promise<Actor | undefined>;
  /** Whether the actor may watch the stream, and whether it exists (spec 3 §6). */
  readonly access: (actor: Actor, stream: string) => Promise<WhepAccess>;
  /** Refused POSTs per account (see limitRefusals). */
  readonly refusals: RateLimiter;
}
