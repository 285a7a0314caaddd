import { expect } from 'chai';
import type { Services } from '../../../server/services';
import { markObjectUploaded } from '../../../server/topics/list-data-uploads';
import { stored, storeWith } from './stored-documents';

const key = (id: number) => `${id}/0123456789abcdef0123456789abcdef/poster_1700000000.png`;
const record = (id: number, data: unknown) =>
  stored(id, { cms_list_id: 3, data: { poster: { status: 'new', key: key(id) }, ...(data as object) } });

describe('server/storage: stored list data read with the wire’s ListDataCodec', () => {
  it('an upload for a record that does not decode is reported and changes nothing', async () => {
    const reports: string[] = [];
    const writes: unknown[] = [];
    const store = storeWith('cms_list_data', [
      record(1, {}),
      { ...record(2, {}), body: { cms_list_id: 'x', data: {} } },
    ]);
    const services = {
      store: { ...store, db: { write: (work: unknown) => writes.push(work) } },
      log: { error: (message: string) => reports.push(message) },
      clock: () => 0,
    } as unknown as Services;
    expect(await markObjectUploaded(services, key(2))).to.equal(undefined);
    expect(writes).to.deep.equal([]);
    expect(reports).to.have.length(1);
    expect(reports[0]).to.match(/^Stored list data 2 does not decode and is left out: cms_list_id: /);
    // A record that decodes and waits for the key is written.
    await markObjectUploaded(services, key(1)).catch(() => undefined);
    expect(writes).to.have.length(1);
    expect(reports).to.have.length(1);
  });
});
