import 'fake-indexeddb/auto';
import { expect } from 'chai';
import { EventLog } from '../../../src/application/log';
import { FlightRecorder, SessionRecorder } from '../../../src/application/recording';
import { readRecording, type RecordingItem } from '../../../src/infrastructure/recording';
import { IndexedDbRecordStorage } from '../../../src/infrastructure/storage/indexed-db-storage';

const read = async (chunks: readonly string[]): Promise<RecordingItem[]> => {
  const items: RecordingItem[] = [];
  async function* source() {
    yield* chunks;
  }
  for await (const item of readRecording(source())) items.push(item);
  return items;
};

describe('recorders', () => {
  it('a session recording holds every entry from start to stop, as the documented format, without secrets', async () => {
    const log = new EventLog();
    log.append({ kind: 'ClockTicked', at: 1, now: 1 });
    const recorder = new SessionRecorder(log, '0.1.0', () => Date.parse('2026-11-22T10:00:00Z'));
    recorder.start('bug 42');
    log.append({ kind: 'CommandIssued', at: 2, id: 'c1', account: 'admin@demo.local', name: 'profile.change_password', args: { old_password: 'hunter2', new_password: 'x' } });
    log.append({ kind: 'CommandSettled', at: 3, id: 'c1', outcome: 'ok', latencyMs: 1 });
    const finished = recorder.stop();
    log.append({ kind: 'ClockTicked', at: 4, now: 4 });
    expect(finished?.fileName).to.equal('studio-console-2026-11-22T10-00-00-000Z.ndjson');
    expect(finished?.entries).to.equal(2);
    expect(finished?.chunks.join('')).not.to.include('hunter2');
    const items = await read(finished?.chunks ?? []);
    expect(items[0]).to.deep.include({ type: 'header' });
    expect((items[0] as { header: { firstSeq: number; note: string } }).header).to.include({ firstSeq: 2, note: 'bug 42' });
    expect(items.slice(1).map((item) => (item.type === 'entry' ? item.entry.seq : 0))).to.deep.equal([2, 3]);
  });

  it('the flight recorder keeps the last window of entries in IndexedDB, redacted, and drops older batches', async () => {
    const log = new EventLog();
    let now = 0;
    const recorder = new FlightRecorder(log, new IndexedDbRecordStorage(`flight-${Math.random()}`), () => now, { windowMs: 60_000, budget: 1e9 });
    recorder.start();
    for (let second = 0; second < 180; second += 1) {
      now = second * 1000;
      log.append({ kind: 'ClockTicked', at: now, now });
      if (second === 170) log.append({ kind: 'FrameSent', at: now, topic: 'profile:t0k3n', event: 'change_password', payload: { new_password: 'secret!' } });
    }
    const batches = await recorder.batches();
    await recorder.stop();
    const lines = batches.flatMap((batch) => batch.lines.trim().split('\n'));
    const seconds = lines.map((line) => (JSON.parse(line) as { at: number }).at / 1000);
    expect(Math.min(...seconds)).to.be.at.least(118);
    expect(Math.max(...seconds)).to.equal(179);
    expect(lines.join('\n')).not.to.include('secret!');
    expect(lines.join('\n')).not.to.include('t0k3n');
  });

  it('the flight recorder stays within its size budget', async () => {
    const log = new EventLog();
    let now = 0;
    const recorder = new FlightRecorder(log, new IndexedDbRecordStorage(`flight-${Math.random()}`), () => now, { windowMs: 3_600_000, budget: 4000 });
    recorder.start();
    for (let second = 0; second < 600; second += 1) {
      now = second * 1000;
      log.append({ kind: 'ClockTicked', at: now, now });
    }
    const batches = await recorder.batches();
    await recorder.stop();
    const size = batches.reduce((total, batch) => total + batch.lines.length, 0);
    expect(size).to.be.at.most(4000 + 200);
    expect(batches.at(-1)?.lastSeq).to.equal(600);
  });
});
