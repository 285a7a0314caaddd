import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { VirtualTimeScheduler } from 'rxjs';
import {
  InspectorQueries,
  noEntryFilter,
  parseReplayTime,
  ReplayService,
  type EntryDetail,
  type InspectorMatches,
  type RecordingOpener,
  type ReplayFile,
} from '../../../src/application/replay-inspector';
import { readRecording } from '../../../src/infrastructure/recording';
import { createWireNormalizer } from '../../../src/infrastructure/wire';

// Issue 7, log inspector: "a virtualized list of entries with filters by kind, topic, event, account and text;
// an entry's detail shows its payload (pretty JSON, long values folded) and which projections it changed, with
// a before/after diff"; "jump to sequence number or time"; "export a slice (from–to) as a new recording".

const fixture = readFileSync('test/fixtures/recordings/studio-session.ndjson', 'utf8');
const lines = fixture.trim().split('\n');
const seqOf = (matches: (line: string) => boolean): number =>
  lines.findIndex((line, index) => index > 0 && matches(line));

const opener: RecordingOpener = {
  read: (file) =>
    readRecording(
      (async function* () {
        yield (file as ReplayFile & { text: string }).text;
      })(),
    ),
};
const fileOf = (text: string): ReplayFile & { text: string } => ({
  name: 'studio-session.ndjson',
  size: text.length,
  text,
  stream: () => new Blob([text]).stream(),
});

const latest = <T>(source: { subscribe(next: (value: T) => void): { unsubscribe(): void } }): T => {
  let value: T | undefined;
  source.subscribe((next) => (value = next)).unsubscribe();
  return value as T;
};

