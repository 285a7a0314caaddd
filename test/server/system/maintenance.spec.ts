import { expect } from 'chai';
import { maintenanceBlocks } from '../../../server/system/maintenance';

describe('server/system/maintenance: blocked logins (spec 1 §4, spec 3 §4)', () => {
  it('blocks while running and past its start time, unless the account is in bypass_accounts', () => {
    const info = { running: true, start_time: 1000, end_time: 2000, message: 'Upgrade' };
    expect(maintenanceBlocks(info, 999, 7, [])).to.equal(false);
    expect(maintenanceBlocks(info, 1000, 7, [])).to.equal(true);
    expect(maintenanceBlocks(info, 1500, 7, [7])).to.equal(false);
    expect(maintenanceBlocks({ running: false }, 1500, 7, [])).to.equal(false);
    expect(maintenanceBlocks({ running: true }, 0, 7, [])).to.equal(true);
  });
});
