import { MediaStreamTrack, RTCPeerConnection, RTCRtpCodecParameters, type RTCIceServer } from 'werift';
import { skipDefaultStun } from './no-default-stun';
import type { PatternFeed, PatternPlayer } from './pattern-player';

export interface PeerSessionOptions {
  readonly iceServers: readonly RTCIceServer[];
  /** Host addresses to offer besides the machine's own (loopback when the server listens there). */
  readonly extraHostAddresses: readonly string[];
  readonly warn: (message: string) => void;
  /** A session connected and the pattern plays to it. */
  readonly playing: (id: string) => void;
  /** A session ended on this side (its peer failed, closed or fell silent): not after close() or drop(). */
  readonly ended: (id: string) => void;
}

interface Session {
  readonly id: string;
  readonly peer: RTCPeerConnection;
  feed?: PatternFeed;
  closed: boolean;
  /** When the viewer last sent RTCP (receiver reports come about once a second while it plays). */
  heardAt: number;
}

/** A session that never connects (the browser went away mid-offer) is closed after this long. */
const connectTimeoutMs = 30_000;
/**
 * A playing viewer that sends no RTCP for this long is gone (a closed tab sends no DTLS close; ICE consent
 * checks, RFC 7675, take longer to notice).
 */
export const silenceTimeoutMs = 8_000;

const vp8 = () =>
  new RTCRtpCodecParameters({
    mimeType: 'video/VP8',
    clockRate: 90_000,
    payloadType: 96,
    rtcpFeedback: [{ type: 'nack' }, { type: 'nack', parameter: 'pli' }, { type: 'goog-remb' }],
  });

/**
 * The peer connections of the WHEP sessions, inside the WHEP worker (whep-worker.ts): one werift peer connection
 * per viewer, sending the test pattern once connected. A session ends when the browser closes (DTLS close or ICE
 * failure), when the main thread closes it (DELETE of its Location, a logout), or when it never connects.
 */
export class PeerSessions {
  private readonly sessions = new Map<string, Session>();
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly player: PatternPlayer,
    private readonly options: PeerSessionOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /** Negotiates the offer of session `id` (the main thread names it); resolves with the answer. */
  async open(id: string, offer: string): Promise<string> {
    const peer = new RTCPeerConnection({
      codecs: { video: [vp8()], audio: [] },
      iceServers: [...this.options.iceServers],
      iceAdditionalHostAddresses: [...this.options.extraHostAddresses],
    });
    const session: Session = { id, peer, closed: false, heardAt: this.now() };
    this.sessions.set(session.id, session);
    this.sweeper ??= setInterval(() => this.sweep(), 1_000);
    this.sweeper.unref();
    try {
      await peer.setRemoteDescription({ type: 'offer', sdp: offer });
      skipDefaultStun(peer, this.options.iceServers);
      const video = peer.getTransceivers().find((transceiver) => transceiver.kind === 'video');
      if (!video) throw new Error('the offer has no video');
      video.setDirection('sendonly');
      peer.addTrack(new MediaStreamTrack({ kind: 'video' }));
      video.sender.onRtcp.subscribe(() => {
        session.heardAt = this.now();
      });
      const ended = (state: string) => state === 'failed' || state === 'closed' || state === 'disconnected';
      peer.connectionStateChange.subscribe((state) => {
        if (state === 'connected' && !session.feed && !session.closed) {
          session.heardAt = this.now();
          session.feed = this.player.play((packet) => void video.sender.sendRtp(packet).catch(() => undefined));
          this.options.playing(session.id);
        }
        if (ended(state)) this.end(session.id);
      });
      peer.iceConnectionStateChange.subscribe((state) => {
        if (ended(state)) this.end(session.id);
      });
      // werift gathers its host candidates inside setLocalDescription: the answer carries them all (no trickle
      // from the server's side).
      await peer.setLocalDescription(await peer.createAnswer());
      return peer.localDescription?.sdp ?? '';
    } catch (error) {
      this.close(session.id);
      throw error;
    }
  }

  /** Adds the trickled candidates of a PATCH body (an SDP fragment). False when there is no such session. */
  async addCandidates(id: string, fragment: string): Promise<boolean> {
    const session = this.sessions.get(id);
    if (!session) return false;
    const mid = /^a=mid:(.+)$/m.exec(fragment)?.[1]?.trim() ?? '0';
    for (const line of fragment.split(/\r?\n/)) {
      if (!line.startsWith('a=candidate:')) continue;
      // A candidate werift cannot use (an mDNS name it cannot resolve) is skipped; the others still count.
      await session.peer
        .addIceCandidate({ candidate: line.slice(2), sdpMid: mid, sdpMLineIndex: 0 })
        .catch(() => undefined);
    }
    return true;
  }

  close(id: string): boolean {
    const session = this.sessions.get(id);
    if (!session || session.closed) return false;
    session.closed = true;
    this.sessions.delete(id);
    session.feed?.stop();
    if (this.sessions.size === 0 && this.sweeper) {
      clearInterval(this.sweeper);
      this.sweeper = undefined;
    }
    session.peer.close().catch((error: unknown) => this.options.warn(`WHEP session close: ${String(error)}`));
    return true;
  }

  /** Closes a session this side saw end, and tells the main thread. */
  private end(id: string): void {
    if (this.close(id)) this.options.ended(id);
  }

  /** Closes sessions that never connected, and playing ones whose viewer fell silent. */
  private sweep(): void {
    const now = this.now();
    for (const session of [...this.sessions.values()]) {
      const limit = session.feed ? silenceTimeoutMs : connectTimeoutMs;
      if (now - session.heardAt > limit) this.end(session.id);
    }
  }

  /** Ends every session. */
  drop(): void {
    for (const id of [...this.sessions.keys()]) this.close(id);
  }
}
