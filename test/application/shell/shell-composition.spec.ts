import 'fake-indexeddb/auto';
import { expect } from 'chai';
import { InMemoryNavigation, LoginRoute, RouteAccessQueries, SessionGate } from '../../../src/application/navigation';
import { DesktopNotifications, DesktopNotifier, NotificationQueries } from '../../../src/application/notifications';
import { FeatureLoader, NavigationPort } from '../../../src/application/ports';
import {
  ConnectionQueries,
  LoginQueries,
  MaintenanceQueries,
  MaintenanceReload,
  SessionCommands,
  ToolbarQueries,
} from '../../../src/application/shell';
import { SessionService } from '../../../src/application/sign-in/session-service';
import { buildContainer } from '../../../src/main';
import { memoryStorage, unreachableConfig } from '../../support/composition';

describe('shell composition (src/main.tsx buildContainer)', () => {
  it('resolves every shell, navigation and notification service once, with stand-ins for what only a page has', async () => {
    const container = buildContainer(unreachableConfig, memoryStorage());
    // The notification feed reads every feature's notice rules: it is resolved once the features are in.
    await container.get<FeatureLoader>(FeatureLoader).load();
    const tokens = [
      SessionGate,
      RouteAccessQueries,
      LoginRoute,
      SessionCommands,
      LoginQueries,
      MaintenanceQueries,
      MaintenanceReload,
      ToolbarQueries,
      ConnectionQueries,
      NotificationQueries,
      DesktopNotifications,
    ];
    for (const token of tokens)
      expect(container.get(token as never), token.name).to.equal(container.get(token as never));
    expect(container.get(NavigationPort)).to.be.instanceOf(InMemoryNavigation);
    expect(container.get<DesktopNotifier>(DesktopNotifier).wanted()).to.equal(false);
    container.get(SessionService).stop();
  });

  it('binds the navigation the page hands in', () => {
    const navigation = new InMemoryNavigation('/login');
    const container = buildContainer(unreachableConfig, memoryStorage(), { navigation });
    expect(container.get(NavigationPort)).to.equal(navigation);
  });
});
