import { expect } from 'chai';
import { clipDraftError, clipDraftMessages, parseSignedStreamTime } from '../../../src/domain/clips';

describe('clip and tag dialog checks (spec 2 §5)', () => {
  it('a clip needs an in point, an out point after it and a title', () => {
    expect(clipDraftError({ title: 'Goal' })).to.equal(clipDraftMessages.noInPoint);
    expect(clipDraftError({ title: 'Goal', start: 10 })).to.equal(clipDraftMessages.noOutPoint);
    expect(clipDraftError({ title: 'Goal', start: 10, end: 10 })).to.equal(clipDraftMessages.outBeforeIn);
    expect(clipDraftError({ title: ' ', start: 10, end: 11 })).to.equal(clipDraftMessages.titleRequired);
    expect(clipDraftError({ title: 'Goal', start: 0, end: 11 })).to.equal(undefined);
  });

  it('a typed stream time is [dd:][hh:]mm:ss, a leading - for a moment before the stream', () => {
    expect(['1:02:03', '01:00:00:10', '-00:30', '90:00', '1:2', 'abc'].map(parseSignedStreamTime)).to.deep.equal([
      3723,
      86_410,
      -30,
      5400,
      62,
      undefined,
    ]);
  });
});
