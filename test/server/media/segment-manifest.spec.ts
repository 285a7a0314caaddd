import { expect } from 'chai';
import {
  createSegmentLoop,
  parseSegmentManifest,
  segmentAt,
  segmentsEndedBy,
  segmentsStartedBefore,
} from '../../../server/media';

const entry = (name: string, durationSeconds: unknown, file = `${name}.m2t`): Record<string, unknown> => ({
  name,
  file,
  durationSeconds,
});

describe('segment manifest', () => {
  it('reads exact durations as whole milliseconds', () => {
    const result = parseSegmentManifest({ segments: [entry('a', 2), entry('b', 1.96)] });
    expect(result).to.deep.equal({
      ok: true,
      segments: [
        { name: 'a', file: 'a.m2t', durationMs: 2000 },
        { name: 'b', file: 'b.m2t', durationMs: 1960 },
      ],
    });
  });

  const bad: ReadonlyArray<readonly [string, unknown, string]> = [
    ['not an object', null, 'no segments list'],
    ['an empty list', { segments: [] }, 'no segments'],
    ['a file outside the folder', { segments: [entry('a', 2, '../a.m2t')] }, 'file'],
    ['a .ts file name', { segments: [entry('a', 2, 'a.ts')] }, 'file'],
    ['a name with a slash', { segments: [entry('a/b', 2)] }, 'name'],
    ['a duration as text', { segments: [entry('a', '2.0')] }, 'durationSeconds'],
    ['a zero duration', { segments: [entry('a', 0)] }, 'durationSeconds'],
    ['a duration of a minute', { segments: [entry('a', 60)] }, 'durationSeconds'],
    ['a name twice', { segments: [entry('a', 2), entry('a', 2)] }, 'twice'],
  ];
  for (const [what, json, reason] of bad) {
    it(`rejects ${what} with a reason, without throwing`, () => {
      const result = parseSegmentManifest(json);
      expect(result.ok).to.equal(false);
      expect(!result.ok && result.reason).to.include(reason);
    });
  }
});

describe('segment loop arithmetic with uneven durations', () => {
  const loop = createSegmentLoop([
    { name: 'a', file: 'a.m2t', durationMs: 2000 },
    { name: 'b', file: 'b.m2t', durationMs: 1500 },
    { name: 'c', file: 'c.m2t', durationMs: 2500 },
  ]);

  it('rounds the target duration up and sums the loop', () => {
    expect(loop).to.include({ loopMs: 6000, targetDurationSeconds: 3 });
  });

  it('places sequence numbers on the endless timeline', () => {
    expect(segmentAt(loop, 4)).to.deep.include({ sequence: 4, pass: 1, startMs: 8000, wraps: false });
    expect(segmentAt(loop, 3)).to.deep.include({ pass: 1, startMs: 6000, wraps: true });
    expect(segmentAt(loop, 0).wraps).to.equal(false);
  });

  it('counts segments ended and started at boundaries exactly', () => {
    expect([0, 1999, 2000, 3500, 5999, 6000, 6001].map((time) => segmentsEndedBy(loop, time))).to.deep.equal([
      0, 0, 1, 2, 2, 3, 3,
    ]);
    expect([0, 1, 2000, 2001, 3500, 3501, 6000, 6001].map((time) => segmentsStartedBefore(loop, time))).to.deep.equal([
      0, 1, 1, 2, 2, 3, 3, 4,
    ]);
  });
});
