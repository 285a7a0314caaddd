import { expect } from 'chai';
import type { LogEntry } from '../../../src/domain/log';
import { initialRootState, reduceBatch, type RootState } from '../../../src/domain/state';
import { createWireNormalizer } from '../../../src/infrastructure/wire';
import { seededRandom } from '../../../tools/bench/seeded-random';
import { allWireSamples } from '../../fixtures/wire/all-samples';
import { mutate } from '../../support/mutate';

const frames = 100_000;

describe('normalizer fuzz: 100,000 mutated frames', () => {
  it('never throws, and a rejected or ignored frame changes no projection but the frame counters', function () {
    this.timeout(300_000);
    expect(allWireSamples.length, 'sample frames to mutate').to.be.greaterThan(20);
    const normalizer = createWireNormalizer();
    const random = seededRandom(1909);
    // Start from a state holding every sample, so updates and deletes have something to hit.
    let state: RootState = initialRootState();
    allWireSamples.forEach((sample, index) => {
      state = reduceBatch(state, normalizer.normalize({ seq: index + 1, at: index, kind: 'FrameReceived', ...sample }));
    });
    expect(state.frames.rejected, 'every sample is valid').to.equal(0);
    let rejected = 0;
    for (let i = 0; i < frames; i += 1) {
      const sample = allWireSamples[Math.floor(random() * allWireSamples.length)]!;
      const entry: LogEntry = {
        seq: 1000 + i,
        at: 1_000_000 + i,
        kind: 'FrameReceived',
        topic: sample.topic,
        event: sample.event,
        payload: mutate(sample.payload, random),
      };
      const events = normalizer.normalize(entry);
      const next = reduceBatch(state, events);
      if (events.some((event) => event.type === 'FrameRejected' || event.type === 'FrameIgnored')) {
        rejected += 1;
        for (const name of Object.keys(state) as (keyof RootState)[]) {
          // consoleTraffic counts frames per second of arrival: a frame counter too (the developer monitor's rate);
          // eventsAnswers counts the answer frames of events:all, a rejected one as an answer of no events (the
          // paging's, so no push waits for it in vain).
          if (name !== 'frames' && name !== 'consoleTraffic' && name !== 'eventsAnswers')
            expect(next[name], `${name} after a rejected ${sample.topic} ${sample.event}`).to.equal(state[name]);
        }
      }
      state = next;
    }
    expect(rejected, 'most mutations are caught by the codecs').to.be.greaterThan(frames / 4);
    expect(state.frames.rejected + state.frames.ignored).to.equal(rejected);
  });
});
