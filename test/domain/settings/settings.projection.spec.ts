import { expect } from 'chai';
import {
  maintenanceBypassAccounts,
  settingByName,
  settingsProjection,
  type Setting,
} from '../../../src/domain/settings';
import { projectionSpec } from '../../support/projection-spec';

const at = 1_000;
const { given, when } = projectionSpec(settingsProjection);

const maintenance: Setting = { id: 12, name: 'maintenance', type: 'system', value: { bypass_accounts: [1, 7] } };
const upload: Setting = { id: 3, name: 'graphics_upload', type: 'file_upload', value: { bucket: 'b' } };

describe('domain/settings: settingsProjection', () => {
  it('given settings, when init arrives, then it replaces the list (no stale setting survives)', () => {
    const before = given({ type: 'SettingsReceived', settings: [upload], at });
    const after = when(before, { type: 'SettingsReceived', settings: [maintenance], at });
    expect(Object.keys(after.byId)).to.deep.equal(['12']);
    expect(settingByName(after, 'graphics_upload')).to.equal(undefined);
  });

  it('given a list, when update arrives, then it upserts one setting and finds it by name', () => {
    const state = given(
      { type: 'SettingsReceived', settings: [upload], at },
      { type: 'SettingUpdated', setting: { ...upload, title: 'Uploads' }, at },
      { type: 'SettingUpdated', setting: maintenance, at },
    );
    expect(state.byId[3]?.title).to.equal('Uploads');
    expect(settingByName(state, 'maintenance')).to.deep.equal(maintenance);
  });

  it('when a setting is renamed, then the old name no longer finds it', () => {
    const state = given(
      { type: 'SettingsReceived', settings: [upload], at },
      { type: 'SettingUpdated', setting: { ...upload, name: 'uploads' }, at },
    );
    expect(settingByName(state, 'graphics_upload')).to.equal(undefined);
    expect(settingByName(state, 'uploads')?.id).to.equal(3);
  });

  it('when delete arrives, then the setting and its name go; an unknown id changes nothing', () => {
    const loaded = given({ type: 'SettingsReceived', settings: [upload, maintenance], at });
    const state = when(loaded, { type: 'SettingDeleted', id: 12, at });
    expect(settingByName(state, 'maintenance')).to.equal(undefined);
    expect(when(state, { type: 'SettingDeleted', id: 999, at })).to.equal(state);
  });

  it("never lets a '__proto__' name replace the index's prototype, nor inherited names match", () => {
    const state = given({ type: 'SettingsReceived', settings: [{ id: 1, name: '__proto__', type: 'system' }], at });
    expect(Object.getPrototypeOf(state.idByName)).to.equal(Object.prototype);
    expect(settingByName(state, 'constructor')).to.equal(undefined);
  });
});

describe("domain/settings: maintenanceBypassAccounts — the 'maintenance' setting holds bypass_accounts (spec 1 §3)", () => {
  it('reads the account ids of value.bypass_accounts', () => {
    expect(
      maintenanceBypassAccounts(given({ type: 'SettingsReceived', settings: [upload, maintenance], at })),
    ).to.deep.equal([1, 7]);
  });

  it('accepts ids sent as numeric strings and skips anything else', () => {
    const value = { bypass_accounts: ['4', 5, 'x', null, 2.5] };
    expect(
      maintenanceBypassAccounts(given({ type: 'SettingsReceived', settings: [{ ...maintenance, value }], at })),
    ).to.deep.equal([4, 5]);
  });

  it('is empty without the setting, or when its value holds no list', () => {
    expect(maintenanceBypassAccounts(settingsProjection.initial)).to.deep.equal([]);
    expect(
      maintenanceBypassAccounts(given({ type: 'SettingsReceived', settings: [{ ...maintenance, value: 'on' }], at })),
    ).to.deep.equal([]);
  });
});
