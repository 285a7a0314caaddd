import { expect } from 'chai';
import {
  accountTypes,
  assignableAccountTypes,
  canOpenSettingsTab,
  canSeeAccountInList,
  canSeeDevKey,
  canSeeFeature,
  canSeeSystemListTypes,
  devKeyShownMs,
  matchesAccountSearch,
  settingsDefaultRoute,
  settingsToolbar,
  visibleAccounts,
} from '../../../src/domain/accounts';

describe('domain/accounts: admin-only UI (spec 1 §6)', () => {
  it('the server clock shows to the admin and user account types only (spec 1 §2.2)', () => {
    expect(accountTypes.filter((type) => canSeeFeature('server_clock', type))).to.deep.equal(['admin', 'user']);
  });

  it('own-events filter, connection stats, to-do, output transcoder start, instance menu, SSH password, mediaconnect: administrators', () => {
    for (const feature of [
      'own_events_filter',
      'connection_stats',
      'todo_button',
      'output_transcoder_start',
      'instance_details_menu',
      'ssh_password',
      'mediaconnect_controls',
    ] as const) {
      expect(
        accountTypes.filter((type) => canSeeFeature(feature, type)),
        feature,
      ).to.deep.equal(['admin', 'device_admin', 'root', 'developer']);
    }
  });

  it('root and developer see broadcaster process info', () => {
    expect(accountTypes.filter((type) => canSeeFeature('broadcaster_process_info', type))).to.deep.equal([
      'root',
      'developer',
    ]);
  });
});

describe('domain/accounts: account type assignment (spec 3 §6)', () => {
  it('developers (and one special account) may assign all seven types', () => {
    expect(assignableAccountTypes({ type: 'developer' })).to.deep.equal(accountTypes);
    expect(assignableAccountTypes({ type: 'admin', special: true })).to.deep.equal(accountTypes);
  });

  it('root may assign all but developer', () => {
    expect(assignableAccountTypes({ type: 'root' })).to.deep.equal([
      'admin',
      'device_admin',
      'root',
      'group_admin',
      'user',
      'cloudrec',
    ]);
  });

  it('admin or device_admin may assign only group_admin, user and cloudrec', () => {
    expect(assignableAccountTypes({ type: 'admin' })).to.deep.equal(['group_admin', 'user', 'cloudrec']);
    expect(assignableAccountTypes({ type: 'device_admin' })).to.deep.equal(['group_admin', 'user', 'cloudrec']);
  });

  it('anyone else may assign nothing', () => {
    expect(assignableAccountTypes({ type: 'group_admin' })).to.deep.equal([]);
    expect(assignableAccountTypes({})).to.deep.equal([]);
  });
});

describe('domain/accounts: accounts list visibility (spec 3 §6)', () => {
  const accounts = accountTypes.map((type, index) => ({ id: index, email: `${type}@example.fi`, type }));

  it('root and developer see all', () => {
    expect(visibleAccounts('root', accounts)).to.have.length(7);
    expect(visibleAccounts('developer', accounts)).to.have.length(7);
  });

  it('admin and device_admin see those excluding root and developer types', () => {
    expect(visibleAccounts('admin', accounts).map((account) => account.type)).to.deep.equal([
      'admin',
      'device_admin',
      'group_admin',
      'user',
      'cloudrec',
    ]);
    expect(canSeeAccountInList('device_admin', 'developer')).to.equal(false);
  });

  it('other types see none', () => {
    expect(visibleAccounts('group_admin', accounts)).to.deep.equal([]);
  });

  it('searches email, name, surname, company and type (spec 3 §2.2)', () => {
    const account = {
      email: 'mari@example.fi',
      name: 'Mari',
      surname: 'Virtanen',
      type: 'admin',
      meta: { company: 'Example Sports' },
    };
    expect(['mari@', 'virt', 'SPORTS', 'admin', ''].map((text) => matchesAccountSearch(account, text))).to.deep.equal([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(matchesAccountSearch(account, 'nobody')).to.equal(false);
  });

  it('the dev key is shown only to developers, for 10 seconds (spec 3 §9)', () => {
    expect(accountTypes.filter(canSeeDevKey)).to.deep.equal(['developer']);
    expect(devKeyShownMs).to.equal(10_000);
  });
});

describe('domain/accounts: settings area tabs (spec 3 §2.2, §6)', () => {
  const tabsOf = (type: string) =>
    settingsToolbar(type).map((entry) =>
      entry.kind === 'menu' ? `${entry.title}[${entry.tabs.join(',')}]` : entry.title,
    );

  it('Settings and Maintenance tabs: root or developer', () => {
    expect(accountTypes.filter((type) => canOpenSettingsTab('settings', type))).to.deep.equal(['root', 'developer']);
    expect(accountTypes.filter((type) => canOpenSettingsTab('maintenance', type))).to.deep.equal(['root', 'developer']);
  });

  it('List Types, External devices, Accounts, Groups: administrators', () => {
    for (const tab of ['list_types', 'external_devices', 'accounts', 'groups'] as const) {
      expect(
        accountTypes.filter((type) => canOpenSettingsTab(tab, type)),
        tab,
      ).to.deep.equal(['admin', 'device_admin', 'root', 'developer']);
    }
  });

  it('for admins Profile is a menu that includes Sessions; other users see separate Profile and Sessions buttons', () => {
    expect(tabsOf('admin')).to.deep.equal([
      'List Types',
      'External devices[external_devices]',
      'Profile[profile,sessions]',
      'Accounts',
      'Groups',
    ]);
    expect(tabsOf('developer')).to.deep.equal([
      'Settings',
      'List Types',
      'External devices[external_devices]',
      'Profile[profile,sessions]',
      'Accounts',
      'Groups',
      'Maintenance',
    ]);
    expect(tabsOf('user')).to.deep.equal(['Profile', 'Sessions']);
  });

  it('/settings redirects to profile; system list types are for developers only', () => {
    expect(settingsDefaultRoute).to.equal('/settings/profile');
    expect(accountTypes.filter(canSeeSystemListTypes)).to.deep.equal(['developer']);
  });
});
