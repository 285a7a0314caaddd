import 'fake-indexeddb/auto';
import { expect } from 'chai';
import { openDB } from 'idb';
import { IndexedDbRecordStorage } from '../../../src/infrastructure/storage/indexed-db-storage';

describe('IndexedDbRecordStorage', () => {
  it('keeps records by time, reads them back from a time on and prunes older ones', async () => {
    const storage = new IndexedDbRecordStorage(`test-${Math.random()}`);
    await storage.put('journal', 'a', { at: 1000, name: 'transcoder.start' });
    await storage.put('journal', 'b', { at: 2000, name: 'transcoder.stop' });
    await storage.put('flight', 'x', { at: 1500 });
    expect(await storage.since('journal', 1500)).to.deep.equal([{ at: 2000, name: 'transcoder.stop' }]);
    expect(await storage.prune('journal', 1500)).to.equal(1);
    expect(await storage.since('journal', 0)).to.have.length(1);
    expect(await storage.since('flight', 0)).to.have.length(1);
  });

  it('reads a long store a page at a time, in key order, and empties it', async () => {
    const storage = new IndexedDbRecordStorage(`test-${Math.random()}`);
    for (const seq of [3, 1, 12, 2]) await storage.put('session', String(seq).padStart(12, '0'), { at: seq, seq });
    const first = await storage.page('session', '', 3);
    expect(first.map(({ record }) => (record as { seq: number }).seq)).to.deep.equal([1, 2, 3]);
    const rest = await storage.page('session', first.at(-1)!.key, 3);
    expect(rest).to.deep.equal([{ key: '000000000012', record: { at: 12, seq: 12 } }]);
    expect(await storage.prune('session', Infinity)).to.equal(4);
    expect(await storage.page('session', '', 3)).to.deep.equal([]);
  });

  it('opens a version 1 database (before the session store) with its records, and adds the session store', async () => {
    const name = `test-${Math.random()}`;
    const old = await openDB(name, 1, {
      upgrade(database) {
        for (const store of ['journal', 'flight']) database.createObjectStore(store).createIndex('at', 'at');
      },
    });
    await old.put('journal', { at: 5, name: 'transcoder.start' }, 'a');
    old.close();
    const storage = new IndexedDbRecordStorage(name);
    expect(await storage.since('journal', 0)).to.deep.equal([{ at: 5, name: 'transcoder.start' }]);
    await storage.put('session', 'k', { at: 1 });
    expect(await storage.since('session', 0)).to.deep.equal([{ at: 1 }]);
  });
});
