import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createHlsLibrary, defaultSegmentsFolder, shiftTimestamps } from '../../../server/media';
import { audioEndTicks, packetSize, ptsOf, readClocks, streamPids } from './ts-reader';

const library = createHlsLibrary();
const loopSize = library.loop.segments.length;
const wrap = 2 ** 33;
const original = readFileSync(path.join(defaultSegmentsFolder, 'segment-0.m2t'));
const [videoPid = -1, audioPid = -1] = [...streamPids(original)].sort((a, b) => a - b);
const videoFrameTicks = 90_000 / 25;

const loopBytes = (sequence: number): Uint8Array => {
  const bytes = library.loopSegment(sequence);
  if (!bytes) throw new Error(`no loop segment ${sequence}`);
  return bytes;
};

describe('MPEG-TS timestamp shift (live loop segments)', () => {
  it('finds a video and an audio stream with clocks in the shipped segment', () => {
    expect(ptsOf(original, videoPid)).to.have.length(50);
    expect(ptsOf(original, audioPid).length).to.be.greaterThan(0);
    expect(readClocks(original).some((clock) => clock.kind === 'pcr')).to.equal(true);
  });

  it('moves every PCR, PTS and DTS by the same amount and leaves the rest of the bytes alone', () => {
    const delta = 1_080_000 * 7;
    const shifted = shiftTimestamps(original, delta);
    const before = readClocks(original);
    const after = readClocks(shifted);
    expect(after.map((clock) => [clock.pid, clock.kind])).to.deep.equal(before.map((clock) => [clock.pid, clock.kind]));
    after.forEach((clock, index) => expect(clock.ticks).to.equal(((before[index]?.ticks ?? 0) + delta) % wrap));
    expect(shifted.length).to.equal(original.length);
    expect(shiftTimestamps(shifted, wrap - delta)).to.deep.equal(new Uint8Array(original));
    let changed = 0;
    for (let index = 0; index < original.length; index += 1) if (original[index] !== shifted[index]) changed += 1;
    expect(changed).to.be.within(1, readClocks(original).length * 6);
  });

  it('wraps at 2^33 ticks like a real encoder clock', () => {
    const shifted = shiftTimestamps(original, wrap - 1000);
    const first = ptsOf(original, videoPid)[0] ?? 0;
    expect(ptsOf(shifted, videoPid)[0]).to.equal(first - 1000);
  });

  it('moves DTS too, keeping prefixes and marker bits (a video PES with B-frames, built by hand)', () => {
    // The shipped baseline video has no B-frames, so ffmpeg wrote PTS only; this packet has both fields.
    const encode = (prefix: number, ticks: number): number[] => [
      (prefix << 4) | (Math.floor(ticks / 2 ** 30) << 1) | 1,
      Math.floor(ticks / 2 ** 22) & 0xff,
      ((Math.floor(ticks / 2 ** 15) & 0x7f) << 1) | 1,
      Math.floor(ticks / 2 ** 7) & 0xff,
      ((ticks & 0x7f) << 1) | 1,
    ];
    const pes = [0, 0, 1, 0xe0, 0, 0, 0x80, 0xc0, 10, ...encode(0b0011, wrap - 7200), ...encode(0b0001, wrap - 10_800)];
    const packet = Uint8Array.from([
      0x47,
      0x41,
      0x00,
      0x10,
      ...pes,
      ...new Array<number>(packetSize - 4 - pes.length).fill(0xff),
    ]);
    const shifted = shiftTimestamps(packet, 9000);
    expect(readClocks(shifted).map((clock) => [clock.kind, clock.ticks])).to.deep.equal([
      ['pts', 1800],
      ['dts', wrap - 1800],
    ]);
    expect(Array.from(shifted.subarray(13, 23))).to.deep.equal([
      ...encode(0b0011, 1800),
      ...encode(0b0001, wrap - 1800),
    ]);
  });

  it('leaves the packets whole: 188 bytes, sync byte 0x47', () => {
    const shifted = loopBytes(123_456_789);
    for (let offset = 0; offset < shifted.length; offset += packetSize) expect(shifted[offset]).to.equal(0x47);
  });
});

describe('the endless loop /hls/loop/{sequence}.ts', () => {
  it('is shipped segment (sequence mod 6), shifted by one loop per pass', () => {
    const pass = 149_612_456;
    const bytes = loopBytes(pass * loopSize + 2);
    const shipped = readFileSync(path.join(defaultSegmentsFolder, 'segment-2.m2t'));
    const expected = ((ptsOf(shipped, videoPid)[0] ?? 0) + ((pass * library.loop.loopMs * 90) % wrap)) % wrap;
    expect(ptsOf(bytes, videoPid)[0]).to.equal(expected);
  });

  for (const sequence of [0, 5, 6 * 149_612_456 - 1, 6 * 1_431_655_765 - 1]) {
    it(`runs on without a gap or an overlap from sequence ${sequence} to ${sequence + 1}, video and audio`, () => {
      const videoLast = Math.max(...ptsOf(loopBytes(sequence), videoPid));
      const videoNext = Math.min(...ptsOf(loopBytes(sequence + 1), videoPid));
      expect((videoNext - videoLast - videoFrameTicks + wrap) % wrap, 'video').to.equal(0);
      // 1024-sample AAC frames at 32 kHz: the shipped audio is exactly 375 frames per 12 s loop.
      const audioEnd = audioEndTicks(loopBytes(sequence), audioPid, 32_000);
      const audioNext = ptsOf(loopBytes(sequence + 1), audioPid)[0] ?? 0;
      expect((audioNext - audioEnd + wrap) % wrap, 'audio').to.equal(0);
    });
  }

  it('refuses negative and unsafe sequence numbers', () => {
    expect(library.loopSegment(-1)).to.equal(undefined);
    expect(library.loopSegment(2 ** 53)).to.equal(undefined);
    expect(library.loopSegment(1.5)).to.equal(undefined);
  });
});
