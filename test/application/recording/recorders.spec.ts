import 'fake-indexeddb/auto';
import { expect } from 'chai';
import { EventLog } from '../../../src/application/log';
import { MemoryRecordStorage } from '../../../src/application/replay-console';
import type { RecordStorage } from '../../../src/application/ports';
import {
  encodeRecording,
  FlightRecorder,
  isStoredBlock,
  makeHeader,
  SessionRecorder,
  type StoredBlock,
} from '../../../src/application/recording';
import { encodeSliceSize } from '../../../src/application/recording/recording-encoding';
import { gunzip } from '../../../src/infrastructure/recording/gzip';
import { StoredRecordingBlocks } from '../../../src/infrastructure/recording';
import { IndexedDbRecordStorage } from '../../../src/infrastructure/storage/indexed-db-storage';
import { recordingOf } from './recording-file';

const blocks = new StoredRecordingBlocks();
const noPause = async (): Promise<void> => undefined;

const flightOver = (log: EventLog, storage: RecordStorage, now: () => number, windowMs = 3_600_000, budget = 1e9) =>
  new FlightRecorder(log, storage, blocks, now, { windowMs, budget });

/** What a download of these blocks holds (what leaves the browser: redacted). */
const fileOf = async (stored: readonly StoredBlock[]) =>
  recordingOf([(await blocks.writeFile(makeHeader(new Date(0), 'test'), stored, noPause)).blob]);

/** A stored block's lines as they sit in storage. */
const storedText = async (stored: readonly StoredBlock[]): Promise<string> =>
  (await Promise.all(stored.map(async (block) => new TextDecoder().decode(await gunzip(block.bytes))))).join('');

const flightKeys = async (storage: RecordStorage): Promise<{ firstSeq: number; lastSeq: number }[]> =>
  (await storage.page('flight', '', 1000))
    .map(({ record }) => record)
    .filter(isStoredBlock)
    .map(({ firstSeq, lastSeq }) => ({ firstSeq, lastSeq }));

const signIn = (log: EventLog, at: number, token: string): void =>
  void log.append({
    kind: 'HttpExchanged',
    at,
    name: 'login',
    method: 'POST',
    url: '/api/v1/login',
    status: 200,
    request: { email: 'admin@demo.local', password: 'demo1234' },
    response: { status: 'ok', result: token },
  });

