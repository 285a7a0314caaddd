import { expect } from 'chai';
import fc from 'fast-check';
import { produce } from 'immer';
import { consoleTrafficProjection, initialConsoleTrafficState } from '../../../src/domain/developer';
import {
  framesProjection,
  initialFramesState,
  recentRejectionsKept,
  type FrameEvent,
} from '../../../src/domain/frames';
import { evolve } from '../../../src/domain/projection';

// Frames over a few minutes on a few topics (one of them a session's profile topic), every kind.
const arbitraryFrame: fc.Arbitrary<FrameEvent> = fc
  .tuple(
    fc.constantFrom('FrameDecoded', 'FrameRejected', 'FrameIgnored'),
    fc.constantFrom('control', 'instances:status:1', 'profile:secret-token'),
    fc.nat({ max: 2_000 }),
  )
  .map(([type, topic, step]): FrameEvent => {
    const at = step * 100;
    if (type === 'FrameDecoded') return { type, topic, event: 'status', at };
    if (type === 'FrameIgnored') return { type, seq: step, topic, event: 'status', at };
    return { type, seq: step, topic, event: 'status', at, errors: [] };
  });
// Frames arrive in order of the client clock.
const arbitraryFrames = fc
  .array(arbitraryFrame, { maxLength: 150 })
  .map((events) => [...events].sort((a, b) => a.at - b.at));

describe('domain/frames: the per-frame counters fold a batch at a time (issue 19)', () => {
  for (const [name, projection, initial] of [
    ['frames', framesProjection, initialFramesState],
    ['consoleTraffic', consoleTrafficProjection, initialConsoleTrafficState],
  ] as const) {
    it(`${name}: a batch split anywhere folds to what one event at a time gives, through fold and through a draft`, () => {
      fc.assert(
        fc.property(arbitraryFrames, fc.nat(), (events, cut) => {
          const fold = projection.fold as (state: unknown, events: readonly FrameEvent[]) => unknown;
          const one = events.reduce<unknown>((state, event) => evolve(projection as never, state, event), initial);
          const at = events.length === 0 ? 0 : cut % events.length;
          const batched = fold(fold(initial, events.slice(0, at)), events.slice(at));
          const drafted = events.reduce<unknown>(
            (state, event) => produce(state, (draft) => projection.apply(draft as never, event as never)),
            initial,
          );
          expect(batched).to.deep.equal(one);
          expect(drafted).to.deep.equal(one);
          if (events.length > 0) expect(Object.isFrozen(batched)).to.equal(true);
        }),
        { numRuns: 200 },
      );
    });
  }

  it('counts every kind, keeps the last rejections and a time per topic without the session token', () => {
    const rejected = (at: number): FrameEvent => ({
      type: 'FrameRejected',
      seq: at,
      topic: 'control',
      event: 's',
      at,
      errors: [],
    });
    const events: FrameEvent[] = [
      { type: 'FrameDecoded', topic: 'profile:abc', event: 'me', at: 1 },
      { type: 'FrameIgnored', seq: 2, topic: 'odd', event: 'x', at: 2 },
      ...Array.from({ length: recentRejectionsKept + 2 }, (_, i) => rejected(3 + i)),
    ];
    const state = framesProjection.fold?.(initialFramesState, events);
    expect(state).to.include({
      decoded: 1,
      ignored: 1,
      rejected: recentRejectionsKept + 2,
      lastFrameAt: 4 + recentRejectionsKept,
    });
    expect(state?.lastByTopic).to.deep.equal({ 'profile:{token}': 1 });
    expect(state?.recentRejections.map((event) => event.at)).to.deep.equal(
      Array.from({ length: recentRejectionsKept }, (_, i) => 5 + i),
    );
    expect(initialFramesState).to.deep.equal({
      decoded: 0,
      rejected: 0,
      ignored: 0,
      lastByTopic: {},
      recentRejections: [],
    });
  });
});
