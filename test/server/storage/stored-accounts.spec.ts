import { expect } from 'chai';
import type { Actor } from '../../../server/auth/actor';
import type { Services } from '../../../server/services';
import { defaultGroups } from '../../../server/topics/accounts';
import { stored, storeWith } from './stored-documents';

const creator = (accountId: number): Actor => ({
  accountId,
  email: 'admin@example.com',
  type: 'admin',
  groups: [],
  productions: false,
  productionRoles: {},
  sessionId: 1,
  token: 't',
});

describe('server/storage: stored accounts read with the wire’s AccountCodec', () => {
  it('a new account gets its creator’s default group; a creator that does not decode is reported and gives none', async () => {
    const reports: string[] = [];
    const services = {
      store: storeWith('accounts', [
        stored(1, { email: 'a@example.com', type: 'admin', meta: { default_group: 'everyone' } }),
        stored(2, { email: 'b@example.com', type: 'admin', meta: { default_group: 7 } }),
      ]),
      log: { error: (message: string) => reports.push(message) },
    } as unknown as Services;
    expect(await defaultGroups(services, creator(1))).to.deep.equal({ groups: ['everyone'] });
    expect(reports).to.deep.equal([]);
    expect(await defaultGroups(services, creator(2))).to.deep.equal({});
    expect(reports).to.have.length(1);
    expect(reports[0]).to.match(/^Stored account 2 does not decode and is left out: meta\.default_group: /);
  });
});
