import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { VirtualTimeScheduler } from 'rxjs';
import type { RootState } from '../../../src/domain/state';
import {
  ReplayQueries,
  ReplayService,
  type RecordingOpener,
  type ReplayFile,
  type ReplayLoad,
} from '../../../src/application/replay-inspector';
import { maxTickMs } from '../../../src/application/replay-inspector/replay-player';
import { readRecording } from '../../../src/infrastructure/recording';
import { browserRecordingOpener } from '../../../src/infrastructure/recording/browser-recording';
import { createWireNormalizer } from '../../../src/infrastructure/wire';

const fixture = readFileSync('test/fixtures/recordings/studio-session.ndjson', 'utf8');
const fixtureEntries = fixture.trim().split('\n').length - 1;

/** Feeds text to the real reader in small chunks, so lines straddle chunk ends. */
const chunkedOpener = (chunkSize = 97): RecordingOpener => ({
  read: (file, onBytes) =>
    readRecording(
      (async function* () {
        const text = (file as ReplayFile & { text: string }).text;
        for (let at = 0; at < text.length; at += chunkSize) {
          onBytes(Math.min(text.length, at + chunkSize));
          yield text.slice(at, at + chunkSize);
        }
      })(),
    ),
});

const fileOf = (text: string, name = 'studio-session.ndjson'): ReplayFile & { text: string } => ({
  name,
  size: text.length,
  text,
  stream: () => new Blob([text]).stream(),
});

const latest = <T>(subscribe: (next: (value: T) => void) => { unsubscribe(): void }): (() => T) => {
  let value: T | undefined;
  const subscription = subscribe((next) => (value = next));
  subscription.unsubscribe();
  return () => value as T;
};

const stateOf = (service: ReplayService): RootState => latest<RootState>((next) => service.state$.subscribe(next))();
const loadOf = (service: ReplayService): ReplayLoad => latest<ReplayLoad>((next) => service.load$.subscribe(next))();

describe('ReplayService (issue 7: replay in the browser)', () => {
  let scheduler: VirtualTimeScheduler;
  let service: ReplayService;

  beforeEach(() => {
    scheduler = new VirtualTimeScheduler();
    service = new ReplayService(createWireNormalizer(), chunkedOpener(), scheduler);
  });
  afterEach(() => service.close());

  it('given a recording streamed in chunks, when opened, then every entry is folded and the cursor is on the last one', async () => {
    await service.open(fileOf(fixture));
    const load = loadOf(service);
    expect(load.phase).to.equal('ready');
    expect(load.entries).to.equal(fixtureEntries);
    expect(load.bytesRead).to.equal(fixture.length);
    expect(service.seq).to.equal(fixtureEntries);
    expect(Object.keys(stateOf(service).runningOrders.byId)).to.have.length.greaterThan(0);
  });

  it('given the real File adapter, when opened, then the same entries are read from a byte stream', async () => {
    const streamed = new ReplayService(createWireNormalizer(), browserRecordingOpener, scheduler);
    await streamed.open(fileOf(fixture));
    expect(loadOf(streamed).entries).to.equal(fixtureEntries);
    streamed.close();
  });

  it('given bad lines, when opened, then they are listed with their line numbers and the rest is read', async () => {
    const lines = fixture.trim().split('\n');
    const broken = [...lines.slice(0, 3), '{not json', ...lines.slice(3, 5), '{"kind":"Nope"}', ...lines.slice(5)].join(
      '\n',
    );
    await service.open(fileOf(broken));
    const load = loadOf(service);
    expect(load.badLines.map((bad) => bad.line)).to.deep.equal([4, 7]);
    expect(load.entries).to.equal(fixtureEntries);
  });

  it('given a file without a header, when opened, then reading fails with the reader’s message', async () => {
    await service.open(fileOf('{"seq":1}\n'));
    const load = loadOf(service);
    expect(load.phase).to.equal('failed');
    expect(load.failure).to.contain('not a studio-console recording');
  });

  it('when seeking back before the running orders arrived, then they are gone; seeking forward brings them back', async () => {
    await service.open(fileOf(fixture));
    const firstOrders = fixture
      .trim()
      .split('\n')
      .findIndex((line) => line.includes('"topic":"running_orders') && line.includes('"event":"init"'));
    expect(firstOrders).to.be.greaterThan(0);
    service.seek(firstOrders - 1);
    expect(Object.keys(stateOf(service).runningOrders.byId)).to.have.length(0);
    service.seek(firstOrders);
    expect(Object.keys(stateOf(service).runningOrders.byId)).to.have.length.greaterThan(0);
  });

  it('when stepping, then the cursor moves by one and stays within 0..M', async () => {
    await service.open(fileOf(fixture));
    service.step(1);
    expect(service.seq).to.equal(fixtureEntries);
    service.seek(0);
    service.step(-1);
    expect(service.seq).to.equal(0);
    service.step(1);
    expect(service.seq).to.equal(1);
    expect(service.entryAt(1)?.kind).to.equal('ConnectionChanged');
  });

  it('when playing at 4×, then it reaches the end in a quarter of the 1× virtual time and stops', async () => {
    await service.open(fileOf(fixture));
    service.play();
    scheduler.flush();
    const atOne = scheduler.frame;
    expect(service.seq).to.equal(fixtureEntries);
    const faster = new VirtualTimeScheduler();
    const quick = new ReplayService(createWireNormalizer(), chunkedOpener(), faster);
    await quick.open(fileOf(fixture));
    quick.setSpeed(4);
    quick.play();
    faster.flush();
    expect(quick.seq).to.equal(fixtureEntries);
    // The player moves by frames (`maxTickMs`): the ends differ by up to two of them.
    expect(faster.frame).to.be.closeTo(atOne / 4, 2 * maxTickMs);
    expect(latest<{ playing: boolean }>((next) => quick.playback$.subscribe(next))().playing).to.equal(false);
    quick.close();
  });

  it('when paused, then no more steps are taken', async () => {
    await service.open(fileOf(fixture));
    service.seek(0);
    service.setSpeed('max');
    service.play();
    service.pause();
    scheduler.flush();
    expect(service.seq).to.equal(0);
  });

  it('the banner reads "Replaying FILE — entry N of M, TIME"', async () => {
    await service.open(fileOf(fixture));
    service.seek(2);
    const banner = latest<string>((next) => new ReplayQueries(service).banner$.subscribe(next))();
    expect(banner).to.match(
      new RegExp(
        `^Replaying studio-session\\.ndjson — entry 2 of ${fixtureEntries}, 2026-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d\\.\\d{3} UTC$`,
      ),
    );
  });
});