describe('recorders', () => {
  it('a session recording holds every entry from the sign-in to the stop, as a version 2 file, without secrets', async () => {
    const log = new EventLog();
    log.append({ kind: 'ClockTicked', at: 0, now: 0 });
    signIn(log, 0, 'the-token');
    log.append({
      kind: 'FrameReceived',
      at: 1,
      topic: 'profile:the-token',
      event: 'init',
      payload: { email: 'admin@demo.local' },
    });
    const storage = new IndexedDbRecordStorage(`session-${Math.random()}`);
    const flight = flightOver(log, storage, () => 0);
    const recorder = new SessionRecorder(flight, '0.1.0', () => Date.parse('2026-11-22T10:00:00Z'));
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
    // From the sign-in (the state a replay needs) to the stop: the clock tick of another session is left out,
    // and so is the one after the stop.
    expect(stopped?.fileName).to.equal('studio-console-2026-11-22T10-00-00-000Z.screc');
    const file = await blocks.writeFile(stopped!.header, stopped!.blocks, noPause);
    expect(file.entries).to.equal(4);
    const { header, entries, text } = await recordingOf([file.blob]);
    for (const secret of ['hunter2', 'demo1234', 'the-token']) expect(text).not.to.include(secret);
    expect(header).to.include({ version: 2, firstSeq: 2, note: 'bug 42', redacted: true });
    expect(entries.map((entry) => entry.seq)).to.deep.equal([2, 3, 4, 5]);
    await flight.stop();
  });

  it('the flight recorder keeps the last window of entries in IndexedDB, redacted in its download, and drops older blocks', async () => {
    const log = new EventLog();
    let now = 0;
    const recorder = flightOver(log, new IndexedDbRecordStorage(`flight-${Math.random()}`), () => now, 60_000);
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
    const stored = await recorder.batches();
    await recorder.stop();
    const { entries, text } = await fileOf(stored);
    const seconds = entries.map((entry) => (entry.at as number) / 1000);
    expect(Math.min(...seconds)).to.be.at.least(118);
    expect(Math.max(...seconds)).to.equal(179);
    expect(text).not.to.include('secret!');
    expect(text).not.to.include('t0k3n');
  });

  it('the flight recorder stays within its size budget', async () => {
    const log = new EventLog();
    let now = 0;
    const recorder = flightOver(log, new IndexedDbRecordStorage(`flight-${Math.random()}`), () => now, 3_600_000, 4000);
    recorder.start();
    for (let second = 0; second < 600; second += 1) {
      now = second * 1000;
      log.append({ kind: 'ClockTicked', at: now, now });
    }
    const stored = await recorder.batches();
    await recorder.stop();
    const text = stored.reduce((total, block) => total + block.textBytes, 0);
    expect(text).to.be.at.most(4000 + 200);
    expect(stored.at(-1)?.lastSeq).to.equal(600);
  });

  it('the flight recorder stores compressed, redacted blocks and forgets them at sign-in and sign-out', async () => {
    const log = new EventLog();
    let now = 0;
    const recorder = flightOver(log, new IndexedDbRecordStorage(`flight-${Math.random()}`), () => now);
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
    let stored = await recorder.batches();
    // At rest: gzip of the entries' version 2 lines, redacted; a refused sign-in forgets nothing.
    expect(stored[0]?.bytes.subarray(0, 2)).to.deep.equal(new Uint8Array([0x1f, 0x8b]));
    expect((await storedText(stored)).split('\n').filter(Boolean)).to.have.length(3);
    expect(await storedText(stored)).to.include('"payload":{"host":{"ssh_password":"[redacted]"}}}');
    expect(await storedText(stored)).not.to.include('still-first');
    exchange((now = 6000), 'login', 200, { status: 'ok', result: 'token-of-the-second' });
    frame((now = 9000), 'second-account');
    stored = await recorder.batches();
    expect((await fileOf(stored)).entries.map((entry) => entry.seq)).to.deep.equal([4, 5]);
    const { text } = await fileOf(stored);
    expect(text).not.to.include('second-account');
    expect(text).not.to.include('token-of-the-second');
    exchange((now = 12_000), 'logout', 200, {});
    expect((await fileOf(await recorder.batches())).entries.map((entry) => entry.kind)).to.deep.equal([
      'HttpExchanged',
    ]);
    await recorder.stop();
  });

  it('the flight recorder says when the blocks it handed on are stored, without cutting the one it gathers', async () => {
    const log = new EventLog();
    const storage = new MemoryRecordStorage();
    let now = 0;
    const recorder = flightOver(log, storage, () => now);
    recorder.start();
    // Two seconds of ticks make a block; the tick after them starts the next, still gathered.
    for (let second = 0; second <= 3; second += 1) {
      now = second * 1000;
      log.append({ kind: 'ClockTicked', at: now, now });
    }
    await recorder.settled();
    expect(await flightKeys(storage)).to.deep.equal([{ firstSeq: 1, lastSeq: 3 }]);
    await recorder.stop();
    expect(await flightKeys(storage)).to.deep.equal([
      { firstSeq: 1, lastSeq: 3 },
      { firstSeq: 4, lastSeq: 4 },
    ]);
  });

  it('writing a version 1 recording pauses between slices, so a long one never holds the page', async () => {
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

  it('a stored frame the text pass cannot redact is redacted from its payload in the file', async () => {
    const log = new EventLog();
    const payload = { name: 'bucket', credentials: { access: 'AKIA-visible-nowhere' } };
    log.append(
      { kind: 'FrameReceived', at: 5, topic: 'uploads:7', event: 'presign', payload, ref: '12' },
      JSON.stringify(payload),
    );
    const recorder = flightOver(log, new MemoryRecordStorage(), () => 5);
    recorder.start();
    const { entries } = await fileOf(await recorder.batches());
    expect(entries[0]).to.deep.include({ seq: 1, ref: '12', payload: { name: 'bucket', credentials: '[redacted]' } });
    await recorder.stop();
  });

  it('a session recording is the flight recorder’s blocks: held past the window and the budget while it runs, one stored copy, pruned once written', async () => {
    const log = new EventLog({ entries: 100, characters: 1e9 });
    const storage = new MemoryRecordStorage();
    let now = 0;
    const flight = flightOver(log, storage, () => now, 10_000, 1e9);
    const recorder = new SessionRecorder(flight, '0.1.0', () => now);
    recorder.start();
    for (let second = 1; second <= 120; second += 1) {
      now = second * 1000;
      for (let i = 0; i < 50; i += 1) log.append({ kind: 'ClockTicked', at: now, now: i });
    }
    await flight.flush();
    // Two minutes against a ten-second window: the recording holds them all, as the flight recorder's blocks
    // (nothing in another store), while the live log keeps its last 100.
    expect((await flightKeys(storage))[0]?.firstSeq).to.equal(1);
    expect(await storage.page('session', '', 10)).to.deep.equal([]);
    expect(log.source.firstSeq).to.equal(6000 - 99);
    // The flight download is still its window.
    expect((await flight.batches())[0]?.at).to.be.at.least(now - 10_000);
    const stopped = recorder.stop();
    log.append({ kind: 'ClockTicked', at: now, now: 0 });
    const file = await blocks.writeFile(stopped!.header, stopped!.blocks, noPause);
    expect(file.entries).to.equal(6000);
    const { entries } = await recordingOf([file.blob]);
    expect(entries.map((entry) => entry.seq)).to.deep.equal(Array.from({ length: 6000 }, (_, i) => i + 1));
    await stopped?.discard();
    expect((await flightKeys(storage))[0]?.firstSeq, 'released: back to the window').to.be.above(5000);
    await flight.stop();
  });

  it('a sign-out during a recording leaves the recording whole; the flight download starts at the sign-out', async () => {
    const log = new EventLog();
    const storage = new MemoryRecordStorage();
    let now = 0;
    const flight = flightOver(log, storage, () => now);
    const recorder = new SessionRecorder(flight, '0.1.0', () => now);
    signIn(log, (now = 1), 'token-one');
    recorder.start();
    log.append({ kind: 'ClockTicked', at: (now = 2), now });
    log.append({ kind: 'HttpExchanged', at: (now = 3), name: 'logout', method: 'POST', url: '/', status: 200 });
    log.append({ kind: 'ClockTicked', at: (now = 4), now });
    expect((await fileOf(await flight.batches())).entries.map((entry) => entry.seq)).to.deep.equal([3, 4]);
    const stopped = recorder.stop();
    const { entries } = await recordingOf([(await blocks.writeFile(stopped!.header, stopped!.blocks, noPause)).blob]);
    expect(entries.map((entry) => entry.seq)).to.deep.equal([1, 2, 3, 4]);
    await stopped?.discard();
    expect((await flightKeys(storage)).map((block) => block.firstSeq)).to.deep.equal([3]);
    await flight.stop();
  });

  it('a recording reads only its own page’s blocks: a page loaded later writes after them, never over them', async () => {
    const storage = new MemoryRecordStorage();
    const earlier = new EventLog();
    const before = flightOver(earlier, storage, () => 1000);
    before.start();
    for (let i = 0; i < 10; i += 1) earlier.append({ kind: 'ClockTicked', at: 1000, now: i });
    await before.stop();
    const log = new EventLog();
    const flight = flightOver(log, storage, () => 2000);
    const recorder = new SessionRecorder(flight, '0.1.0', () => 2000);
    recorder.start();
    for (let i = 0; i < 3; i += 1) log.append({ kind: 'ClockTicked', at: 2000, now: 100 + i });
    const stopped = recorder.stop();
    const { entries } = await recordingOf([(await blocks.writeFile(stopped!.header, stopped!.blocks, noPause)).blob]);
    expect(entries.map((entry) => entry.now)).to.deep.equal([100, 101, 102]);
    expect((await flightKeys(storage)).map((block) => block.lastSeq)).to.deep.equal([10, 3]);
    await flight.stop();
  });

  it('a session that began before the oldest entry the flight recorder holds is recorded from that entry, and its note says so', async () => {
    const log = new EventLog({ entries: 10, characters: 1e9 });
    signIn(log, 0, 'token');
    for (let i = 1; i <= 30; i += 1) log.append({ kind: 'ClockTicked', at: i, now: i });
    // A recorder started late finds only the live log's last ten entries.
    const flight = flightOver(log, new MemoryRecordStorage(), () => 0);
    const recorder = new SessionRecorder(flight, '0.1.0', () => 0);
    recorder.start('bug 7');
    const stopped = recorder.stop();
    expect(stopped?.header).to.include({
      firstSeq: 22,
      note: "bug 7; the flight recorder had released this session's entries before 22",
    });
    expect((await blocks.writeFile(stopped!.header, stopped!.blocks, noPause)).entries).to.equal(10);
    await flight.stop();
  });

  it('a session recording whose storage fails gives no file that pretends to be whole', async () => {
    const log = new EventLog();
    const storage = new MemoryRecordStorage();
    storage.put = () => Promise.reject(new Error('QuotaExceededError'));
    const flight = flightOver(log, storage, () => 0);
    const recorder = new SessionRecorder(flight, '0.1.0', () => 0);
    recorder.start();
    log.append({ kind: 'ClockTicked', at: 0, now: 0 });
    const stopped = recorder.stop();
    let failure: unknown;
    await blocks.writeFile(stopped!.header, stopped!.blocks, noPause).catch((error: unknown) => (failure = error));
    expect((failure as Error).message).to.equal('The recording could not be stored: QuotaExceededError');
    await flight.stop();
  });
});
