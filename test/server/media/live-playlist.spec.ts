import { expect } from 'chai';
import fc from 'fast-check';
import { createHlsLibrary, liveWindowSize, loopSegmentPath } from '../../../server/media';
import { parseMediaPlaylist, type ParsedPlaylist } from './m3u8-parser';

const library = createHlsLibrary();
const loopSize = library.loop.segments.length;
const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const channel = '3f0a6a2e-5d1b-4c53-9a55-5e4b6f1f0c11';
const live = (nowMs: number, key = channel): ParsedPlaylist => parseMediaPlaylist(library.livePlaylist(key, nowMs));
const resolve = (uri: string, key = channel): string =>
  new URL(uri, `http://studio.local/hls/live/${key}/index.m3u8`).pathname;

describe('live playlist: a sliding window over the looped segments', () => {
  it('is a live playlist: no type, no ENDLIST, version 3, target duration 2, independent segments', () => {
    const playlist = live(now);
    expect(playlist).to.include({ version: 3, targetDuration: 2, ended: false, independentSegments: true });
    expect(playlist.playlistType).to.equal(undefined);
  });

  it(`lists exactly ${liveWindowSize} segments of exactly 2.000 s each`, () => {
    const playlist = live(now);
    expect(playlist.segments).to.have.length(liveWindowSize);
    expect(playlist.segments.map((segment) => segment.durationText)).to.deep.equal(Array(liveWindowSize).fill('2.000'));
  });

  it('points segment n at /hls/loop/{n}.ts, the retimed loop', () => {
    for (const segment of live(now).segments) expect(resolve(segment.uri)).to.equal(loopSegmentPath(segment.sequence));
  });

  it('is a pure function of the channel key and the clock', () => {
    expect(library.livePlaylist(channel, now)).to.equal(library.livePlaylist(channel, now));
  });

  it('advances the media sequence by one every 2 s of wall clock', () => {
    const first = live(now).mediaSequence;
    expect(live(now + 2000).mediaSequence).to.equal(first + 1);
    expect(live(now + 60_000).mediaSequence).to.equal(first + 30);
  });

  it('never moves the media sequence back, and never lists a segment that has not ended yet', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_000_000_000, max: 4_000_000_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.string({ maxLength: 40 }),
        (at, later, key) => {
          const before = live(at, key);
          const after = live(at + later, key);
          expect(after.mediaSequence).to.be.at.least(before.mediaSequence);
          expect(after.discontinuitySequence).to.be.at.least(before.discontinuitySequence);
          const first = before.segments[0];
          if (first?.programDateTime === undefined)
            throw new Error('the first segment carries no EXT-X-PROGRAM-DATE-TIME');
          // Wall-clock times run on without gaps across wraps, and the newest segment has ended by now.
          let startMs = first.programDateTime;
          for (const segment of before.segments) {
            if (segment.programDateTime !== undefined) expect(segment.programDateTime).to.equal(startMs);
            startMs += Math.round(segment.duration * 1000);
          }
          expect(startMs).to.be.at.most(at);
          expect(startMs).to.be.above(at - 2000);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('has no EXT-X-DISCONTINUITY even where the loop wraps: pass n is served n loops later, one timeline', () => {
    for (let step = 0; step < 2 * loopSize; step += 1) {
      const playlist = live(now + step * 2000);
      expect(playlist.segments.filter((segment) => segment.discontinuity)).to.deep.equal([]);
      expect(playlist.discontinuitySequence).to.equal(0);
    }
  });

  it('keeps one URL per media sequence number across reloads', () => {
    const seen = new Map<number, string>();
    for (let step = 0; step < 3 * loopSize; step += 1) {
      for (const segment of live(now + step * 2000).segments) {
        expect(seen.get(segment.sequence) ?? segment.uri, `sequence ${segment.sequence}`).to.equal(segment.uri);
        seen.set(segment.sequence, segment.uri);
      }
    }
    expect(seen.size).to.equal(3 * loopSize + liveWindowSize - 1);
  });

  it('puts different channels at different points of the loop', () => {
    const keys = ['channel-1', 'channel-2', 'channel-3', 'channel-4', 'channel-5'];
    const positions = new Set(keys.map((key) => (live(now, key).segments[0]?.sequence ?? 0) % loopSize));
    expect(positions.size).to.be.greaterThan(1);
  });
});
