import { expect } from 'chai';
import { gunzipSync, gzipSync } from 'node:zlib';
import { gunzip } from '../../../src/infrastructure/recording/gzip';
import { parallelGzip } from '../../../tools/recording/parallel-gzip';

const text = (bytes: number): Uint8Array => {
  const lines: string[] = [];
  let length = 0;
  for (let i = 0; length < bytes; i += 1) {
    const line = `{"seq":${i},"at":${1_700_000_000_000 + i * 7},"kind":"FrameReceived","payload":{"v":${(i * 7919) % 1000}}}\n`;
    lines.push(line);
    length += line.length;
  }
  return new TextEncoder().encode(lines.join('').slice(0, bytes));
};

describe('parallelGzip (a block compressed in pieces on zlib’s threads, tools/recording/parallel-gzip.ts)', () => {
  for (const [name, bytes] of [
    ['empty', 0],
    ['shorter than a piece', 1000],
    ['exactly one piece', 64 * 1024],
    ['one byte over a piece', 64 * 1024 + 1],
    ['many pieces', 600 * 1024 + 17],
  ] as const) {
    it(`is one gzip member that Node’s zlib and DecompressionStream read back: ${name}`, async () => {
      const input = text(bytes);
      const compressed = await parallelGzip({ pieceBytes: 64 * 1024 })(input);
      expect(Buffer.from(gunzipSync(compressed)).equals(Buffer.from(input))).to.equal(true);
      expect(Buffer.from(await gunzip(compressed)).equals(Buffer.from(input))).to.equal(true);
      // Each piece knows the 32 KB before it: hardly bigger than compressing in one go.
      expect(compressed.length).to.be.at.most(gzipSync(input, { level: 9 }).length + 64);
    });
  }

  it('is caught by gzip’s CRC when a byte is damaged', async () => {
    const compressed = await parallelGzip({ pieceBytes: 64 * 1024 })(text(200 * 1024));
    compressed.set([(compressed.at(-6) ?? 0) ^ 0xff], compressed.length - 6);
    expect(() => gunzipSync(compressed)).to.throw();
  });
});
