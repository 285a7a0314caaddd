import { expect } from 'chai';
import { GroupCodec } from '../../../src/infrastructure/wire/groups';
import type { StoredDocument } from '../../../server/storage/document-repository';
import { decodeStored } from '../../../server/storage/stored-codec';

const group = (id: number, body: Record<string, unknown>): StoredDocument => ({
  id,
  uuid: `00000000-0000-4000-8000-00000000000${id}`,
  state: 'active',
  insertedAt: new Date(0),
  updatedAt: new Date(0),
  version: 1,
  body,
});

describe('server/storage/stored-codec: stored documents read with their kind’s wire codec', () => {
  it('decodes each document as the console would, with the server’s columns', () => {
    const reports: string[] = [];
    const [decoded] = decodeStored(
      GroupCodec,
      [group(1, { name: 'Crew', meta: { productions: true } })],
      (message) => reports.push(message),
      'group',
    );
    expect(decoded).to.include({ id: 1, name: 'Crew', state: 'active', inserted_at: '1970-01-01T00:00:00.000Z' });
    expect(decoded?.meta?.productions).to.equal(true);
    expect(reports).to.deep.equal([]);
  });

  it('reports a document that does not decode and leaves only it out', () => {
    const reports: string[] = [];
    const decoded = decodeStored(
      GroupCodec,
      [group(1, { name: 'Kept' }), group(2, { name: 'Bad', channels: [7] }), group(3, { name: 'Also kept' })],
      (message) => reports.push(message),
      'group',
    );
    expect(decoded.map((item) => item.name)).to.deep.equal(['Kept', 'Also kept']);
    expect(reports).to.have.length(1);
    expect(reports[0]).to.match(/^Stored group 2 does not decode and is left out: channels\.0: expected string, got 7/);
  });
});