describe('InspectorQueries (issue 7: log inspector)', () => {
  let scheduler: VirtualTimeScheduler;
  let service: ReplayService;
  let inspector: InspectorQueries;
  let matches: InspectorMatches | undefined;
  let subscription: { unsubscribe(): void } | undefined;

  beforeEach(async () => {
    scheduler = new VirtualTimeScheduler();
    service = new ReplayService(createWireNormalizer(), opener, scheduler);
    inspector = new InspectorQueries(service, 'test', scheduler);
    await service.open(fileOf(fixture));
    subscription = inspector.matches$.subscribe((next) => (matches = next));
    scheduler.flush();
  });
  afterEach(() => {
    subscription?.unsubscribe();
    service.close();
  });

  const filtered = (change: Parameters<InspectorQueries['setFilter']>[0]): number[] => {
    inspector.clearFilter();
    inspector.setFilter(change);
    scheduler.flush();
    return inspector.rows(matches!, 0, 10_000).map((row) => row.seq);
  };

  it('with no filter, lists every entry in order without storing them', () => {
    expect(matches!.count).to.equal(lines.length - 1);
    expect(inspector.rows(matches!, 0, 2).map((row) => row.seq)).to.deep.equal([1, 2, 3]);
  });

  it('filters by kind, topic, event, account and text, each as a case-insensitive part', () => {
    expect(filtered({ kind: 'CommandIssued' })).to.have.length(4);
    expect(
      filtered({ topic: 'RUNNING_ORDERS:ALL' }).every((seq) => lines[seq]!.includes('running_orders:all')),
    ).to.equal(true);
    expect(filtered({ kind: 'FrameReceived', event: 'update' })).to.have.length(2);
    expect(filtered({ event: 'running_orders.save' })).to.have.length(3);
    expect(filtered({ account: 'admin@' })).to.have.length(4);
    expect(filtered({ account: 'nobody@' })).to.have.length(0);
    expect(filtered({ text: 'presence_diff' })).to.deep.equal([
      seqOf((line) => line.includes('"event":"presence_diff"')),
    ]);
    inspector.setFilter(noEntryFilter);
    scheduler.flush();
    expect(matches!.count).to.equal(lines.length - 1);
  });

  it('the detail of a CommandSettled entry shows the journal item it settled, before and after', () => {
    const seq = seqOf((line) => line.includes('"kind":"CommandSettled"') && line.includes('"outcome":"ok"'));
    service.seek(seq);
    const detail = latest<EntryDetail | undefined>(inspector.detail$)!;
    expect(detail.kind).to.equal('CommandSettled');
    expect(detail.json).to.contain('"kind": "CommandSettled"');
    const journal = detail.changes.find((change) => change.projection === 'journal');
    expect(journal, 'the journal projection changed').to.not.equal(undefined);
    const status = journal!.changes.find((change) => change.path.endsWith('.status'));
    expect(status).to.include({ change: 'changed', before: 'pending', after: 'ok' });
    expect(detail.changes.map((change) => change.projection)).to.not.include('runningOrders');
  });

  it('the detail of a running orders update shows the runningOrders projection changing, and only what changed', () => {
    const seq = seqOf((line) => line.includes('"topic":"running_orders:all"') && line.includes('"event":"update"'));
    service.seek(seq);
    const detail = latest<EntryDetail | undefined>(inspector.detail$)!;
    const orders = detail.changes.find((change) => change.projection === 'runningOrders');
    expect(orders).to.not.equal(undefined);
    expect(orders!.changes.length).to.be.greaterThan(0);
    expect(
      orders!.changes.every(
        (change) => change.path.startsWith('byId') || change.path.startsWith('order') || change.path.startsWith('ids'),
      ),
    ).to.equal(true);
    expect(detail.changes.map((change) => change.projection)).to.not.include('journal');
  });

  it('an entry that changes nothing (a frame sent) lists no projection', () => {
    service.seek(seqOf((line) => line.includes('"kind":"FrameSent"')));
    expect(latest<EntryDetail | undefined>(inspector.detail$)!.changes).to.deep.equal([]);
  });

  it('jumps to the first entry at or after a typed time, and explains a time it cannot read', () => {
    const target = JSON.parse(lines[10]!) as { at: number };
    const typed = new Date(target.at).toISOString().replace('T', ' ').replace('Z', ' UTC');
    expect(inspector.jumpToTime(typed)).to.equal(undefined);
    expect(service.entryAt(service.seq)!.at).to.equal(target.at);
    expect(service.entryAt(service.seq - 1)!.at).to.be.lessThan(target.at);
    expect(inspector.jumpToTime('half past ten')).to.equal('Enter a time as YYYY-MM-DD HH:MM:SS or HH:MM:SS (UTC).');
    expect(inspector.jumpToTime('1999-01-01 00:00:00')).to.equal(undefined);
    expect(service.seq).to.equal(1);
  });

  it('reads a time of day on the day of the first entry, in UTC', () => {
    expect(parseReplayTime('10:00:05', Date.parse('2026-11-22T08:00:00Z'))).to.equal(
      Date.parse('2026-11-22T10:00:05Z'),
    );
    expect(parseReplayTime('2026-11-22T10:00:05.250Z', 0)).to.equal(Date.parse('2026-11-22T10:00:05.250Z'));
    expect(parseReplayTime('25:00', 0)).to.equal(undefined);
  });

  it('exports a slice as a valid recording whose header says it is a slice; it opens and replays', async () => {
    const outcome = await inspector.exportSlice('studio-session.ndjson', 5, 20);
    expect(outcome.ok).to.equal(true);
    if (!outcome.ok) return;
    expect(outcome.file.fileName).to.equal('studio-session-slice-5-20.ndjson');
    const fromBlocks = await inspector.exportSlice('shift.screc', 5, 20);
    expect(fromBlocks.ok && fromBlocks.file.fileName, 'a slice of a version 2 file is NDJSON').to.equal(
      'shift-slice-5-20.ndjson',
    );
    const text = outcome.file.chunks.join('');
    const [header, ...entries] = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(header).to.include({
      format: 'studio-console-recording',
      version: 1,
      firstSeq: 5,
      note: 'slice of studio-session.ndjson, entries 5–20',
      redacted: true,
    });
    expect(entries.map((entry) => entry.seq)).to.deep.equal(Array.from({ length: 16 }, (_, index) => index + 5));
    const again = new ReplayService(createWireNormalizer(), opener, scheduler);
    await again.open(fileOf(text));
    expect(latest<{ phase: string; entries: number }>(again.load$)).to.include({ phase: 'ready', entries: 16 });
    again.close();
  });

  it('refuses a slice outside the recording or backwards', async () => {
    expect(await inspector.exportSlice('x.ndjson', 0, 3)).to.deep.equal({
      ok: false,
      message: `Enter entries between 1 and ${lines.length - 1}, the first not after the last.`,
    });
    expect((await inspector.exportSlice('x.ndjson', 9, 3)).ok).to.equal(false);
  });
});
