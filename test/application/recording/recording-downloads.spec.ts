import 'fake-indexeddb/auto';
import { expect } from 'chai';
import { firstValueFrom, VirtualTimeScheduler } from 'rxjs';
import { CommandBus } from '../../../src/application/commands';
import {
  FlightRecorder,
  RecordingBlocks,
  RecordingDownloads,
  recordingModule,
  SessionRecorder,
} from '../../../src/application/recording';
import { RecordStorage } from '../../../src/application/ports';
import { StoredRecordingBlocks } from '../../../src/infrastructure/recording';
import { IndexedDbRecordStorage } from '../../../src/infrastructure/storage/indexed-db-storage';
import { createHarness, settle } from '../console-harness';
import { recordingOf } from './recording-file';

// Issue 7: "any account, from its profile menu, can start and stop a full recording and download it as an
// NDJSON file in the documented recording format" — now version 2 of it (issue 33 §1); the flight recorder's last 30 minutes are downloadable too.

const setup = () => {
  const harness = createHarness();
  harness.container.bind(RecordStorage).toConstantValue(new IndexedDbRecordStorage(`downloads-${Math.random()}`));
  harness.container.bind(RecordingBlocks).toConstantValue(new StoredRecordingBlocks());
  harness.container.load(recordingModule);
  return {
    ...harness,
    downloads: harness.container.get(RecordingDownloads),
    flight: harness.container.get(FlightRecorder),
  };
};

describe('Download recording from the profile menu (issue 7)', () => {
  it('start … stop gives a redacted recording of this session up to the stop, journaled as recording.start and recording.stop', async () => {
    const harness = setup();
    harness.receive('control', 'timestamp', { timestamp: 1 });
    harness.downloads.start();
    expect(await firstValueFrom(harness.downloads.recording$)).to.equal(true);
    harness.receive('instances:status:7', 'status', { host: { ip: '10.0.0.7', ssh_password: 'hunter2' } });
    const writing: boolean[] = [];
    const watched = harness.downloads.writing$.subscribe((value) => writing.push(value));
    const file = await harness.downloads.stop();
    watched.unsubscribe();
    expect(writing, 'the menu says a file is being written while it is').to.deep.equal([false, true, false]);
    expect(await firstValueFrom(harness.downloads.recording$)).to.equal(false);
    expect(file?.fileName).to.match(/^studio-console-.*\.screc$/);
    const { header, entries, text } = await recordingOf(file!.chunks);
    // No sign-in in this page's log: the recording holds it from the first entry (firstSeq 1 is left out),
    // the frame before the Start included, so a replay has the state the person saw when they pressed it.
    expect(header).to.include({ format: 'studio-console-recording', version: 2, redacted: true });
    expect(header).to.not.have.property('firstSeq');
    expect(entries.map((entry) => entry.kind)).to.deep.equal([
      'FrameReceived',
      'CommandIssued',
      'CommandSettled',
      'FrameReceived',
      'CommandIssued',
      'CommandSettled',
    ]);
    expect(text).to.not.include('hunter2');
    expect(harness.commandNames()).to.deep.equal(['recording.start', 'recording.stop', 'recording.write_session']);
    expect(await harness.downloads.stop()).to.equal(undefined);
    harness.dispose();
  });

  it('the flight recorder download is a recording of the last entries, its header naming the first one held', async () => {
    const harness = setup();
    harness.flight.start();
    harness.receive('control', 'timestamp', { timestamp: 1 });
    harness.receive('instances:status:7', 'status', { host: { ssh_password: 'hunter2' } });
    const file = await harness.downloads.flightRecording();
    const { header, entries, text } = await recordingOf(file!.chunks);
    expect(header).to.include({
      format: 'studio-console-recording',
      note: 'flight recorder: the last 30 minutes of this console',
    });
    // The first entry held is entry 1, which the format writes by leaving firstSeq out.
    expect(header.firstSeq ?? 1).to.equal(1);
    expect(entries.slice(0, 2).map((entry) => entry.kind)).to.deep.equal(['FrameReceived', 'FrameReceived']);
    expect(text).to.not.include('hunter2');
    expect(harness.commandNames()).to.include('recording.download_flight');
    await harness.flight.stop();
    harness.dispose();
  });

  it('a flight recorder storage that never answers ends the download with an error instead of waiting forever', async () => {
    const harness = createHarness();
    const stalled = {
      put: async () => undefined,
      since: () => new Promise<unknown[]>(() => undefined),
      page: async () => [],
      prune: async () => 0,
    };
    const flight = new FlightRecorder(harness.log, stalled, new StoredRecordingBlocks(), () => harness.now());
    const scheduler = new VirtualTimeScheduler();
    const downloads = new RecordingDownloads(
      harness.container.get(CommandBus),
      new SessionRecorder(flight, 'test', () => harness.now()),
      flight,
      new StoredRecordingBlocks(),
      'test',
      () => harness.now(),
      scheduler,
    );
    const pending = downloads.flightRecording();
    await settle();
    scheduler.flush();
    expect(await pending).to.equal(undefined);
    const settled = harness.entries.find((entry) => entry.kind === 'CommandSettled');
    expect(settled).to.include({ outcome: 'error', reason: "The flight recorder's storage did not answer." });
    harness.dispose();
  });

  it('a session recording its storage refused ends the download with an error the notices show, and no file', async () => {
    const harness = createHarness();
    const refusing = new IndexedDbRecordStorage(`refusing-${Math.random()}`);
    refusing.put = () => Promise.reject(new Error('QuotaExceededError'));
    const flight = new FlightRecorder(harness.log, refusing, new StoredRecordingBlocks(), () => harness.now());
    const downloads = new RecordingDownloads(
      harness.container.get(CommandBus),
      new SessionRecorder(flight, 'test', () => harness.now()),
      flight,
      new StoredRecordingBlocks(),
      'test',
      () => harness.now(),
    );
    downloads.start();
    expect(await downloads.stop()).to.equal(undefined);
    const settled = harness.entries.filter((entry) => entry.kind === 'CommandSettled').at(-1);
    expect(settled).to.include({
      outcome: 'error',
      reason: 'The recording could not be stored: QuotaExceededError',
    });
    expect(harness.commandNames()).to.deep.equal(['recording.start', 'recording.stop', 'recording.write_session']);
    harness.dispose();
  });
});
