import { expect } from 'chai';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createHlsLibrary, defaultSegmentsFolder, manifestFileName, parseSegmentManifest } from '../../../server/media';

// The shipped files are all the server has (CI has no ffmpeg), so these checks read them byte by byte.
const packetSize = 188;
const syncByte = 0x47;

const pidOf = (packet: Buffer): number => ((packet[1] ?? 0) & 0x1f) * 256 + (packet[2] ?? 0);

/** Stream types announced by the first PMT (ISO 13818-1 §2.4.4.8): 0x1b H.264, 0x0f AAC in ADTS. */
const streamTypes = (file: Buffer): number[] => {
  // ffmpeg writes the SDT first, then PAT and PMT, all before any media packet.
  const patOffset = [0, 1, 2]
    .map((index) => index * packetSize)
    .find((offset) => pidOf(file.subarray(offset, offset + packetSize)) === 0);
  if (patOffset === undefined) throw new Error('no PAT among the first packets');
  const pat = file.subarray(patOffset, patOffset + packetSize);
  const patSection = 4 + 1 + (pat[4] ?? 0);
  const pmtPid = ((pat[patSection + 10] ?? 0) & 0x1f) * 256 + (pat[patSection + 11] ?? 0);
  for (let offset = 0; offset < file.length; offset += packetSize) {
    const packet = file.subarray(offset, offset + packetSize);
    if (pidOf(packet) !== pmtPid) continue;
    const section = 5 + (packet[4] ?? 0);
    const sectionLength = ((packet[section + 1] ?? 0) & 0x0f) * 256 + (packet[section + 2] ?? 0);
    const programInfoLength = ((packet[section + 10] ?? 0) & 0x0f) * 256 + (packet[section + 11] ?? 0);
    const types: number[] = [];
    // Elementary stream loop up to the CRC (4 bytes before the section end).
    for (let entry = section + 12 + programInfoLength; entry < section + 3 + sectionLength - 4;) {
      types.push(packet[entry] ?? -1);
      entry += 5 + ((packet[entry + 3] ?? 0) & 0x0f) * 256 + (packet[entry + 4] ?? 0);
    }
    return types;
  }
  throw new Error('no PMT');
};

describe('the shipped HLS test-pattern segments (server/media/segments)', () => {
  const manifestJson: unknown = JSON.parse(readFileSync(path.join(defaultSegmentsFolder, manifestFileName), 'utf8'));
  const manifest = parseSegmentManifest(manifestJson);
  const segments = manifest.ok ? manifest.segments : [];

  it('has a valid manifest listing 4 to 6 segments of exactly 2.000 s (50 frames at 25 fps)', () => {
    expect(manifest.ok, manifest.ok ? '' : manifest.reason).to.equal(true);
    expect(segments.length).to.be.within(4, 6);
    for (const segment of segments) expect(segment.durationMs, segment.name).to.equal(2000);
  });

  it('loads as a library without error', () => {
    const library = createHlsLibrary();
    expect(library.loop.segments).to.have.length(segments.length);
    expect(library.loop.targetDurationSeconds).to.equal(2);
  });

  it('keeps the files small: under 100 KB each and 600 KB in all', () => {
    const sizes = segments.map((segment) => statSync(path.join(defaultSegmentsFolder, segment.file)).size);
    for (const size of sizes) expect(size).to.be.within(1, 100 * 1024);
    expect(sizes.reduce((sum, size) => sum + size, 0)).to.be.below(600 * 1024);
  });

  for (const segment of segments) {
    describe(segment.file, () => {
      const file = readFileSync(path.join(defaultSegmentsFolder, segment.file));

      it('is whole 188-byte MPEG-TS packets, each starting with the sync byte 0x47', () => {
        expect(file.length % packetSize).to.equal(0);
        for (let offset = 0; offset < file.length; offset += packetSize)
          expect(file[offset], `packet at ${offset}`).to.equal(syncByte);
      });

      it('opens with a PAT whose PMT carries one H.264 and one AAC stream', () => {
        expect(streamTypes(file).sort()).to.deep.equal([0x0f, 0x1b]);
      });
    });
  }

  it('documents the exact ffmpeg command that made them', () => {
    const script = readFileSync(path.join(defaultSegmentsFolder, '..', 'generate-media.sh'), 'utf8');
    for (const flag of [
      'testsrc2=size=$size',
      'loop_clip "$work" 426x240',
      'drawtext=',
      '-profile:v baseline',
      '-c:a aac',
      '-hls_time',
      'manifest.json',
    ])
      expect(script).to.include(flag);
  });
});
