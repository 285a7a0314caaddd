import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { NewLogEntry } from '../../../src/domain/log';
import { commandRows, renderCommandTable } from '../../../tools/replay/command-history';
import { replayRecording } from '../../../tools/replay/replay-recording';
import { second, writeRecording } from './generated-recordings';

const root = path.resolve(__dirname, '..', '..', '..');
const replay = (...args: string[]): string =>
  execFileSync(process.execPath, ['--require', './tools/register.cjs', 'tools/replay/main.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
  });

const longArgs = { event: { title: 'Cup final\n  second leg', description: 'x'.repeat(300) } };

const commands: NewLogEntry[] = [
  {
    kind: 'CommandIssued',
    at: second(1),
    id: 'c1',
    account: 'admin@demo.local',
    name: 'transcoder.start',
    args: { instance: 7 },
    target: 'instance:7',
  },
  { kind: 'CommandSettled', at: second(1.25), id: 'c1', outcome: 'ok', reply: {}, latencyMs: 250 },
  {
    kind: 'CommandIssued',
    at: second(2),
    id: 'c2',
    account: 'user@demo.local',
    name: 'events.save',
    args: longArgs,
    target: 'event:6f1c',
  },
  {
    kind: 'CommandSettled',
    at: second(2.04),
    id: 'c2',
    outcome: 'error',
    reply: { reason: 'unauthorized' },
    reason: 'unauthorized',
    latencyMs: 40,
  },
  {
    kind: 'CommandIssued',
    at: second(3),
    id: 'c3',
    account: 'admin@demo.local',
    name: 'transcoder.stop',
    args: { instance: 7 },
    target: 'instance:7',
  },
  {
    kind: 'CommandSettled',
    at: second(13),
    id: 'c3',
    outcome: 'timeout',
    reason: 'no reply within the time-out',
    latencyMs: 10_000,
  },
  { kind: 'CommandIssued', at: second(14), id: 'c4', account: 'admin@demo.local', name: 'profile.ping', args: {} },
  {
    kind: 'CommandSettled',
    at: second(14),
    id: 'c4',
    outcome: 'not_sent',
    reason: 'not sent: no connection',
    latencyMs: 0,
  },
  {
    kind: 'CommandIssued',
    at: second(15),
    id: 'c5',
    account: 'user@demo.local',
    name: 'channels.save',
    args: { channel: { id: 3 } },
    target: 'channel:3',
  },
];

describe('replay --commands (issue 7 "Headless": print the command history of a recording as a table)', () => {
  let dir = '';
  let file = '';
  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'replay-commands-'));
    file = writeRecording(dir, 'commands.ndjson', commands);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('takes the rows from the journal projection after folding, in issue order, with outcome, reason and latency', async () => {
    const rows = commandRows((await replayRecording(file)).state.journal);
    expect(
      rows.map((row) => [row.id, row.account, row.command, row.target, row.outcome, row.reason, row.latencyMs]),
    ).to.deep.equal([
      ['c1', 'admin@demo.local', 'transcoder.start', 'instance:7', 'ok', undefined, 250],
      ['c2', 'user@demo.local', 'events.save', 'event:6f1c', 'error', 'unauthorized', 40],
      ['c3', 'admin@demo.local', 'transcoder.stop', 'instance:7', 'timeout', 'no reply within the time-out', 10_000],
      ['c4', 'admin@demo.local', 'profile.ping', undefined, 'not_sent', 'not sent: no connection', 0],
      ['c5', 'user@demo.local', 'channels.save', 'channel:3', 'pending', undefined, undefined],
    ]);
    expect(rows[0]?.at).to.equal('2026-11-22T10:00:01.000Z');
  });

  it('stops at --until like the state view (a command issued later is not listed)', async () => {
    const rows = commandRows((await replayRecording(file, { until: 3 })).state.journal);
    expect(rows.map((row) => [row.id, row.outcome])).to.deep.equal([
      ['c1', 'ok'],
      ['c2', 'pending'],
    ]);
  });

  it('prints a table: a header, one line per command, long arguments folded to one cut line', () => {
    const lines = replay(file, '--commands').trimEnd().split('\n');
    expect(lines[0]).to.match(/^time\s+account\s+command\s+target\s+outcome\s+latency\s+args$/);
    expect(lines).to.have.length(2 + commands.filter((entry) => entry.kind === 'CommandIssued').length + 1);
    expect(lines[2]).to.match(
      /^2026-11-22T10:00:01\.000Z\s+admin@demo\.local\s+transcoder\.start\s+instance:7\s+ok\s+250 ms\s+\{"instance":7\}$/,
    );
    const refused = lines.find((line) => line.includes('events.save')) ?? '';
    expect(refused)
      .to.include('error: unauthorized')
      .and.to.include('40 ms')
      .and.to.include('{"event":{"title":"Cup final');
    expect(refused).to.match(/…$/);
    expect(refused.length).to.be.below(260);
    expect(lines.find((line) => line.includes('profile.ping'))).to.match(/\snot sent: no connection\s+0 ms/);
    expect(lines.find((line) => line.includes('transcoder.stop'))).to.include('timeout: no reply within the time-out');
    expect(lines.find((line) => line.includes('channels.save'))).to.match(/pending\s+—/);
    expect(lines.at(-1)).to.equal('5 commands');
  });

  it('prints JSON with --json, arguments whole', () => {
    const report = JSON.parse(replay(file, '--commands', '--json')) as {
      commands: { id: string; args: unknown; outcome: string; settledAt?: string }[];
    };
    expect(report.commands.map((row) => row.id)).to.deep.equal(['c1', 'c2', 'c3', 'c4', 'c5']);
    expect(report.commands[1]?.args).to.deep.equal(longArgs);
    expect(report.commands[0]).to.include({ outcome: 'ok', settledAt: '2026-11-22T10:00:01.250Z' });
  });

  it('says so when a recording has no commands', () => {
    expect(renderCommandTable([])).to.equal('no commands in this recording');
  });
});
