// The fan-out bench's consoles read the server's WebSocket frames (RFC 6455 §5.2) from the raw TCP socket, so
// that what the bench measures is the server's delivery and not a client library's receive path: a tick frame
// is recognised from the first bytes of its payload and the rest of it is skipped without being copied, decoded
// or validated. Other frames (join replies, pings) are collected whole. The server never fragments a message
// nor masks a frame (server/protocol/ws-transport.ts), so neither is handled.

/** Enough of a payload's head to tell a tick frame from others (`[null,null,"instances:status:`). */
const headBytes = 40;

export interface FrameSink {
  /** A text frame whose payload starts with `head` (up to 40 bytes): answer whether its whole payload is needed. */
  readonly wanted: (head: Buffer) => boolean;
  /** The whole payload of a wanted frame, or of a control frame (`opcode` 8, 9 or 10). */
  readonly frame: (opcode: number, payload: Buffer) => void;
}

export class FrameReader {
  private pending: Buffer | undefined;
  /** Payload bytes of the current frame still to skip. */
  private skipping = 0;
  private collecting: { opcode: number; parts: Buffer[]; left: number } | undefined;

  constructor(private readonly sink: FrameSink) {}

  read(chunk: Buffer): void {
    const data = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = undefined;
    let at = 0;
    while (at < data.length) {
      if (this.skipping > 0) {
        const skipped = Math.min(this.skipping, data.length - at);
        this.skipping -= skipped;
        at += skipped;
        continue;
      }
      if (this.collecting) {
        const collecting = this.collecting;
        const taken = Math.min(collecting.left, data.length - at);
        collecting.parts.push(data.subarray(at, at + taken));
        collecting.left -= taken;
        at += taken;
        if (collecting.left === 0) {
          this.collecting = undefined;
          this.sink.frame(collecting.opcode, Buffer.concat(collecting.parts));
        }
        continue;
      }
      const header = this.header(data, at);
      if (!header) break;
      const { opcode, length, start } = header;
      if (opcode === 1 && length > 0) {
        const head = Math.min(length, headBytes);
        if (data.length - start < head) break;
        if (!this.sink.wanted(data.subarray(start, start + head))) {
          this.skipping = length;
          at = start;
          continue;
        }
      }
      this.collecting = { opcode, parts: [], left: length };
      at = start;
      if (length === 0) {
        this.collecting = undefined;
        this.sink.frame(opcode, Buffer.alloc(0));
      }
    }
    if (at < data.length) this.pending = Buffer.from(data.subarray(at));
  }

  /** The frame header at `at`, or undefined when the chunk ends inside it. */
  private header(data: Buffer, at: number): { opcode: number; length: number; start: number } | undefined {
    if (data.length - at < 2) return undefined;
    const opcode = (data[at] as number) & 0x0f;
    const short = (data[at + 1] as number) & 0x7f;
    if (short < 126) return { opcode, length: short, start: at + 2 };
    if (short === 126)
      return data.length - at < 4 ? undefined : { opcode, length: data.readUInt16BE(at + 2), start: at + 4 };
    return data.length - at < 10 ? undefined : { opcode, length: Number(data.readBigUInt64BE(at + 2)), start: at + 10 };
  }
}

/** A client's frame (RFC 6455 §5.3: masked; the all-zero key leaves the payload as it is). */
export const clientFrame = (opcode: number, payload: Buffer): Buffer => {
  const length = payload.length;
  const header =
    length < 126
      ? Buffer.from([0x80 | opcode, 0x80 | length, 0, 0, 0, 0])
      : length < 65_536
        ? Buffer.from([0x80 | opcode, 0x80 | 126, length >> 8, length & 0xff, 0, 0, 0, 0])
        : (() => {
            const long = Buffer.alloc(14);
            long[0] = 0x80 | opcode;
            long[1] = 0x80 | 127;
            long.writeBigUInt64BE(BigInt(length), 2);
            return long;
          })();
  return Buffer.concat([header, payload]);
};
