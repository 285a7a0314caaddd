// Composition root: the only file that may import every layer. It reads the runtime config, builds the
// container from each feature's modules, starts the live services and renders the app.
import 'reflect-metadata/lite';
import { Container, type ContainerModule } from 'inversify';
import { createRoot } from 'react-dom/client';
import { commandsModule, sessionModule, storeModule } from './application';
import { replayConsoleBase, replayModeSwitchModule } from './application/replay-console';
import { InMemoryNavigation, navigationModule } from './application/navigation';
import { DesktopNotifier, noDesktopNotifier, notificationsModule } from './application/notifications';
import { FeatureLoader, NavigationPort, RuntimeConfig } from './application/ports';
import type { PageCloseWarning } from './application/uploads';
import { FlightRecorder, flightRecordingModule } from './application/recording';
import { JournalKeeper, LiveSession } from './application/sign-in';
import { MaintenancePoller } from './application/maintenance';
import { MaintenanceReload, shellModule } from './application/shell';
import {
  httpModule,
  loadRuntimeConfig,
  SignedInFeatures,
  socketModule,
  storageModule,
  systemModule,
  wireModule,
} from './infrastructure/di';
import { createConsoleRoutes, createPageHistory, historyNavigator, RouterNavigation } from './ui/routes';
import { App } from './ui/app';
import { ConsoleSwitch, type ReplayConsole, replayPageLocation } from './ui/replay-console';
import { beforeUnloadWarning, BrowserDesktopNotifier } from './infrastructure/system';

/** What only a page has; Node (the container test, tools) gets stand-ins that go nowhere. */
export interface Platform {
  readonly navigation?: NavigationPort;
  readonly desktopNotifier?: DesktopNotifier;
  readonly pageCloseWarning?: PageCloseWarning;
  /** The page's live console: the process keeper and desktop notifications start when the features load. */
  readonly startsKeepers?: boolean;
  /** Loaded last: rebinds the ports that make a console live, for a replay console (docs/replay-mode.md). */
  readonly replay?: ContainerModule;
}

export const buildContainer = (config: RuntimeConfig, storage: Storage, platform: Platform = {}): Container => {
  const container = new Container();
  container.bind(RuntimeConfig).toConstantValue(config);
  container.bind(NavigationPort).toConstantValue(platform.navigation ?? new InMemoryNavigation());
  container.bind(DesktopNotifier).toConstantValue(platform.desktopNotifier ?? noDesktopNotifier);
  // What every page needs, the login route included. Every feature's services load later, with the signed-in
  // part (src/infrastructure/di/signed-in.ts: add a feature's module there, not here; docs/performance.md).
  container.load(
    wireModule,
    socketModule,
    httpModule,
    storageModule(storage),
    systemModule,
    storeModule,
    commandsModule,
    sessionModule,
    navigationModule,
    shellModule,
    notificationsModule,
    flightRecordingModule,
    replayModeSwitchModule,
  );
  const features = new SignedInFeatures(
    container,
    { pageCloseWarning: platform.pageCloseWarning ?? beforeUnloadWarning(undefined) },
    platform.startsKeepers,
  );
  container.bind(FeatureLoader).toConstantValue(features);
  if (platform.replay) {
    // A replay console is opened from the /replay screen, which loaded the signed-in part already.
    features.loadNow();
    container.load(platform.replay);
  }
  return container;
};

const start = async (): Promise<void> => {
  const root = document.getElementById('root');
  if (!root) return;
  const navigation = new RouterNavigation(window.location);
  const config = await loadRuntimeConfig(window.location.origin);
  const container = buildContainer(config, window.localStorage, {
    navigation,
    desktopNotifier: new BrowserDesktopNotifier(window),
    pageCloseWarning: beforeUnloadWarning(window),
    startsKeepers: true,
  });
  container.get(LiveSession);
  container.get(JournalKeeper).start();
  container.get(FlightRecorder).start();
  container.get(MaintenancePoller).start();
  container.get(MaintenanceReload).start();
  // One history for the page: the live console's routes, the replay console's and replay mode all follow it.
  const history = createPageHistory(window);
  const routes = createConsoleRoutes(container, history);
  navigation.attach(historyNavigator(history));
  // Replay mode: a second console on the loaded recording, with its own container and router (their code is
  // fetched then: only /replay/view needs it).
  const openReplay = async (): Promise<ReplayConsole> => {
    const [{ replayConsoleModule, ReplayedStore }, { createReplayConsoleRoutes }] = await Promise.all([
      import(/* webpackChunkName: "replay-console" */ './application/replay-console/replay-mode-module'),
      import(/* webpackChunkName: "replay-console" */ './ui/replay-console/replay-console-routes'),
    ]);
    const replayNavigation = new RouterNavigation(replayPageLocation(window.location, replayConsoleBase));
    const services = buildContainer(config, window.localStorage, {
      navigation: replayNavigation,
      replay: replayConsoleModule(container),
    });
    replayNavigation.attach(historyNavigator(history, replayConsoleBase));
    return {
      services,
      routes: createReplayConsoleRoutes(history),
      dispose: () => services.get(ReplayedStore).dispose(),
    };
  };
  createRoot(root).render(<ConsoleSwitch live={{ services: container, routes }} openReplay={openReplay} App={App} />);
};

// Node (the container test) imports this file for buildContainer; only a page starts the console.
if (typeof document !== 'undefined') void start();
