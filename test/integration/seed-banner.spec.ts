import { expect } from 'chai';
import { seedIfFresh } from '../../server/seed/seed';
import { useStudioFixture } from './support/studio-fixture';

// The start banner lists "Demo accounts (password demo1234)" from the seed report (tools/start.ts): only the demo
// seed's own accounts that still have that password, never an account made in the console under the demo domain
// (issue 29).
describe('studio server: the demo accounts the start banner lists (issue 29)', () => {
  const { studio, pushOn } = useStudioFixture({ types: ['admin'] });

  it('lists the seeded demo accounts, not one created in the console under @demo.local', async () => {
    const created = await pushOn('admin', 'accounts:create', 'save', {
      account: {
        email: 'alice@demo.local',
        type: 'user',
        state: 'active',
        groups: [],
        password: 'alice-own-pw',
        password_confirm: 'alice-own-pw',
      },
    });
    expect(created.status, JSON.stringify(created.response)).to.equal('ok');
    const { services } = studio.server;
    const report = await seedIfFresh(services.store, 'demo', () => Date.now());
    expect(report.applied).to.equal(undefined);
    const emails = report.demoAccounts.map((account) => account.email);
    expect(emails).to.include('admin@demo.local').and.to.include('director@demo.local');
    expect(emails).to.not.include('alice@demo.local');
  });
});
