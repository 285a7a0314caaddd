import { expect } from 'chai';
import { textFrame } from '../../../server/protocol/ws-transport';
import { clientFrame, FrameReader } from '../../../tools/bench/server-fanout-frames';

// The fan-out bench's frame reader against the server's own framing, cut into chunks at every length.

const tick = '[null,null,"control","timestamp",{"timestamp":1}]';
const other = '[null,null,"events:all","update",{"data":{}}]';
const reply = `["j0","j0","control","phx_reply",{"status":"ok","response":{"x":"${'y'.repeat(70_000)}"}}]`;
const medium = `[null,null,"instances:status:7","status",{"s":"${'z'.repeat(300)}"}]`;
const stream = Buffer.concat([
  textFrame(tick),
  textFrame(other),
  textFrame(reply),
  Buffer.from([0x89, 0x02, 0x68, 0x69]), // a ping carrying "hi"
  textFrame(medium),
  textFrame('[]'),
]);

const readIn = (chunkBytes: number): { heads: string[]; frames: [number, string][] } => {
  const heads: string[] = [];
  const frames: [number, string][] = [];
  const reader = new FrameReader({
    wanted: (head) => {
      heads.push(head.toString('utf8'));
      return !head.toString('utf8').startsWith('[null');
    },
    frame: (opcode, payload) => frames.push([opcode, payload.toString('utf8')]),
  });
  for (let at = 0; at < stream.length; at += chunkBytes) reader.read(stream.subarray(at, at + chunkBytes));
  return { heads, frames };
};

describe('tools/bench/server-fanout-frames: FrameReader', () => {
  it('sees every text frame’s head once and collects only the wanted frames and pings, however the bytes are cut', () => {
    for (const chunkBytes of [1, 2, 3, 7, 13, 40, 41, 126, 4096, stream.length]) {
      const { heads, frames } = readIn(chunkBytes);
      expect(heads, `chunks of ${chunkBytes}`).to.deep.equal(
        [tick, other, reply, medium, '[]'].map((text) => text.slice(0, 40)),
      );
      expect(frames, `chunks of ${chunkBytes}`).to.deep.equal([
        [1, reply],
        [9, 'hi'],
        [1, '[]'],
      ]);
    }
  });

  it('frames a client message masked, with the 16- and 64-bit lengths', () => {
    expect([...clientFrame(1, Buffer.from('ab'))]).to.deep.equal([0x81, 0x82, 0, 0, 0, 0, 0x61, 0x62]);
    expect([...clientFrame(1, Buffer.alloc(300)).subarray(0, 8)]).to.deep.equal([0x81, 0xfe, 1, 44, 0, 0, 0, 0]);
    const long = clientFrame(1, Buffer.alloc(70_000));
    expect(long[1]).to.equal(0xff);
    expect(Number(long.readBigUInt64BE(2))).to.equal(70_000);
    expect(long.length).to.equal(14 + 70_000);
  });
});
