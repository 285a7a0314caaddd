import { expect } from 'chai';
import fc from 'fast-check';
import type { Clip, ClipsState } from '../../../src/domain/clips';
import { clip, clipsAfter, eventUuid } from './clip-builders';

// The incremental group index must always equal what a full list of the same clips would give.
const arbitraryClip = fc
  .record({
    uuid: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
    group: fc.option(fc.constantFrom('g1', 'g2', 'g3'), { nil: undefined }),
    order: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
    hour: fc.integer({ min: 10, max: 13 }),
    status: fc.constantFrom('new', 'processing', 'error', 'ready') as fc.Arbitrary<Clip['status']>,
  })
  .map(({ uuid, group, order, hour, status }) =>
    clip(uuid, { group, order, status, inserted_at: `2026-11-12T${hour}:00:00` }),
  );

const indexOf = (state: ClipsState) => {
  const entry = state.byEvent[eventUuid];
  return { groups: entry?.groups ?? {}, groupOrder: entry?.groupOrder ?? [] };
};

describe('clips projection: incremental group index', () => {
  it('after any sequence of single-clip upserts equals the index of the same clips sent as one list', () => {
    fc.assert(
      fc.property(fc.array(arbitraryClip, { maxLength: 30 }), (clips) => {
        const incremental = clipsAfter(clips.map((one) => ({ type: 'ClipUpdated', eventUuid, clip: one, at: 1 })));
        const whole = clipsAfter([
          {
            type: 'ClipsReceived',
            eventUuid,
            clips: Object.values(incremental.byEvent[eventUuid]?.clips ?? {}),
            at: 1,
          },
        ]);
        expect(indexOf(incremental)).to.deep.equal(indexOf(whole));
      }),
      { numRuns: 300, seed: 1909 },
    );
  });
});
