import { expect } from 'chai';
import fc from 'fast-check';
import { createHlsLibrary, longestRecordingMs } from '../../../server/media';
import { parseMediaPlaylist, totalMs, type ParsedPlaylist } from './m3u8-parser';

const library = createHlsLibrary();
const loopSize = library.loop.segments.length;
const segmentMs = 2000;
const start = Date.UTC(2026, 10, 22, 10, 0, 0) / 1000;
const recording = (startSeconds: number, endSeconds: number, nowMs: number): ParsedPlaylist =>
  parseMediaPlaylist(library.recordingPlaylist(startSeconds, endSeconds, nowMs));

describe('recording playlist: an event from start to end, for clip cutting', () => {
  describe('Given an event that has ended', () => {
    const hour = recording(start, start + 3600, (start + 7200) * 1000);

    it('is VOD with EXT-X-PLAYLIST-TYPE:VOD and EXT-X-ENDLIST, starting at media sequence 0', () => {
      expect(hour).to.include({
        playlistType: 'VOD',
        ended: true,
        mediaSequence: 0,
        discontinuitySequence: 0,
        targetDuration: 2,
      });
    });

    it('covers an hour with exactly 1800 segments of 2.000 s', () => {
      expect(hour.segments).to.have.length(1800);
      expect(totalMs(hour)).to.equal(3_600_000);
      expect(new Set(hour.segments.map((segment) => segment.durationText))).to.deep.equal(new Set(['2.000']));
    });

    it('lasts the event length rounded up to a whole segment, for any length', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 6 * 3600 }), fc.integer({ min: 0, max: 999 }), (seconds, millis) => {
          const lengthMs = seconds * 1000 + millis;
          const playlist = recording(start, start + lengthMs / 1000, (start + 86_400) * 1000);
          expect(totalMs(playlist)).to.be.at.least(lengthMs);
          expect(totalMs(playlist)).to.be.below(lengthMs + segmentMs);
        }),
        { numRuns: 200 },
      );
    });

    it('starts its wall clock at the event start, so a tag time maps onto the recording', () => {
      expect(hour.segments[0]?.programDateTime).to.equal(start * 1000);
    });

    it('marks a discontinuity every time the loop wraps, and only there', () => {
      const marked = hour.segments.filter((segment) => segment.discontinuity).map((segment) => segment.sequence);
      expect(marked).to.have.length(Math.ceil(1800 / loopSize) - 1);
      for (const sequence of marked) expect(sequence % loopSize).to.equal(0);
      expect(hour.segments.at(-1)?.discontinuitySequence).to.equal(Math.floor(1799 / loopSize));
    });

    it('is cut at 48 h so one URL cannot make the server write an unbounded playlist', () => {
      const week = recording(start, start + 7 * 86_400, (start + 8 * 86_400) * 1000);
      expect(totalMs(week)).to.equal(longestRecordingMs);
    });
  });

  describe('Given an event that is live', () => {
    it('is an EVENT playlist without ENDLIST holding the segments recorded so far', () => {
      const playlist = recording(start, start + 3600, (start + 61.5) * 1000);
      expect(playlist).to.include({ playlistType: 'EVENT', ended: false, mediaSequence: 0 });
      expect(totalMs(playlist)).to.equal(60_000);
    });

    it('only ever grows: each reload extends the previous one, and the final VOD extends the last EVENT', () => {
      const text = (nowSeconds: number): string => library.recordingPlaylist(start, start + 95, nowSeconds * 1000);
      const body = (playlistText: string): string =>
        playlistText
          .split('\n')
          .filter((line) => !line.startsWith('#EXT-X-PLAYLIST-TYPE') && line !== '#EXT-X-ENDLIST')
          .join('\n');
      let previous = body(text(start));
      for (let offset = 1; offset <= 100; offset += 1) {
        const current = body(text(start + offset));
        expect(current.startsWith(previous.trimEnd()), `at +${offset} s`).to.equal(true);
        previous = current;
      }
      expect(recording(start, start + 95, (start + 100) * 1000).segments).to.have.length(48);
    });
  });

  describe('Given an event that has not started', () => {
    it('is an EVENT playlist with no segments yet', () => {
      const playlist = recording(start, start + 3600, (start - 600) * 1000);
      expect(playlist).to.include({ playlistType: 'EVENT', ended: false });
      expect(playlist.segments).to.have.length(0);
    });
  });
});
