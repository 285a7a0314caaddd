import { expect } from 'chai';
import { attachPayloadText } from '../../../src/application/log';
import { encodeEntryLine, redactedMarker } from '../../../src/application/recording';
import type { LogEntry } from '../../../src/domain/log';
import { fromPosted, StoredRecordingBlocks, toPosted } from '../../../src/infrastructure/recording';
import { gunzip } from '../../../src/infrastructure/recording/gzip';

/** A frame as the socket hands it over: decoded, with its payload's wire text beside it. */
const frame = (seq: number, payload: object, extra: { ref?: string; topic?: string } = {}): LogEntry =>
  attachPayloadText(
    {
      seq,
      at: 1000 + seq,
      kind: 'FrameReceived',
      topic: extra.topic ?? 'instance:i-1',
      event: 'status',
      ...(extra.ref === undefined ? {} : { ref: extra.ref }),
      payload,
    },
    JSON.stringify(payload),
  );

const status = { state: 'running', host: { name: 'h', ssh_password: 'hunter2' } };
const entries: LogEntry[] = [
  { seq: 1, at: 1000, kind: 'ClockTicked', now: 1000 },
  frame(2, status, { ref: '7' }),
  // A secret key holding an object: the text pass gives up and the structural redaction reads the payload.
  frame(3, { credentials: { user: 'u', key: 'k3y' }, note: 'kept' }),
  // A presigned form: its fields go, which only the structural path knows.
  frame(4, { url: 'https://bucket', fields: { policy: 'p0l1cy' } }),
  frame(5, { name: 'Ann' }, { topic: 'profile:t0k3n' }),
  { seq: 6, at: 1006, kind: 'CommandIssued', id: 'c1', account: 'a', name: 'login', args: { password: 'demo1234' } },
];

/** What the worker is given: the posted form after `postMessage`'s structured clone. */
const throughWorker = (given: readonly LogEntry[]): LogEntry[] => fromPosted(structuredClone(toPosted(given)));

describe('entries posted to the recording worker', () => {
  it('posts a frame that kept its wire text as a tuple of strings and numbers, anything else as it is', () => {
    const posted = toPosted(entries);
    expect(posted[1]).to.deep.equal([2, 1002, 'instance:i-1', 'status', '7', JSON.stringify(status)]);
    expect(posted[0]).to.equal(entries[0]);
    const textless: LogEntry = { seq: 9, at: 9, kind: 'FrameReceived', topic: 't', event: 'e', payload: { a: 1 } };
    expect(toPosted([textless])[0]).to.equal(textless);
  });

  it('gives the worker the very lines the page would write, redacted, for every entry', () => {
    const lines = throughWorker(entries).map((entry) => encodeEntryLine(entry));
    expect(lines).to.deep.equal(entries.map((entry) => encodeEntryLine(entry)));
    const text = lines.join('\n');
    for (const secret of ['hunter2', 'k3y', 'p0l1cy', 't0k3n', 'demo1234']) expect(text).not.to.include(secret);
    expect(text).to.include(redactedMarker).and.to.include('kept').and.to.include('Ann');
  });

  it('makes the same stored block through the worker’s form as on the page', async () => {
    const onPage = await new StoredRecordingBlocks().encode(entries);
    const inWorker = await new StoredRecordingBlocks((given) =>
      new StoredRecordingBlocks().encode(throughWorker(given)),
    ).encode(entries);
    const text = async (bytes: Uint8Array): Promise<string> => new TextDecoder().decode(await gunzip(bytes));
    expect(await text(inWorker.bytes)).to.equal(await text(onPage.bytes));
    expect({ ...inWorker, bytes: undefined }).to.deep.equal({ ...onPage, bytes: undefined });
  });
});
