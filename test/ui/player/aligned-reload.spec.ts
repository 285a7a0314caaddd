import { expect } from 'chai';
import { inStepMs, nextSegmentDueMs, reloadDelayMs, reloadMarginMs } from '../../../src/ui/player/aligned-reload';

// A wall player reloads its live playlist as the next segment is made (issue 31 §3: every tile gets each segment at
// once, so all can hold one short distance behind live without running out of media).

const live = (firstDate: string, durations: readonly number[]): string =>
  [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    '#EXT-X-TARGETDURATION:2',
    '#EXT-X-MEDIA-SEQUENCE:100',
    `#EXT-X-PROGRAM-DATE-TIME:${firstDate}`,
    ...durations.flatMap((seconds, index) => [`#EXTINF:${seconds.toFixed(3)},`, `../../loop/${100 + index}.ts`]),
    '',
  ].join('\n');

describe('aligned live playlist reloads (wall players)', () => {
  it('knows when the segment after the last listed one ends: the first date-time plus every duration, plus one more', () => {
    const start = Date.parse('2026-11-28T12:00:00.000Z');
    expect(nextSegmentDueMs(live('2026-11-28T12:00:00.000Z', [2, 2, 2, 2, 2, 2]))).to.equal(start + 14_000);
    expect(nextSegmentDueMs(live('2026-11-28T12:00:00.000Z', [2, 2, 1.5]))).to.equal(start + 7_000);
  });

  it('knows nothing without a program date-time or a segment', () => {
    expect(nextSegmentDueMs(live('not a date', [2, 2]))).to.equal(undefined);
    expect(nextSegmentDueMs('#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.000,\na.ts\n')).to.equal(undefined);
    expect(nextSegmentDueMs(live('2026-11-28T12:00:00.000Z', []))).to.equal(undefined);
  });

  it('waits until just after the next segment is due, never longer than the target duration', () => {
    const due = 10_000;
    expect(reloadDelayMs(due, 9_000, 2000)).to.equal(1000 + reloadMarginMs);
    expect(reloadDelayMs(due, 7_000, 2000)).to.equal(2000);
  });

  it('does not wait when asked just after the segment is due (in step, with late timers)', () => {
    expect(reloadDelayMs(10_000, 10_000 + reloadMarginMs, 2000)).to.equal(0);
    expect(reloadDelayMs(10_000, 10_000 + reloadMarginMs + inStepMs, 2000)).to.equal(0);
  });

  it('brings a reload asked for late to just after the following segment, once (hls.js then asks in step)', () => {
    // Asked 1.2 s after the due moment (and its margin): waits 0.8 s, to the next segment's due moment and margin.
    expect(reloadDelayMs(10_000, 10_000 + reloadMarginMs + 1200, 2000)).to.equal(800);
    // A stalled playlist (its due moment long past): every reload still comes at a due moment of its timeline.
    expect(reloadDelayMs(10_000, 30_000 + reloadMarginMs + 500, 2000)).to.equal(1500);
  });

  it('waits for nothing without a due moment or a period', () => {
    expect(reloadDelayMs(undefined, 9_000, 2000)).to.equal(0);
    expect(reloadDelayMs(10_000, 9_000, 0)).to.equal(0);
  });
});
