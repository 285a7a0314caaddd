import { expect } from 'chai';
import { entryCost, EventLog, liveLogBound, WindowedEntries } from '../../../src/application/log';
import type { LogEntry } from '../../../src/domain/log';

const tick = (seq: number): LogEntry => ({ seq, at: seq, kind: 'ClockTicked', now: seq });

const seqsOf = (entries: Iterable<LogEntry>): number[] => [...entries].map((entry) => entry.seq);

describe('The live log holds only its newest entries (issue 31 §3, issue 33 §1)', () => {
  it('holds at most its bound of entries and releases the oldest', () => {
    const window = new WindowedEntries({ entries: 10, characters: 1_000_000 });
    for (let seq = 1; seq <= 25; seq += 1) window.push(tick(seq));
    expect(window.lastSeq).to.equal(25);
    expect(window.firstSeq).to.equal(16);
    expect(window.size).to.equal(10);
    expect(seqsOf(window.range(1, 25)), 'released entries are not read back').to.deep.equal([
      16, 17, 18, 19, 20, 21, 22, 23, 24, 25,
    ]);
    expect(seqsOf(window.range(18, 20, (seq) => seq !== 19))).to.deep.equal([18, 20]);
  });

  it('keeps reading the right entries across its compactions', () => {
    const window = new WindowedEntries({ entries: 1500, characters: 1e9 });
    for (let seq = 1; seq <= 10_000; seq += 1) window.push(tick(seq));
    expect(window.firstSeq).to.equal(8501);
    expect(seqsOf(window.range(8499, 8503))).to.deep.equal([8501, 8502, 8503]);
    expect(seqsOf(window.range(9999, 20_000))).to.deep.equal([9999, 10_000]);
  });

  it('holds at most about its bound of characters: a frame counts its wire text', () => {
    const log = new EventLog({ entries: 1000, characters: 3 * (1000 + entryCost) });
    const text = JSON.stringify('x'.repeat(998)); // 1,000 characters
    for (let i = 0; i < 10; i += 1)
      log.append({ kind: 'FrameReceived', at: i, topic: 't', event: 'e', payload: {} }, text);
    expect(log.lastSeq).to.equal(10);
    expect(seqsOf(log.source.range(1, 10))).to.deep.equal([8, 9, 10]);
  });

  it('always holds the newest entry, however large', () => {
    const window = new WindowedEntries({ entries: 5, characters: 10 });
    window.push(tick(1));
    window.push(tick(2));
    expect(seqsOf(window.range(1, 2))).to.deep.equal([2]);
  });

  it('refuses an entry out of order', () => {
    const window = new WindowedEntries({ entries: 5, characters: 1000 });
    window.push(tick(1));
    expect(() => window.push(tick(3))).to.throw('entry seq 3 out of order (expected 2)');
  });

  it("the console's log is bounded by default: a shift's entries do not stay in memory", () => {
    const log = new EventLog();
    const total = liveLogBound.entries + 500;
    for (let i = 0; i < total; i += 1) log.append({ kind: 'ClockTicked', at: i, now: i });
    expect(log.lastSeq).to.equal(total);
    expect(log.source.firstSeq).to.equal(501);
    expect([...log.source.range(1, total)]).to.have.length(liveLogBound.entries);
  });
});
