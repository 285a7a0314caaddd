import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { isBlockRecording } from '../../../src/infrastructure/recording';
import { convertRecording, convertedName } from '../../../tools/replay/recording-convert';
import { parseReplayArguments } from '../../../tools/replay/replay-options';
import { replayRecording } from '../../../tools/replay/replay-recording';

const root = path.resolve(__dirname, '..', '..', '..');
const fixture = path.join(root, 'test/fixtures/recordings/studio-session.ndjson');

const cli = (...args: string[]): string =>
  execFileSync(process.execPath, ['--require', './tools/register.cjs', 'tools/replay/main.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
  });

describe('replay CLI: converting between recording versions (issue 33 §1)', () => {
  let dir = '';
  before(() => (dir = mkdtempSync(path.join(tmpdir(), 'replay-convert-'))));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('writes version 2 blocks and back to the same NDJSON, byte for byte, and folds both to the same state', async () => {
    const blocks = path.join(dir, 'session.screc');
    const converted = await convertRecording(fixture, 'blocks', blocks);
    expect(converted.badLines).to.deep.equal([]);
    expect(isBlockRecording(readFileSync(blocks))).to.equal(true);
    expect(statSync(blocks).size).to.be.lessThan(statSync(fixture).size / 2);

    const output = cli(blocks, '--ndjson', '--out', path.join(dir, 'back.ndjson'));
    expect(output).to.match(/back\.ndjson: [\d,]+ entries, [\d,]+ bytes, version 1 \(NDJSON\)/);
    expect(readFileSync(path.join(dir, 'back.ndjson'), 'utf8')).to.equal(readFileSync(fixture, 'utf8'));

    const [fromText, fromBlocks] = await Promise.all([replayRecording(fixture), replayRecording(blocks)]);
    expect(fromBlocks.header?.version).to.equal(2);
    expect(fromBlocks.lastSeq).to.equal(fromText.lastSeq);
    expect(fromBlocks.entriesByKind).to.deep.equal(fromText.entriesByKind);
    expect(JSON.stringify(fromBlocks.state)).to.equal(JSON.stringify(fromText.state));
  });

  it('never overwrites a file, and names the default output after the input', async () => {
    const taken = path.join(dir, 'taken.screc');
    writeFileSync(taken, 'keep me');
    const refused = await convertRecording(fixture, 'blocks', taken).then(
      () => 'written',
      (error: Error) => error.message,
    );
    expect(refused).to.equal(`${taken} exists already; choose another name with --out`);
    expect(readFileSync(taken, 'utf8')).to.equal('keep me');
    expect(convertedName('/a/b/shift.screc', 'ndjson')).to.equal('/a/b/shift.ndjson');
    expect(convertedName('/a/b/shift.ndjson', 'blocks')).to.equal('/a/b/shift.screc');
  });

  it('refuses options that do not go with a conversion', () => {
    expect(parseReplayArguments(['f', '--ndjson', '--json'])).to.deep.equal({
      error: '--ndjson converts the whole recording; it takes only --out',
    });
    expect(parseReplayArguments(['f', '--out', 'x'])).to.deep.equal({
      error: '--out names the file --ndjson or --blocks writes',
    });
    expect(parseReplayArguments(['f', '--blocks', '--out', 'x'])).to.include({ convert: 'blocks', out: 'x' });
  });
});
