import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { defaultPatternFile } from '../../../server/webrtc';
import { parseIvf } from '../../../server/webrtc/ivf';

const header = (frames: number): Buffer => {
  const file = Buffer.alloc(32);
  file.write('DKIF', 0, 'ascii');
  file.writeUInt16LE(32, 6);
  file.write('VP80', 8, 'ascii');
  file.writeUInt16LE(320, 12);
  file.writeUInt16LE(180, 14);
  file.writeUInt32LE(25, 16);
  file.writeUInt32LE(1, 20);
  file.writeUInt32LE(frames, 24);
  return file;
};
const frame = (bytes: number[]): Buffer => {
  const head = Buffer.alloc(12);
  head.writeUInt32LE(bytes.length, 0);
  return Buffer.concat([head, Buffer.from(bytes)]);
};

describe('parseIvf', () => {
  it('reads size, rate and frames, telling key frames by the VP8 frame tag', () => {
    const clip = parseIvf(Buffer.concat([header(2), frame([0x50, 1, 2]), frame([0x31, 9])]));
    expect(clip).to.include({ width: 320, height: 180, fps: 25 });
    expect(clip.frames.map((f) => [f.key, f.data.length])).to.deep.equal([
      [true, 3],
      [false, 2],
    ]);
  });

  it('refuses other files, other codecs, a cut frame and a clip that does not start on a key frame', () => {
    expect(() => parseIvf(Buffer.from('not an ivf file at all, padding to 32 bytes'))).to.throw(/not an IVF/);
    const vp9 = header(1);
    vp9.write('VP90', 8, 'ascii');
    expect(() => parseIvf(Buffer.concat([vp9, frame([0x50])]))).to.throw(/VP90/);
    expect(() => parseIvf(Buffer.concat([header(1), frame([0x50, 1, 2]).subarray(0, 13)]))).to.throw(/cut short/);
    expect(() => parseIvf(Buffer.concat([header(1), frame([0x31])]))).to.throw(/key frame/);
  });

  it('reads the shipped test pattern: 8 s at 25 fps, a key frame every second, under 1 MB', () => {
    const file = readFileSync(defaultPatternFile);
    const clip = parseIvf(file);
    expect(file.length).to.be.below(1_000_000);
    expect(clip).to.include({ width: 320, height: 180, fps: 25 });
    expect(clip.frames).to.have.length(200);
    expect(clip.frames.flatMap((f, index) => (f.key ? [index] : []))).to.deep.equal([
      0, 25, 50, 75, 100, 125, 150, 175,
    ]);
  });
});
