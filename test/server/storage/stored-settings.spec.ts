import { expect } from 'chai';
import { bypassAccounts } from '../../../server/system/maintenance';
import { storedSetting } from '../../../server/storage/stored-settings';
import { DeviceTypeSettingValueCodec } from '../../../src/infrastructure/wire/devices';
import { stored, storeWith } from './stored-documents';

describe('server/storage/stored-settings: a setting read with its kind’s codec', () => {
  it('reads the value with the codec of the setting’s kind', async () => {
    const store = storeWith('settings', [
      stored(4, { name: 'camera', type: 'device_type', value: { multiple_parents: true } }),
    ]);
    const setting = await storedSetting(store, () => undefined, 'camera', { value: DeviceTypeSettingValueCodec });
    expect(setting?.value).to.deep.equal({ multiple_parents: true });
  });

  it('reports a setting whose value does not decode and reads it as absent', async () => {
    const reports: string[] = [];
    const store = storeWith('settings', [stored(4, { name: 'camera', type: 'device_type', value: { form: 'x' } })]);
    const setting = await storedSetting(store, (message) => reports.push(message), 'camera', {
      value: DeviceTypeSettingValueCodec,
    });
    expect(setting).to.equal(undefined);
    expect(reports).to.have.length(1);
    expect(reports[0]).to.match(/^Stored setting 4 does not decode and is left out: value\.form: expected /);
  });

  it('maintenance: bypass_accounts are read through the codec; a malformed setting bypasses no one', async () => {
    const reports: string[] = [];
    const good = storeWith('settings', [
      stored(1, { name: 'maintenance', type: 'x', value: { bypass_accounts: [3, '5'] } }),
    ]);
    expect(await bypassAccounts(good, (message) => reports.push(message))).to.deep.equal([3, 5]);
    const bad = storeWith('settings', [stored(2, { name: 'maintenance', type: 'x', value: { bypass_accounts: 3 } })]);
    expect(await bypassAccounts(bad, (message) => reports.push(message))).to.deep.equal([]);
    expect(reports).to.have.length(1);
    expect(reports[0]).to.match(/^Stored setting 2 does not decode and is left out: value\.bypass_accounts: /);
  });
});
