import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { makeHeader, RecordingWriter } from '../../../src/application/recording';
import type { NewLogEntry } from '../../../src/domain/log';
import { numbered } from '../../support/core-entries';
import { parseReplayArguments } from '../../../tools/replay/replay-options';
import { replayRecording } from '../../../tools/replay/replay-recording';

const root = path.resolve(__dirname, '..', '..', '..');

describe('replay CLI', () => {
  let dir = '';
  let file = '';
  const raw: NewLogEntry[] = [
    { kind: 'ConnectionChanged', at: Date.parse('2026-11-22T10:00:00Z'), state: 'connected', attempt: 0 },
    { kind: 'ClockTicked', at: Date.parse('2026-11-22T10:00:01Z'), now: 1 },
    { kind: 'FrameReceived', at: Date.parse('2026-11-22T10:00:02Z'), topic: 'nowhere', event: 'x', payload: {} },
    {
      kind: 'CommandIssued',
      at: Date.parse('2026-11-22T10:00:03Z'),
      id: 'c1',
      account: 'admin@demo.local',
      name: 'transcoder.start',
      args: {},
    },
    { kind: 'ConnectionChanged', at: Date.parse('2026-11-22T10:00:04Z'), state: 'disconnected', attempt: 1 },
  ];

  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'replay-'));
    file = path.join(dir, 'session.ndjson');
    let text = '';
    const writer = new RecordingWriter(
      { write: (chunk) => (text += chunk) },
      makeHeader(new Date('2026-11-22T10:00:00Z'), '0.1.0'),
    );
    for (const entry of numbered(raw)) writer.write(entry);
    writer.flush();
    writeFileSync(file, `${text}{broken\n`);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('folds the whole file and counts entries by kind, ignored frames and bad lines', async () => {
    const result = await replayRecording(file);
    expect(result.lastSeq).to.equal(5);
    expect(result.entriesByKind).to.deep.equal({
      ConnectionChanged: 2,
      ClockTicked: 1,
      FrameReceived: 1,
      CommandIssued: 1,
    });
    expect(result.state.connection.state).to.equal('disconnected');
    expect(result.state.frames.ignored).to.equal(1);
    expect(result.badLines).to.have.length(1);
    expect(result.badLines[0])
      .to.include({ line: 7 })
      .and.to.have.property('message')
      .that.match(/^not JSON/);
  });

  it('stops at a sequence number or at a time', async () => {
    expect((await replayRecording(file, { until: 2 })).state.connection.state).to.equal('connected');
    const atTime = await replayRecording(file, { at: Date.parse('2026-11-22T10:00:03Z') });
    expect(atTime.lastSeq).to.equal(4);
    expect(atTime.state.journal.order).to.deep.equal(['c1']);
  });

  it('parses its options and explains mistakes', () => {
    expect(parseReplayArguments(['f.ndjson', '--until', '12', '--projection', 'journal', '--json'])).to.deep.equal({
      file: 'f.ndjson',
      until: 12,
      at: undefined,
      projection: 'journal',
      json: true,
      commands: false,
      diff: undefined,
    });
    expect(parseReplayArguments(['f.ndjson', '--commands', '--at', '2026-11-22T10:00:00Z'])).to.include({
      file: 'f.ndjson',
      commands: true,
      at: Date.parse('2026-11-22T10:00:00Z'),
    });
    expect(parseReplayArguments(['a.ndjson', '--diff', 'b.ndjson', '--json'])).to.include({
      file: 'a.ndjson',
      diff: 'b.ndjson',
      json: true,
    });
    expect(parseReplayArguments(['a', '--diff', 'b', '--until', '3'])).to.deep.equal({
      error: '--diff compares two whole recordings; it takes only --json',
    });
    expect(parseReplayArguments(['a', '--commands', '--projection', 'journal'])).to.deep.equal({
      error: '--commands and --projection cannot be combined',
    });
    expect(parseReplayArguments(['a', 'b']))
      .to.have.property('error')
      .that.match(/compare two with --diff/);
    expect(parseReplayArguments(['f', '--until', 'soon'])).to.deep.equal({
      error: "--until takes a sequence number, got 'soon'",
    });
    expect(parseReplayArguments(['f', '--until', '1', '--at', '2026-01-01T00:00:00Z'])).to.have.property(
      'error',
      '--until and --at cannot be combined',
    );
    expect(parseReplayArguments([]))
      .to.have.property('error')
      .that.match(/^usage/);
  });

  it('folds a slice of a longer log (header firstSeq above 1) and goes on past a bad line', async () => {
    const slice = path.join(dir, 'slice.ndjson');
    let text = '';
    const writer = new RecordingWriter(
      { write: (chunk) => (text += chunk) },
      makeHeader(new Date('2026-11-22T10:00:00Z'), '0.1.0', { firstSeq: 40 }),
    );
    for (const entry of numbered(raw)) writer.write({ ...entry, seq: entry.seq + 39 });
    writer.flush();
    const lines = text.split('\n');
    lines.splice(3, 0, '{"seq":"broken"}');
    writeFileSync(slice, lines.join('\n'));
    const result = await replayRecording(slice);
    expect(result.lastSeq).to.equal(44);
    expect(result.badLines).to.have.length(1);
    expect(result.state.connection.state).to.equal('disconnected');
    expect(result.state.journal.order).to.deep.equal(['c1']);
  });

  it('runs as `npm run replay` and prints one JSON object with --json', () => {
    const output = execFileSync(
      process.execPath,
      ['--require', './tools/register.cjs', 'tools/replay/main.ts', file, '--projection', 'connection', '--json'],
      { cwd: root, encoding: 'utf8' },
    );
    const report = JSON.parse(output.trim().split('\n').at(-1) ?? '');
    expect(report.lastSeq).to.equal(5);
    expect(report.state.connection.state).to.equal('disconnected');
    expect(report.frames.ignored).to.equal(1);
  });

  it('prints its usage and exits 0 on --help, for folding and for serve', () => {
    for (const args of [['--help'], ['serve', '--help'], ['-h']]) {
      const output = execFileSync(
        process.execPath,
        ['--require', './tools/register.cjs', 'tools/replay/main.ts', ...args],
        {
          cwd: root,
          encoding: 'utf8',
        },
      );
      expect(output).to.contain('usage: npm run replay -- FILE');
    }
  });
});
