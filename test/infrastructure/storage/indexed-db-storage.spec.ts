import 'fake-indexeddb/auto';
import { expect } from 'chai';
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
});
