import { expect } from 'chai';
import fc from 'fast-check';
import { queueScheduler } from 'rxjs';
import { EventLog, InMemoryEntries } from '../../../src/application/log';
import { ProjectionStore } from '../../../src/application/store';
import type { LogEntry } from '../../../src/domain/log';
import { evolve } from '../../../src/domain/projection';
import { initialRootState, registeredProjections, type RootState } from '../../../src/domain/state';
import { instancesTopics } from '../../../src/infrastructure/wire/instances/instances.topics';
import { WireNormalizer } from '../../../src/infrastructure/wire/normalizer';
import { arbitraryCoreEntry, arbitraryStatusEntry, numbered, snapshotTopics } from '../../support/core-entries';
import { comparableState } from '../../support/comparable-state';

const normalizer = new WireNormalizer({ ...snapshotTopics, ...instancesTopics }, {});

/** The slow, obviously right fold: every event through every projection's pure `evolve`, one at a time. */
const foldFromScratch = (entries: readonly LogEntry[]): RootState => {
  let state = initialRootState() as Record<string, unknown>;
  for (const entry of entries) {
    for (const event of normalizer.normalize(entry)) {
      const next = { ...state };
      for (const [name, projection] of registeredProjections())
        next[name] = evolve(projection as never, state[name], event);
      state = next;
    }
  }
  return state as RootState;
};

const storeWith = (entries: readonly LogEntry[], checkpointEvery: number, maxCheckpoints = 4) => {
  const source = new InMemoryEntries();
  for (const entry of entries) source.push(entry);
  const store = new ProjectionStore(normalizer, source, { checkpointEvery, maxCheckpoints });
  return { store, source };
};

describe('ProjectionStore', () => {
  it('seeking to any entry equals folding from scratch (property, random checkpoints and points)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(arbitraryCoreEntry, arbitraryStatusEntry), { minLength: 1, maxLength: 120 }),
        fc.integer({ min: 1, max: 17 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 8 }),
        (raw, every, points) => {
          const entries = numbered(raw);
          const { store } = storeWith(entries, every);
          // Feed in uneven batches, as frames arrive live.
          for (let i = 0; i < entries.length; i += 7) store.ingest(entries.slice(i, i + 7));
          expect(comparableState(store.state)).to.deep.equal(comparableState(foldFromScratch(entries)));
          for (const point of points) {
            const seq = point % (entries.length + 1);
            expect(comparableState(store.seek(seq))).to.deep.equal(
              comparableState(foldFromScratch(entries.slice(0, seq))),
            );
          }
          store.dispose();
        },
      ),
      { numRuns: 100 },
    );
  });

  it('skips superseded snapshot frames on seek without changing the result', () => {
    const entries = numbered([
      ...Array.from({ length: 50 }, (_, i) => ({
        kind: 'FrameReceived' as const,
        at: i,
        topic: `snap:${i % 3}`,
        event: 'tick',
        payload: { timestamp: i },
      })),
      { kind: 'FrameReceived' as const, at: 50, topic: 'snap:1', event: 'tick', payload: { timestamp: 'broken' } },
    ]);
    // A checkpoint every 10 entries: the seek folds from the one at 40, which has seen every key (before a key's
    // first checkpoint nothing of it is skipped, see EntryIndex.superseded).
    const { store, source } = storeWith(entries, 10, 100);
    store.ingest(entries);
    const read: number[] = [];
    const range = source.range.bind(source);
    source.range = (from, to, wanted) =>
      range(from, to, wanted && ((seq) => (wanted(seq) ? (read.push(seq), true) : false)));
    expect(store.seek(49)).to.deep.equal(foldFromScratch(entries.slice(0, 49)));
    expect(read).to.deep.equal([47, 48, 49]);
    store.dispose();
  });

  it('folds entries queued in the same turn as one batch and emits once', () => {
    const entries = numbered([
      { kind: 'ConnectionChanged', at: 1, state: 'connected', attempt: 0 },
      { kind: 'ClockTicked', at: 2, now: 2000 },
      { kind: 'ClockTicked', at: 3, now: 3000 },
    ]);
    const source = new InMemoryEntries();
    const store = new ProjectionStore(normalizer, source, { scheduler: queueScheduler });
    const seen: RootState[] = [];
    const subscription = store.state$.subscribe((state) => seen.push(state));
    store.ingest(entries);
    expect(seen).to.have.length(2); // the initial state, then one emission for the batch
    expect(seen[1]?.clock.clientNow).to.equal(3000);
    expect(seen[1]?.connection.state).to.equal('connected');
    subscription.unsubscribe();
    store.dispose();
  });

  it('enqueue defers the fold to the scheduler, then flushes everything queued', async () => {
    const { store } = storeWith([], 100);
    store.enqueue({ seq: 1, at: 1, kind: 'ClockTicked', now: 10 });
    store.enqueue({ seq: 2, at: 2, kind: 'ClockTicked', now: 20 });
    expect(store.lastSeq).to.equal(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.lastSeq).to.equal(2);
    expect(store.state.clock.clientNow).to.equal(20);
    store.dispose();
  });

  it('select emits only when the selected value changes', () => {
    const { store } = storeWith([], 100);
    const values: (string | undefined)[] = [];
    const subscription = store.select((state) => state.connection.state).subscribe((value) => values.push(value));
    store.ingest([{ seq: 1, at: 1, kind: 'ClockTicked', now: 1 }]);
    store.ingest([{ seq: 2, at: 2, kind: 'ConnectionChanged', state: 'connected', attempt: 0 }]);
    store.ingest([{ seq: 3, at: 3, kind: 'ClockTicked', now: 2 }]);
    expect(values).to.deep.equal(['connecting', 'connected']);
    subscription.unsubscribe();
    store.dispose();
  });

  it('skips entries already folded and refuses a gap in the sequence', () => {
    const { store } = storeWith([], 100);
    store.ingest([{ seq: 1, at: 1, kind: 'ClockTicked', now: 1 }]);
    store.ingest([{ seq: 1, at: 1, kind: 'ClockTicked', now: 999 }]);
    expect(store.state.clock.clientNow).to.equal(1);
    expect(() => store.ingest([{ seq: 3, at: 3, kind: 'ClockTicked', now: 3 }])).to.throw(/log gap/);
    store.dispose();
  });

  it('keeps checkpoints bounded by doubling the interval', () => {
    const entries = numbered(Array.from({ length: 400 }, (_, i) => ({ kind: 'ClockTicked' as const, at: i, now: i })));
    const { store } = storeWith(entries, 10, 8);
    store.ingest(entries);
    expect(store.checkpointInterval).to.be.greaterThan(10);
    expect(store.seek(123).clock.clientNow).to.equal(122);
    store.dispose();
  });
});

