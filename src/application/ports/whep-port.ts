import type { WhepFailure } from '../../domain/productions';

/** A playing WHEP session: the media to show, and how it ends. */
export interface WhepSession {
  /** A MediaStream in the browser; opaque here, the view attaches it to a video element. */
  readonly media: unknown;
  /** Resolves with the failure once the peer connection fails or closes (not after `close()`). */
  readonly ended: Promise<WhepFailure>;
  /** Ends the session: closes the peer connection and DELETEs the session's Location. */
  close(): void;
}

/** Thrown (rejected) by `play` when the exchange fails before the video plays. */
export class WhepError extends Error {
  constructor(readonly failure: WhepFailure) {
    super(failure.kind);
  }
}

/**
 * WebRTC playback over WHEP (spec 3 §7): OPTIONS for the ICE servers, POST of the offer (201), PATCH of the
 * trickled candidates (204). Resolves once the peer connection is connected.
 */
export interface WhepPort {
  /** `token`: the console's session token, sent as `Authorization: Bearer` (docs/protocol/webrtc.md "Who may watch"). */
  play(url: string, token?: string): Promise<WhepSession>;
}
export const WhepPort = Symbol('WhepPort');

/** Whether a streamer's test page answers (spec 3 §7 "{instance studio address}/static/test.html"). */
export interface ReadinessProbe {
  isReady(url: string): Promise<boolean>;
}
export const ReadinessProbe = Symbol('ReadinessProbe');
