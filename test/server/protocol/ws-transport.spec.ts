import { expect } from 'chai';
import { textFrame } from '../../../server/protocol/ws-transport';

/** Reads a server frame back as RFC 6455 §5.2 lays it out: FIN and opcode, unmasked length, payload. */
const readFrame = (frame: Buffer): { first: number; masked: boolean; payload: string; headerBytes: number } => {
  const short = (frame[1] as number) & 0x7f;
  const headerBytes = short < 126 ? 2 : short === 126 ? 4 : 10;
  const length = short < 126 ? short : short === 126 ? frame.readUInt16BE(2) : Number(frame.readBigUInt64BE(2));
  expect(frame.length, 'header + payload').to.equal(headerBytes + length);
  return {
    first: frame[0] as number,
    masked: ((frame[1] as number) & 0x80) !== 0,
    payload: frame.subarray(headerBytes).toString('utf8'),
    headerBytes,
  };
};

describe('ws transport: a frame built once for every subscriber (issue 19)', () => {
  it('is a final, unmasked text frame with the UTF-8 payload, at each length encoding (7, 16 and 64 bits)', () => {
    const cases: [string, number][] = [
      ['', 2],
      ['[null,null,"control","timestamp",{}]', 2],
      ['ä'.repeat(63), 4], // 126 bytes: the first length that needs 16 bits
      ['x'.repeat(65_535), 4],
      ['x'.repeat(65_536), 10],
    ];
    for (const [text, headerBytes] of cases) {
      const frame = readFrame(textFrame(text));
      expect(frame, `${text.length} characters`).to.deep.equal({
        first: 0x81,
        masked: false,
        payload: text,
        headerBytes,
      });
    }
  });
});