describe('ProjectionStore over the live log (a window of its newest entries)', () => {
  const ticks = (count: number): LogEntry[] =>
    numbered(
      Array.from({ length: count }, (_, i) => ({
        kind: 'FrameReceived' as const,
        at: i,
        topic: `snap:${(i % 3) + 1}`,
        event: 'tick',
        payload: { timestamp: i },
      })),
    );

  const windowed = (entries: readonly LogEntry[], bound: number, checkpointEvery: number) => {
    const log = new EventLog({ entries: bound, characters: 1e9 });
    const store = new ProjectionStore(normalizer, log.source, { checkpointEvery, maxCheckpoints: 512 });
    for (let i = 0; i < entries.length; i += 50) {
      const batch = entries.slice(i, i + 50);
      for (const entry of batch) log.appendRecorded(entry);
      store.ingest(batch);
    }
    return { log, store };
  };

  it('releases the checkpoints the window no longer covers, so their states do not pile up over a shift', () => {
    const entries = ticks(20_000);
    const { log, store } = windowed(entries, 1000, 100);
    // Without the release: 200 checkpoints (and their states) after 20,000 entries; with it, the window's ten.
    expect(store.checkpointCount).to.be.at.most(1000 / 100 + 1);
    expect(store.earliestSeek).to.be.at.least(log.source.firstSeq! - 1);
    expect(comparableState(store.state)).to.deep.equal(comparableState(foldFromScratch(entries)));
    store.dispose();
  });

  it('seeks anywhere the window covers as a fold from scratch would, and refuses what it released', () => {
    const entries = ticks(3000);
    const { store } = windowed(entries, 500, 64);
    for (const seq of [store.earliestSeek, store.earliestSeek + 1, 2800, 2999])
      expect(comparableState(store.seek(seq)), `seek ${seq}`).to.deep.equal(
        comparableState(foldFromScratch(entries.slice(0, seq))),
      );
    expect(() => store.seek(100)).to.throw(/entry 100 was released by the live log; seek reaches back to entry \d+/);
    store.dispose();
  });
});
