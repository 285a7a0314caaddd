import { randomUUID } from 'node:crypto';
import { MediaStreamTrack, RTCPeerConnection, RTCRtpCodecParameters, type RTCIceServer } from 'werift';
import type { Logger } from '../services';
import type { PatternFeed, PatternPlayer } from './pattern-player';

/** What WHEP needs from a session: the answer and the id its Location names. */
export interface OpenedSession {
  readonly id: string;
  readonly answer: string;
}

export interface WhepSessionOptions {
  readonly iceServers: readonly RTCIceServer[];
  /** Host addresses to offer besides the machine's own (loopback when the server listens there). */
  readonly extraHostAddresses: readonly string[];
  readonly maxSessions: number;
  readonly log: Logger;
}

interface Session {
  readonly id: string;
  readonly stream: string;
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
 * The WHEP sessions of the studio server: one werift peer connection per viewer, sending the test pattern once
 * connected. A session ends when the browser closes (DTLS close or ICE failure), on DELETE of its Location, or
 * when it never connects.
 */
export class WhepSessions {
  private readonly sessions = new Map<string, Session>();
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly player: PatternPlayer,
    private readonly options: WhepSessionOptions,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.sessions.size;
  }

  get full(): boolean {
    return this.sessions.size >= this.options.maxSessions;
  }

  /** Sessions of one stream that are connected and sending. */
  playing(stream?: string): number {
    return [...this.sessions.values()].filter((s) => s.feed && (stream === undefined || s.stream === stream)).length;
  }

  async open(stream: string, offer: string): Promise<OpenedSession> {
    const peer = new RTCPeerConnection({
      codecs: { video: [vp8()], audio: [] },
      iceServers: [...this.options.iceServers],
      iceAdditionalHostAddresses: [...this.options.extraHostAddresses],
    });
    const session: Session = { id: randomUUID(), stream, peer, closed: false, heardAt: this.now() };
    this.sessions.set(session.id, session);
    this.sweeper ??= setInterval(() => this.sweep(), 1_000);
    this.sweeper.unref();
    try {
      await peer.setRemoteDescription({ type: 'offer', sdp: offer });
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
        }
        if (ended(state)) this.close(session.id);
      });
      peer.iceConnectionStateChange.subscribe((state) => {
        if (ended(state)) this.close(session.id);
      });
      // werift gathers its host candidates inside setLocalDescription: the answer carries them all (no trickle
      // from the server's side).
      await peer.setLocalDescription(await peer.createAnswer());
      return { id: session.id, answer: peer.localDescription?.sdp ?? '' };
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
    session.peer.close().catch((error: unknown) => this.options.log.warn(`WHEP session close: ${String(error)}`));
    return true;
  }

  /** Closes sessions that never connected, and playing ones whose viewer fell silent. */
  private sweep(): void {
    const now = this.now();
    for (const session of [...this.sessions.values()]) {
      const limit = session.feed ? silenceTimeoutMs : connectTimeoutMs;
      if (now - session.heardAt > limit) this.close(session.id);
    }
  }

  /** Ends every session (of one stream, or all): the server side of a dropped connection. */
  drop(stream?: string): number {
    const ids = [...this.sessions.values()].filter((s) => stream === undefined || s.stream === stream).map((s) => s.id);
    ids.forEach((id) => this.close(id));
    return ids.length;
  }
}
