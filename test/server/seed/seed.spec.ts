import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedIfFresh } from '../../../server/seed/seed';
import { documentKinds } from '../../../server/storage/document-kinds';
import { openStore, type Store } from '../../../server/storage/store';
import { decodeStored } from '../../../server/storage/stored-codec';
import { storedCodecs } from '../../../server/storage/stored-kinds';

// The demo seed writes straight into the tables, past every push codec; this proves it writes nothing the
// readers (the server's decodeStored and the console's boundary, one codec per kind) would leave out.

describe('server/seed: every seeded document decodes with its kind codec (issue 30 §5)', () => {
  let folder: string;
  let store: Store;
  before(async function () {
    this.timeout(120_000);
    folder = mkdtempSync(path.join(tmpdir(), 'studio-seed-'));
    store = await openStore(folder);
    const seeded = await seedIfFresh(store, 'demo', () => Date.parse('2026-11-24T12:00:00Z'));
    expect(seeded.applied).to.equal('demo');
  });
  after(async () => {
    await store?.db.close();
    rmSync(folder, { recursive: true, force: true });
  });

  for (const kind of documentKinds) {
    it(`${kind}: every seeded row decodes`, async () => {
      const documents = await store.documents[kind].list();
      const refused: string[] = [];
      const decoded = decodeStored<unknown>(storedCodecs[kind], documents, (message) => refused.push(message), kind);
      expect(refused).to.deep.equal([]);
      expect(decoded).to.have.length(documents.length);
    });
  }

  it('the demo seeds every kind, so each of the checks above reads rows', async () => {
    const empty = [];
    for (const kind of documentKinds) if ((await store.documents[kind].list()).length === 0) empty.push(kind);
    expect(empty).to.deep.equal([]);
  });
});
