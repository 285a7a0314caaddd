import 'fake-indexeddb/auto';
import { expect } from 'chai';
import { EventLog } from '../../../src/application/log';
import { MemoryRecordStorage } from '../../../src/application/replay-console';
import {
  encodeRecording,
  type FlightBatch,
  FlightRecorder,
  fromFlightRecord,
  makeHeader,
  SessionRecorder,
  sessionBatchEntries,
  toFlightRecord,
} from '../../../src/application/recording';
import { encodeSliceSize } from '../../../src/application/recording/recording-encoding';
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

const noPause = async (): Promise<void> => undefined;

/** The lines a download of these batches holds (what leaves the browser: redacted). */
const flightLines = async (batches: readonly FlightBatch[]): Promise<string[]> => {
  const file = await encodeRecording(
    makeHeader(new Date(0), 'test'),
    batches.flatMap((batch) => batch.records.map(fromFlightRecord)),
    noPause,
  );
  return file.chunks.join('').trim().split('\n').slice(1);
};

describe('recorders', () => {
  it('a session recording holds every entry from the sign-in to the stop, as the documented format, without secrets', async () => {
    const log = new EventLog();
    log.append({ kind: 'ClockTicked', at: 0, now: 0 });
    log.append({
      kind: 'HttpExchanged',
      at: 0,
      name: 'login',
      method: 'POST',
      url: '/api/v1/login',
      status: 200,
      request: { email: 'admin@demo.local', password: 'demo1234' },
      response: { status: 'ok', result: 'the-token' },
    });
    log.append({
      kind: 'FrameReceived',
      at: 1,
      topic: 'profile:the-token',
      event: 'init',
      payload: { email: 'admin@demo.local' },
    });
    const recorder = new SessionRecorder(log, new IndexedDbRecordStorage(`session-${Math.random()}`), '0.1.0', () =>
      Date.parse('2026-11-22T10:00:00Z'),
    );
    recorder.start('bug 42');
    log.append({
      kind: 'CommandIssued',
      at: 2,
      id: 'c1',
      account: 'admin@demo.local',
      name: 'profile.change_password',
      args: { old_password: 'hunter2', new_password: 'x' },
    });
    log.append({ kind: 'CommandSettled', at: 3, id: 'c1', outcome: 'ok', latencyMs: 1 });
    const stopped = recorder.stop();
    log.append({ kind: 'ClockTicked', at: 4, now: 4 });
    // From the sign-in (the state a replay needs) to the stop: the clock tick of another session is left out.
    const finished = stopped && {
      fileName: stopped.fileName,
      ...(await encodeRecording(stopped.header, stopped.entries, noPause)),
    };
    expect(finished?.fileName).to.equal('studio-console-2026-11-22T10-00-00-000Z.ndjson');
    expect(finished?.entries).to.equal(4);
    for (const secret of ['hunter2', 'demo1234', 'the-token']) expect(finished?.chunks.join('')).not.to.include(secret);
    const items = await read(finished?.chunks ?? []);
    expect(items[0]).to.deep.include({ type: 'header' });
    expect((items[0] as { header: { firstSeq: number; note: string } }).header).to.include({
      firstSeq: 2,
      note: 'bug 42',
    });
    expect(items.slice(1).map((item) => (item.type === 'entry' ? item.entry.seq : 0))).to.deep.equal([2, 3, 4, 5]);
  });

  it('the flight recorder keeps the last window of entries in IndexedDB, redacted, and drops older batches', async () => {
    const log = new EventLog();
    let now = 0;
    const recorder = new FlightRecorder(log, new IndexedDbRecordStorage(`flight-${Math.random()}`), () => now, {
      windowMs: 60_000,
      budget: 1e9,
    });
    recorder.start();
    for (let second = 0; second < 180; second += 1) {
      now = second * 1000;
      log.append({ kind: 'ClockTicked', at: now, now });
      if (second === 170)
        log.append({
          kind: 'FrameSent',
          at: now,
          topic: 'profile:t0k3n',
          event: 'change_password',
          payload: { new_password: 'secret!' },
        });
    }
    const batches = await recorder.batches();
    await recorder.stop();
    const lines = await flightLines(batches);
    const seconds = lines.map((line) => (JSON.parse(line) as { at: number }).at / 1000);
    expect(Math.min(...seconds)).to.be.at.least(118);
    expect(Math.max(...seconds)).to.equal(179);
    expect(lines.join('\n')).not.to.include('secret!');
    expect(lines.join('\n')).not.to.include('t0k3n');
  });

  it('the flight recorder stays within its size budget', async () => {
    const log = new EventLog();
    let now = 0;
    const recorder = new FlightRecorder(log, new IndexedDbRecordStorage(`flight-${Math.random()}`), () => now, {
      windowMs: 3_600_000,
      budget: 4000,
    });
    recorder.start();
    for (let second = 0; second < 600; second += 1) {
      now = second * 1000;
      log.append({ kind: 'ClockTicked', at: now, now });
    }
    const batches = await recorder.batches();
    await recorder.stop();
    const size = batches.reduce((total, batch) => total + batch.size, 0);
    expect(size).to.be.at.most(4000 + 200);
    expect(batches.at(-1)?.lastSeq).to.equal(600);
  });

  it('the flight recorder stores frames as they came and forgets them at sign-in and sign-out', async () => {
    const log = new EventLog();
    let now = 0;
    const recorder = new FlightRecorder(log, new IndexedDbRecordStorage(`flight-${Math.random()}`), () => now, {
      windowMs: 3_600_000,
      budget: 1e9,
    });
    recorder.start();
    const frame = (at: number, password: string): void =>
      void log.append(
        {
          kind: 'FrameReceived',
          at,
          topic: 'instances:status:7',
          event: 'status',
          payload: { host: { ssh_password: password } },
        },
        `{"host":{"ssh_password":"${password}"}}`,
      );
    const exchange = (at: number, name: string, status: number, response: unknown): void =>
      void log.append({ kind: 'HttpExchanged', at, name, method: 'POST', url: `/api/v1/${name}`, status, response });
    frame((now = 1000), 'first-account');
    frame((now = 4000), 'still-first');
    exchange((now = 5000), 'login', 200, { status: 'error', result: 'Wrong e-mail or password' });
    let stored = (await recorder.batches()).flatMap((batch) => batch.records);
    // At rest, a frame is its wire text as it came; a refused sign-in forgets nothing.
    expect(stored.map((record) => (typeof record === 'string' ? 'an entry as JSON' : record[5]))).to.deep.equal([
      '{"host":{"ssh_password":"first-account"}}',
      '{"host":{"ssh_password":"still-first"}}',
      'an entry as JSON',
    ]);
    exchange((now = 6000), 'login', 200, { status: 'ok', result: 'token-of-the-second' });
    frame((now = 9000), 'second-account');
    stored = (await recorder.batches()).flatMap((batch) => batch.records);
    expect(JSON.stringify(stored)).not.to.include('first-account');
    expect(stored.map((record) => fromFlightRecord(record).seq)).to.deep.equal([4, 5]);
    const lines = await flightLines(await recorder.batches());
    expect(lines.join('\n')).not.to.include('second-account');
    expect(lines.join('\n')).not.to.include('token-of-the-second');
    exchange((now = 12_000), 'logout', 200, {});
    expect(
      (await recorder.batches()).flatMap((batch) => batch.records).map((record) => fromFlightRecord(record).kind),
    ).to.deep.equal(['HttpExchanged']);
    await recorder.stop();
  });

  it('writing a recording pauses between slices, so a long one never holds the page', async () => {
    const entries = Array.from({ length: encodeSliceSize * 2 + 5 }, (_, index) => ({
      kind: 'ClockTicked' as const,
      seq: index + 1,
      at: index,
      now: index,
    }));
    let pauses = 0;
    const file = await encodeRecording(makeHeader(new Date(0), 'test'), entries, async () => void (pauses += 1));
    expect(pauses).to.equal(2);
    expect(file.entries).to.equal(entries.length);
    expect(file.chunks.join('').trim().split('\n')).to.have.length(entries.length + 1);
  });

  it('a stored frame comes back as the entry it was, and one the text pass cannot redact is redacted from its payload', async () => {
    const log = new EventLog();
    const payload = { name: 'bucket', credentials: { access: 'AKIA-visible-nowhere' } };
    const entry = log.append(
      { kind: 'FrameReceived', at: 5, topic: 'uploads:7', event: 'presign', payload, ref: '12' },
      JSON.stringify(payload),
    );
    const stored = toFlightRecord(entry);
    expect(fromFlightRecord(stored)).to.deep.equal(entry);
    const [line] = await flightLines([{ at: 5, firstSeq: 1, lastSeq: 1, records: [stored], size: 0 }]);
    expect(JSON.parse(line ?? '')).to.deep.include({
      seq: 1,
      ref: '12',
      payload: { name: 'bucket', credentials: '[redacted]' },
    });
  });

  it('a session recording writes out as it goes: batches reach storage while it runs, and the file has every entry the live log released', async () => {
    const log = new EventLog({ entries: 100, characters: 1e9 });
    const storage = new MemoryRecordStorage();
    const recorder = new SessionRecorder(log, storage, '0.1.0', () => 0);
    recorder.start();
    const total = sessionBatchEntries * 3 + 7;
    for (let i = 1; i <= total; i += 1) log.append({ kind: 'ClockTicked', at: 0, now: i });
    await recorder.stored();
    const stored = (await storage.page('session', '', 100)).map(({ record }) => record as FlightBatch);
    // Running, it holds only the batch it is gathering: the rest is in storage (the log keeps its last 100).
    expect(stored.map((batch) => [batch.firstSeq, batch.lastSeq])).to.deep.equal([
      [1, 2000],
      [2001, 4000],
      [4001, 6000],
      [6001, 6007],
    ]);
    expect(log.source.firstSeq).to.equal(total - 99);
    const stopped = recorder.stop();
    const file = stopped && (await encodeRecording(stopped.header, stopped.entries, noPause));
    expect(file?.entries).to.equal(total);
    const items = await read(file?.chunks ?? []);
    expect(items.slice(1).map((item) => (item.type === 'entry' ? item.entry.seq : 0))).to.deep.equal(
      Array.from({ length: total }, (_, i) => i + 1),
    );
    await stopped?.discard();
    expect(await storage.page('session', '', 10), 'forgotten once written (it is unredacted)').to.deep.equal([]);
  });

  it('a session that began before the oldest entry the live log holds is recorded from that entry, and its note says so', async () => {
    const log = new EventLog({ entries: 10, characters: 1e9 });
    log.append({
      kind: 'HttpExchanged',
      at: 0,
      name: 'login',
      method: 'POST',
      url: '/api/v1/login',
      status: 200,
      request: {},
      response: { status: 'ok', result: 'token' },
    });
    for (let i = 1; i <= 30; i += 1) log.append({ kind: 'ClockTicked', at: i, now: i });
    const recorder = new SessionRecorder(log, new MemoryRecordStorage(), '0.1.0', () => 0);
    recorder.start('bug 7');
    const stopped = recorder.stop();
    expect(stopped?.header).to.include({
      firstSeq: 22,
      note: "bug 7; the live log had released this session's entries before 22",
    });
    const file = stopped && (await encodeRecording(stopped.header, stopped.entries, noPause));
    expect(file?.entries).to.equal(10);
  });

  it('a session recording whose storage fails gives no file that pretends to be whole', async () => {
    const log = new EventLog();
    const storage = new MemoryRecordStorage();
    storage.put = () => Promise.reject(new Error('QuotaExceededError'));
    const recorder = new SessionRecorder(log, storage, '0.1.0', () => 0);
    recorder.start();
    log.append({ kind: 'ClockTicked', at: 0, now: 0 });
    const stopped = recorder.stop();
    let failure: unknown;
    await encodeRecording(stopped!.header, stopped!.entries, noPause).catch((error: unknown) => (failure = error));
    expect((failure as Error).message).to.equal('The recording could not be stored: QuotaExceededError');
  });
});
