import { expect } from 'chai';
import {
  accountTypes,
  canOpenRoute,
  guardedRoute,
  guardFailureRoute,
  isAdministrator,
  topRoute,
  visibleMenu,
} from '../../../src/domain/accounts';
import { specMenus } from '../../support/spec-menus';

const titles = (type: string, productionsGroup = false): readonly string[] =>
  visibleMenu({ type, productionsGroup }).map((entry) => entry.title);

describe('domain/accounts: account types and administrators (spec 3 §6)', () => {
  it('has the seven account types', () => {
    expect(accountTypes).to.deep.equal([
      'admin',
      'device_admin',
      'root',
      'developer',
      'group_admin',
      'user',
      'cloudrec',
    ]);
  });

  it('admin, device_admin, root and developer count as administrators; group_admin, user, cloudrec and unknown types do not', () => {
    expect(accountTypes.filter(isAdministrator)).to.deep.equal(['admin', 'device_admin', 'root', 'developer']);
    expect(isAdministrator('superuser')).to.equal(false);
    expect(isAdministrator(undefined)).to.equal(false);
  });
});

describe('domain/accounts: top menu by account type (spec 1 §2.1)', () => {
  it('a developer sees every entry, in menu order (Productions lists admin, device_admin and developer)', () => {
    expect(titles('developer')).to.deep.equal(specMenus.developer);
  });

  it('root sees all but Productions and Developer', () => {
    expect(titles('root')).to.not.include.members(['Productions', 'Developer']);
    expect(titles('root')).to.include.members(['Devices', 'Instances', 'Billing', 'Monitor', 'System Monitor']);
  });

  it('admin sees no Devices and no Developer; device_admin sees Devices', () => {
    expect(titles('admin')).to.not.include('Devices');
    expect(titles('device_admin')).to.include('Devices');
    expect(titles('device_admin')).to.not.include('Developer');
  });

  it('group_admin and user see Dashboard, Events, Clips, Content, Channels, Multiview and Settings', () => {
    expect(titles('group_admin')).to.deep.equal(specMenus.group_admin);
    expect(titles('user')).to.deep.equal(specMenus.user);
  });

  it('cloudrec sees Clips only; an unknown type sees nothing', () => {
    expect(titles('cloudrec')).to.deep.equal(['Clips']);
    expect(titles('superuser')).to.deep.equal([]);
  });

  it('anyone whose group has the meta flag productions also sees Productions', () => {
    expect(titles('user', true)).to.include('Productions');
    expect(titles('root', true)).to.include('Productions');
  });
});

describe('domain/accounts: route guards (spec 3 §6)', () => {
  it('dashboard, settings, events, channels, monitor, multiview, content: the six non-cloudrec types', () => {
    for (const route of [
      '/dashboard',
      '/settings/profile',
      '/events',
      '/channels/inputs',
      '/monitor',
      '/multiview',
      '/content/list/default',
    ]) {
      expect(canOpenRoute(route, { type: 'user' }), route).to.equal(true);
      expect(canOpenRoute(route, { type: 'group_admin' }), route).to.equal(true);
      expect(canOpenRoute(route, { type: 'cloudrec' }), route).to.equal(false);
    }
  });

  it('devices: device_admin, root, developer', () => {
    expect(
      ['admin', 'device_admin', 'root', 'developer'].map((type) => canOpenRoute('/devices/devices/list', { type })),
    ).to.deep.equal([false, true, true, true]);
  });

  it('developer: developer only', () => {
    expect(['root', 'developer'].map((type) => canOpenRoute('/developer/monitor', { type }))).to.deep.equal([
      false,
      true,
    ]);
  });

  it('billing, instances, sysmonitor: admin, device_admin, root, developer', () => {
    for (const route of ['/billing/dashboard/view', '/instances', '/sysmonitor']) {
      expect(canOpenRoute(route, { type: 'admin' }), route).to.equal(true);
      expect(canOpenRoute(route, { type: 'group_admin' }), route).to.equal(false);
    }
  });

  it('cloudrec, productions and intercom have no guard', () => {
    for (const route of ['/cloudrec/event/6f1e', '/productions/list', '/intercom'])
      expect(canOpenRoute(route, { type: 'cloudrec' }), route).to.equal(true);
    expect(canOpenRoute('/productions', {})).to.equal(true);
  });

  it('refuses routes the app does not have', () => {
    expect(canOpenRoute('/admin', { type: 'developer' })).to.equal(false);
  });

  it('on a guard failure a cloudrec account is sent to /cloudrec (spec 3 §6); others to the dashboard', () => {
    expect(guardedRoute('/billing', { type: 'cloudrec' })).to.equal('/cloudrec');
    expect(guardedRoute('/billing', { type: 'user' })).to.equal('/dashboard');
    expect(guardedRoute('/billing', { type: 'admin' })).to.equal('/billing');
    expect(guardFailureRoute({ type: 'unknown-type' })).to.equal('/cloudrec');
  });

  it('takes the top route of a path, and / as the dashboard the root redirects to', () => {
    expect(topRoute('/settings/accounts/edit/4?x=1')).to.equal('/settings');
    expect(topRoute('/')).to.equal('/dashboard');
  });
});
