import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { makeHeader } from '../../../src/application/recording';
import type { LogEntry } from '../../../src/domain/log';
import {
  BlockRecording,
  BlockRecordingWriter,
  readRecording,
  readRecordingBytes,
  type RecordingItem,
} from '../../../src/infrastructure/recording';
import { readRecordingFile, readRecordingRuns } from '../../../tools/recording/file-recording';
import { collect, once } from '../../support/async-items';

// `readRecordingFile` reads a version 2 file on a worker thread (the blocks read and decompressed there, the
// lines decoded here): the same items as the one-thread reader, damage and cut files included.

const fixture = readFileSync('test/fixtures/recordings/studio-session.ndjson', 'utf8');

const blockFile = async (entries: readonly LogEntry[], blockEntries: number): Promise<Uint8Array> => {
  const parts: Uint8Array[] = [];
  const header = makeHeader(new Date('2026-11-22T10:00:00Z'), 'test', { note: 'worker' });
  const writer = new BlockRecordingWriter({ write: (bytes) => void parts.push(bytes.slice()) }, header, {
    blockEntries,
  });
  await writer.write(entries);
  await writer.finish();
  return new Uint8Array(Buffer.concat(parts)); // a Uint8Array: its slice() copies, a Buffer’s would not
};

describe('readRecordingFile (a version 2 file read on a worker thread, tools/recording/file-recording.ts)', () => {
  let folder: string;
  let entries: LogEntry[];
  let file: Uint8Array;

  before(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'file-recording-'));
    const items = await collect(readRecording(once(fixture)));
    entries = items.flatMap((item) => (item.type === 'entry' ? [item.entry] : []));
    file = await blockFile(entries, 7);
  });
  after(() => rmSync(folder, { recursive: true, force: true }));

  const onDisk = (name: string, bytes: Uint8Array | string): string => {
    const where = path.join(folder, name);
    writeFileSync(where, bytes);
    return where;
  };
  const oneThread = (bytes: Uint8Array): Promise<RecordingItem[]> => collect(readRecordingBytes(once(bytes)));

  it('gives the items the one-thread reader gives, for a whole, a damaged and a cut file', async () => {
    const blocks = await BlockRecording.open({ size: file.length, read: async (at, n) => file.slice(at, at + n) });
    const damaged = file.slice();
    const second = (blocks.index.blocks.offset[1] as number) + 8 + 20;
    damaged[second] = (damaged[second] as number) ^ 0xff;
    const cut = file.slice(0, (blocks.index.blocks.offset[3] as number) + 30);
    for (const [name, bytes] of [
      ['whole', file],
      ['damaged', damaged],
      ['cut', cut],
    ] as const) {
      const items = await collect(readRecordingFile(onDisk(`${name}.screc`, bytes)));
      expect(items, name).to.deep.equal(await oneThread(bytes));
    }
    const whole = await collect(readRecordingFile(path.join(folder, 'whole.screc')));
    expect(whole.flatMap((item) => (item.type === 'entry' ? [item.entry] : []))).to.deep.equal(entries);
  });

  it('gives a block a run, and reads version 1 and a file that is not a recording as before', async () => {
    const runs = await collect(readRecordingRuns(onDisk('runs.screc', file)));
    expect(runs.length).to.equal(1 + Math.ceil(entries.length / 7));
    expect(await collect(readRecordingFile(onDisk('v1.ndjson', fixture)))).to.deep.equal(
      await collect(readRecording(once(fixture))),
    );
    const foreign = await collect(readRecordingFile(onDisk('foreign.screc', 'STUDREC2 but no header')));
    expect(foreign).to.have.length(1);
    expect(foreign[0]).to.deep.include({ type: 'error', line: 1 });
  });

  it('ends its worker when the reader stops early (npm run replay -- FILE --until SEQ)', async () => {
    const where = onDisk('early.screc', file);
    for (let round = 0; round < 3; round += 1) {
      for await (const item of readRecordingFile(where)) if (item.type === 'entry') break;
    }
    // The worker and its file handle are gone: the file can be removed and rewritten at once.
    rmSync(where);
    expect(await collect(readRecordingFile(onDisk('early.screc', file)))).to.have.length(entries.length + 1);
  });
});
