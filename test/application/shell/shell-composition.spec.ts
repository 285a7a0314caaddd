import 'fake-indexeddb/auto';
import { expect } from 'chai';
import { InMemoryNavigation, LoginRoute, RouteAccessQueries, SessionGate } from '../../../src/application/navigation';
import { DesktopNotifications, DesktopNotifier, NotificationQueries } from '../../../src/application/notifications';
import { FeatureLoader, NavigationPort } from '../../../src/application/ports';
import { ConnectionQueries, LoginQueries, MaintenanceQueries, MaintenanceReload, SessionCommands, ToolbarQueries } from '../../../src/application/shell';
import { SessionService } from '../../../src/application/session/session-service';
import { buildContainer } from '../../../src/main';

const config = { apiBase: 'http://127.0.0.1:1/api/v1', socketUrl: 'ws://127.0.0.1:1/socket', maintenanceUrl: 'http://127.0.0.1:1/m.json', latestVersionUrl: 'http://127.0.0.1:1/l' };

const memoryStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() { return items.size; },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
};

describe('shell composition (src/main.tsx buildContainer)', () => {
  it('resolves every shell, navigation and notification service once, with stand-ins for what only a page has', async () => {
    const container = buildContainer(config, memoryStorage());
    // The notification feed reads every feature's notice rules: it is resolved once the features are in.
    await container.get<FeatureLoader>(FeatureLoader).load();
    const tokens = [
      SessionGate, RouteAccessQueries, LoginRoute, SessionCommands, LoginQueries, MaintenanceQueries, MaintenanceReload,
      ToolbarQueries, ConnectionQueries, NotificationQueries, DesktopNotifications,
    ];
    for (const token of tokens) expect(container.get(token as never), token.name).to.equal(container.get(token as never));
    expect(container.get(NavigationPort)).to.be.instanceOf(InMemoryNavigation);
    expect(container.get<DesktopNotifier>(DesktopNotifier).wanted()).to.equal(false);
    container.get(SessionService).stop();
  });

  it('binds the navigation the page hands in', () => {
    const navigation = new InMemoryNavigation('/login');
    const container = buildContainer(config, memoryStorage(), { navigation });
    expect(container.get(NavigationPort)).to.equal(navigation);
  });
});
