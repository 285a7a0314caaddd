import type { Transport } from '../protocol/connection';
import { encodeFrame, parseFrame, type Frame, type MalformedFrame } from '../protocol/frame';
import { ok, reasons, refuse, type Reply } from '../protocol/reply';

/** What handles a connection's channel frames (joins, leaves, pushes); heartbeats never reach it. */
export interface FrameDispatcher {
  dispatch(frame: Frame): void;
  /** The socket is gone: stop timers, drop channels. */
  leaveAll(): void;
}

/** The part of a connection a dispatcher may use. */
export interface FrameOutlet {
  send(text: string): void;
  reply(frame: Pick<Frame, 'joinRef' | 'ref' | 'topic'>, reply: Reply): void;
  /** Bytes queued on the transport and not yet written. */
  readonly backlog: number;
}

/**
 * One Phoenix socket with the studio server's framing rules (server/protocol: `parseFrame`, `encodeFrame`,
 * heartbeat answered `{}` on topic `phoenix`, malformed frames answered as docs/protocol/server.md says) but
 * no session: the channels behind it are whatever dispatcher it is given. It mirrors the session-free half of
 * `SocketConnection`; see server/replay/README.md for the seam that would let both share one class.
 */
export class PhoenixConnection implements FrameOutlet {
  private readonly dispatcher: FrameDispatcher;
  private closed = false;

  constructor(private readonly transport: Transport, dispatcherFor: (outlet: FrameOutlet) => FrameDispatcher) {
    this.dispatcher = dispatcherFor(this);
  }

  get backlog(): number {
    return this.transport.bufferedAmount;
  }

  receive(text: string): void {
    if (this.closed) return;
    const parsed = parseFrame(text);
    if (!parsed.ok) return this.answerMalformed(parsed.malformed);
    const { frame } = parsed;
    if (frame.topic === 'phoenix') return this.reply(frame, frame.event === 'heartbeat' ? ok({}) : refuse(reasons.unknownEvent));
    this.dispatcher.dispatch(frame);
  }

  receiveBinary(): void {
    this.answerMalformed({ reason: 'binary frames are not supported', joinRef: null, ref: null, topic: null });
  }

  reply(frame: Pick<Frame, 'joinRef' | 'ref' | 'topic'>, reply: Reply): void {
    this.send(encodeFrame(frame.joinRef, frame.ref, frame.topic, 'phx_reply', reply));
  }

  send(text: string): void {
    if (!this.closed) this.transport.send(text);
  }

  close(code = 1000, reason = ''): void {
    if (this.closed) return;
    this.closed = true;
    this.dispatcher.leaveAll();
    this.transport.close(code, reason);
  }

  closedByPeer(): void {
    if (this.closed) return;
    this.closed = true;
    this.dispatcher.leaveAll();
  }

  private answerMalformed(malformed: MalformedFrame): void {
    const response = refuse(reasons.malformed, { detail: malformed.reason });
    if (malformed.ref !== null) this.reply({ joinRef: malformed.joinRef, ref: malformed.ref, topic: malformed.topic ?? 'phoenix' }, response);
    else this.send(encodeFrame(null, null, 'phoenix', 'phx_error', response.response));
  }
}
