import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { NewLogEntry } from '../../../src/domain/log';
import { diffRecordings } from '../../../tools/replay/recording-diff';
import { baseSession, second, writeRecording } from './generated-recordings';

const root = path.resolve(__dirname, '..', '..', '..');
const replay = (...args: string[]) =>
  spawnSync(process.execPath, ['--require', './tools/register.cjs', 'tools/replay/main.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
  });

const replaced = (entries: readonly NewLogEntry[], index: number, entry: NewLogEntry): NewLogEntry[] =>
  entries.map((original, at) => (at === index ? entry : original));

describe('replay --diff (issue 7 "Headless": first entry where two recordings\' states diverge)', () => {
  let dir = '';
  const files: Record<string, string> = {};
  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'replay-diff-'));
    const base = baseSession();
    files.left = writeRecording(dir, 'left.ndjson', base);
    files.same = writeRecording(dir, 'same.ndjson', base);
    // The server answered the same command with another name: the update at entry 6 differs.
    files.other = writeRecording(
      dir,
      'other.ndjson',
      replaced(base, 5, {
        kind: 'FrameReceived',
        at: second(3.1),
        topic: 'running_orders:all',
        event: 'update',
        payload: {
          data: {
            id: 7,
            name: 'Evening news v3',
            items: [],
            inserted_at: '2026-11-22T09:00:00',
            updated_at: '2026-11-22T09:00:00',
          },
        },
      }),
    );
    // Only what the console sent differs: FrameSent changes no projection.
    files.sentOnly = writeRecording(
      dir,
      'sent-only.ndjson',
      replaced(base, 4, {
        kind: 'FrameSent',
        at: second(3),
        topic: 'running_orders:7',
        event: 'save',
        payload: { something: 'else' },
      }),
    );
    // A clock tick that differs and is overwritten by the next one: the states part at entry 3 and meet again.
    files.healed = writeRecording(
      dir,
      'healed.ndjson',
      replaced(base, 2, { kind: 'ClockTicked', at: second(2), now: second(2.5) }),
    );
    files.shorter = writeRecording(dir, 'shorter.ndjson', base.slice(0, 7));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('an identical pair never diverges', async () => {
    const result = await diffRecordings(files.left as string, files.same as string);
    expect(result).to.deep.include({ diverged: false });
    expect(result.left.entries).to.equal(8);
    expect(result.right.entries).to.equal(8);
  });

  it('a diverging pair: the seq, both entries, the projections that differ and the first differing values by path', async () => {
    const result = await diffRecordings(files.left as string, files.other as string);
    if (!result.diverged) throw new Error('expected a divergence');
    expect(result.seq).to.equal(6);
    expect(result.position).to.equal(6);
    expect(result.leftEntry).to.include({ seq: 6, kind: 'FrameReceived', event: 'update' });
    expect(result.rightEntry).to.include({ seq: 6, kind: 'FrameReceived', event: 'update' });
    expect(result.projections.map((difference) => difference.projection)).to.deep.equal(['runningOrders']);
    expect(result.projections[0]?.differences).to.deep.equal([
      { path: 'runningOrders.byId["7"].name', left: 'Evening news v2', right: 'Evening news v3' },
      { path: 'runningOrders.byId["7"].items[0]', left: { action: 'wait', type: 'action' }, missing: 'right' },
    ]);
  });

  it('entries that differ without changing state are not a divergence', async () => {
    expect(await diffRecordings(files.left as string, files.sentOnly as string)).to.deep.include({ diverged: false });
  });

  it('finds a divergence that heals later (every entry pair counts, not only chunk ends)', async () => {
    const result = await diffRecordings(files.left as string, files.healed as string);
    expect(result).to.deep.include({ diverged: true, seq: 3 });
    if (result.diverged)
      expect(result.projections[0]?.differences).to.deep.equal([
        { path: 'clock.clientNow', left: second(2), right: second(2.5) },
      ]);
  });

  it('a recording that ends early diverges at the first later entry that changes state', async () => {
    const result = await diffRecordings(files.left as string, files.shorter as string);
    expect(result).to.deep.include({ diverged: true, seq: 8 });
    if (result.diverged) expect(result.rightEntry).to.equal(undefined);
  });

  it('exits 0 when the recordings never diverge and 1 when they do, printing where', () => {
    const same = replay(files.left as string, '--diff', files.same as string);
    expect(same.status, same.stderr).to.equal(0);
    expect(same.stdout).to.include('never diverge');
    const other = replay(files.left as string, '--diff', files.other as string);
    expect(other.status, other.stderr).to.equal(1);
    expect(other.stdout)
      .to.include('diverged at entry 6 (seq 6)')
      .and.to.include('projections that differ: runningOrders');
    expect(other.stdout).to.include('runningOrders.byId["7"].name: A "Evening news v2" · B "Evening news v3"');
    const json = replay(files.left as string, '--diff', files.other as string, '--json');
    expect(json.status).to.equal(1);
    expect(JSON.parse(json.stdout)).to.deep.include({ diverged: true, seq: 6 });
  });

  it('refuses a file that is not a recording (exit 2)', () => {
    const result = replay(files.left as string, '--diff', __filename);
    expect(result.status).to.equal(2);
    expect(result.stderr).to.include('is not a studio-console recording');
  });
});
