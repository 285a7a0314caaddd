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
    { kind: 'CommandIssued', at: Date.parse('2026-11-22T10:00:03Z'), id: 'c1', account: 'admin@demo.local', name: 'transcoder.start', args: {} },
    { kind: 'ConnectionChanged', at: Date.parse('2026-11-22T10:00:04Z'), state: 'disconnected', attempt: 1 },
  ];

  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'replay-'));
    file = path.join(dir, 'session.ndjson');
    let text = '';
    const writer = new RecordingWriter({ write: (chunk) => (text += chunk) }, makeHeader(new Date('2026-11-22T10:00:00Z'), '0.1.0'));
    for (const entry of numbered(raw)) writer.write(entry);
    writer.flush();
    writeFileSync(file, `${text}{broken\n`);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('folds the whole file and counts entries by kind, ignored frames and bad lines', async () => {
    const result = await replayRecording(file);
    expect(result.lastSeq).to.equal(5);
    expect(result.entriesByKind).to.deep.equal({ ConnectionChanged: 2, ClockTicked: 1, FrameReceived: 1, CommandIssued: 1 });
    expect(result.state.connection.state).to.equal('disconnected');
    expect(result.state.frames.ignored).to.equal(1);
    expect(result.badLines).to.have.length(1);
    expect(result.badLines[0]).to.include({ line: 7 }).and.to.have.property('message').that.match(/^not JSON/);
  });

  it('stops at a sequence number or at a time', async () => {
    expect((await replayRecording(file, { until: 2 })).state.connection.state).to.equal('connected');
    const atTime = await replayRecording(file, { at: Date.parse('2026-11-22T10:00:03Z') });
    expect(atTime.lastSeq).to.equal(4);
    expect(atTime.state.journal.order).to.deep.equal(['c1']);
  });

  it('parses its options and explains mistakes', () => {
    expect(parseReplayArguments(['f.ndjson', '--until', '12', '--projection', 'journal', '--json'])).to.deep.equal({ file: 'f.ndjson', until: 12, at: undefined, projection: 'journal', json: true });
    expect(parseReplayArguments(['f', '--until', 'soon'])).to.deep.equal({ error: "--until takes a sequence number, got 'soon'" });
    expect(parseReplayArguments(['f', '--until', '1', '--at', '2026-01-01T00:00:00Z'])).to.have.property('error', '--until and --at cannot be combined');
    expect(parseReplayArguments([])).to.have.property('error').that.match(/^usage/);
  });

  it('runs as `npm run replay` and prints one JSON object with --json', () => {
    const output = execFileSync(process.execPath, ['--require', './tools/register.cjs', 'tools/replay/main.ts', file, '--projection', 'connection', '--json'], { cwd: root, encoding: 'utf8' });
    const report = JSON.parse(output.trim().split('\n').at(-1) ?? '');
    expect(report.lastSeq).to.equal(5);
    expect(report.state.connection.state).to.equal('disconnected');
    expect(report.frames.ignored).to.equal(1);
  });
});
