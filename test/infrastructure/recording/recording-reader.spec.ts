import { expect } from 'chai';
import fc from 'fast-check';
import { makeHeader, RecordingWriter } from '../../../src/application/recording';
import type { LogEntry } from '../../../src/domain/log';
import { LineSplitter, readRecording, type RecordingItem } from '../../../src/infrastructure/recording';
import { arbitraryCoreEntry, numbered } from '../../support/core-entries';

const collect = async (chunks: string[]): Promise<RecordingItem[]> => {
  const items: RecordingItem[] = [];
  async function* source() {
    yield* chunks;
  }
  for await (const item of readRecording(source())) items.push(item);
  return items;
};

const cut = (text: string, sizes: number[]): string[] => {
  const chunks: string[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= text.length) break;
    chunks.push(text.slice(at, at + size));
    at += size;
  }
  if (at < text.length) chunks.push(text.slice(at));
  return chunks;
};

const write = (entries: readonly LogEntry[]): string => {
  let text = '';
  const writer = new RecordingWriter({ write: (chunk) => (text += chunk) }, makeHeader(new Date(0), 'test'), 64);
  for (const entry of entries) writer.write(entry);
  writer.flush();
  return text;
};

describe('recording writer and streaming reader', () => {
  it('round-trips any entries however the text is cut into chunks (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(arbitraryCoreEntry, { maxLength: 40 }),
        fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 200 }),
        async (raw, sizes) => {
          const entries = numbered(raw);
          const items = await collect(cut(write(entries), sizes));
          expect(items[0]).to.deep.include({ type: 'header' });
          expect(items.slice(1).map((item) => (item.type === 'entry' ? item.entry : item))).to.deep.equal(entries);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('writes the documented header: format, version, start, protocol 19.09.2023, app version', () => {
    const header = JSON.parse(write([]).split('\n')[0] ?? '');
    expect(header).to.deep.equal({
      format: 'studio-console-recording',
      version: 1,
      startedAt: '1970-01-01T00:00:00.000Z',
      protocol: '19.09.2023',
      app: 'test',
      redacted: true,
    });
  });

  it('reports bad lines with their line number and keeps reading', async () => {
    const good = write(numbered([{ kind: 'ClockTicked', at: 1, now: 1 }]));
    const text = `${good}{not json\n{"seq":2,"at":2,"kind":"Teleported"}\n{"seq":3,"at":"x","kind":"ClockTicked","now":3}\n{"seq":4,"at":4,"kind":"ClockTicked","now":4}\n`;
    const items = await collect([text]);
    const errors = items.filter((item) => item.type === 'error');
    expect(errors.map((error) => error.line)).to.deep.equal([3, 4, 5]);
    expect(errors[0])
      .to.have.property('message')
      .that.match(/not JSON/);
    expect(errors[1]).to.have.property('message').that.match(/kind/);
    expect(errors[2])
      .to.have.property('message')
      .that.match(/at: expected finite/);
    expect(items.at(-1)).to.deep.include({ type: 'entry', line: 6 });
  });

  it('refuses a file that is not a recording with one clear error', async () => {
    const items = await collect(['{"hello":"world"}\n{"seq":1}\n']);
    expect(items).to.have.length(1);
    expect(items[0]).to.deep.include({ type: 'error', line: 1 });
  });

  it('splits lines across chunk borders, CRLF included, and yields the unterminated last line', () => {
    const splitter = new LineSplitter();
    const lines = [...splitter.push('a\r'), ...splitter.push('\nbb'), ...splitter.push('b\n\nc'), ...splitter.end()];
    expect(lines).to.deep.equal([
      { line: 'a', number: 1 },
      { line: 'bbb', number: 2 },
      { line: 'c', number: 4 },
    ]);
  });
});
