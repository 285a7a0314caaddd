import type { Duplex } from 'node:stream';
import WebSocketLibrary, { WebSocket } from 'ws';
import type { Transport } from './phoenix-connection';

// The per-connection send path of the studio server (issue 19 §2, docs/performance.md "Studio server fan-out").
// A simulation tick sends each console up to a hundred frames, and the same frames to every console. Two things
// keep that cheap:
// - One socket write per connection per turn of the event loop. Frames sent in a turn are gathered and written
//   as one buffer once the turn's synchronous work is done (process.nextTick), so a tick's frames cost one
//   stream write and one syscall per console instead of one each (`ws` writes every frame on its own; corking
//   the socket saved the syscalls but kept a stream write per frame).
// - A broadcast frame is framed once. Broadcasts (join_ref and ref null, protocol/pubsub.ts) hand every
//   subscriber the same string; its WebSocket frame (header and UTF-8 payload, never masked from a server) is
//   built on the first send and the same bytes are written to every other socket in that turn.

/** Gathered bytes past which a connection writes out before the turn ends, so a large burst is not held back. */
const flushAboveBytes = 1024 * 1024;
/** A backlog this large will not let a close frame through: such a socket is dropped (its consumer is not reading). */
const dropAboveBytes = 1024 * 1024;
const broadcastPrefix = '[null,null,';

/** The frames framed in this turn, by their text: broadcasts reach every subscriber within one synchronous loop. */
let framedThisTurn: Map<string, Buffer> | undefined;

/**
 * `ws`'s own framing (`Sender.frame`, used by its sender for every message; exported but not in @types/ws): the
 * header and the payload, as one buffer or two.
 */
interface FrameOptions {
  readonly fin: boolean;
  readonly opcode: number;
  readonly mask: boolean;
  readonly readOnly: boolean;
  readonly rsv1: boolean;
}
const { Sender } = WebSocketLibrary as unknown as {
  Sender: { frame(data: string, options: FrameOptions): Buffer[] };
};

/** A WebSocket text frame (RFC 6455 §5.2) as `ws` builds it: final, opcode 1, unmasked (a server never masks). */
export const textFrame = (text: string): Buffer => {
  const parts = Sender.frame(text, { fin: true, opcode: 1, mask: false, readOnly: false, rsv1: false });
  return parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts);
};

const framed = (text: string): Buffer => {
  if (!text.startsWith(broadcastPrefix)) return textFrame(text);
  if (!framedThisTurn) {
    framedThisTurn = new Map();
    process.nextTick(() => (framedThisTurn = undefined));
  }
  let frame = framedThisTurn.get(text);
  if (!frame) framedThisTurn.set(text, (frame = textFrame(text)));
  return frame;
};

/**
 * The transport of one accepted WebSocket. `socket` is the TCP socket `ws` was handed at the upgrade; frames
 * are written to it directly while the WebSocket is open (no extension is negotiated: perMessageDeflate is off,
 * so `ws` itself would write the same bytes). `ws` keeps reading, answering pings and the close handshake.
 */
export const wsTransport = (ws: WebSocket, socket: Duplex): Transport => {
  let gathered: Buffer[] = [];
  let gatheredBytes = 0;
  let scheduled = false;
  const flush = (): void => {
    scheduled = false;
    if (gathered.length === 0) return;
    const frames = gathered;
    const bytes = gatheredBytes;
    gathered = [];
    gatheredBytes = 0;
    if (socket.destroyed) return;
    socket.write(frames.length === 1 ? (frames[0] as Buffer) : Buffer.concat(frames, bytes));
  };
  return {
    send: (text) => {
      if (ws.readyState !== WebSocket.OPEN) return;
      const frame = framed(text);
      gathered.push(frame);
      gatheredBytes += frame.length;
      if (gatheredBytes > flushAboveBytes) flush();
      else if (!scheduled) {
        scheduled = true;
        process.nextTick(flush);
      }
    },
    close: (code, reason) => {
      flush();
      if (ws.bufferedAmount > dropAboveBytes) ws.terminate();
      else ws.close(code, reason);
    },
    get bufferedAmount() {
      return ws.bufferedAmount + gatheredBytes;
    },
  };
};
