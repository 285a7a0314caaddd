import { expect } from 'chai';
import type { Actor } from '../../../server/auth/actor';
import { mayCommandInstance } from '../../../server/auth/production-director';
import { stored, storeWith } from './stored-documents';

const channel = '00000000-0000-4000-8000-0000000000c1';
const director: Actor = {
  accountId: 9,
  email: 'director@example.com',
  type: 'cloudrec',
  groups: [],
  productions: true,
  productionRoles: { [channel]: ['director'] },
  sessionId: 1,
  token: 't',
};
const instance = (id: number, meta: Record<string, unknown>) =>
  stored(id, { title: `Instance ${id}`, type: 'input', token: '', meta });

describe('server/storage: stored instances read with the wire’s InstanceCodec', () => {
  it('a director starts the streamer of an instance on their channel; an instance that does not decode is reported and refused', async () => {
    const reports: string[] = [];
    const store = storeWith('instances', [instance(1, { channel }), instance(2, { channel: 7 })]);
    const start = (id: number) =>
      mayCommandInstance(store, (message) => reports.push(message), director, { type: 'start_streamer', instance: id });
    expect(await start(1)).to.equal(true);
    expect(reports).to.deep.equal([]);
    expect(await start(2)).to.equal(false);
    expect(reports).to.have.length(1);
    expect(reports[0]).to.match(
      /^Stored instance 2 does not decode and is left out: meta\.channel: expected optional\(string\), got 7/,
    );
  });
});
