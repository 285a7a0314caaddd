// Composition root: the only file that may import every layer. It reads the runtime config, builds the
// container from each feature's modules, starts the live services and renders the app.
import 'reflect-metadata/lite';
import { Container } from 'inversify';
import { createRoot } from 'react-dom/client';
import { commandsModule, sessionModule, storeModule } from './application';
import { auditModule } from './application/audit';
import { inputsModule } from './application/inputs';
import { replayModule } from './application/replay';
import { browserRecordingOpener } from './infrastructure/recording/browser-recording';
import { InMemoryNavigation, navigationModule } from './application/navigation';
import { DesktopNotifications, DesktopNotifier, noDesktopNotifier, notificationsModule } from './application/notifications';
import { NavigationPort, RuntimeConfig } from './application/ports';
import { ProcessKeeper, processesModule } from './application/processes';
import { type PageCloseWarning, uploadsModule } from './application/uploads';
import { FlightRecorder, recordingModule } from './application/recording';
import { JournalKeeper } from './application/session/journal-keeper';
import { LiveSession } from './application/session/live-session';
import { MaintenancePoller } from './application/maintenance/maintenance-poller';
import { MaintenanceReload, shellModule } from './application/shell';
import { httpModule, loadRuntimeConfig, socketModule, storageModule, systemModule, wireModule } from './infrastructure/di';
import { App } from './ui/app';
import { BrowserDesktopNotifier } from './ui/notifications/browser-desktop-notifier';
import { createAppRouter } from './ui/routes/app-router';
import { RouterNavigation } from './ui/routes/router-navigation';
import { beforeUnloadWarning } from './infrastructure/system/before-unload-warning';

/** What only a page has; Node (the container test, tools) gets stand-ins that go nowhere. */
export interface Platform {
  readonly navigation?: NavigationPort;
  readonly desktopNotifier?: DesktopNotifier;
  readonly pageCloseWarning?: PageCloseWarning;
}

export const buildContainer = (config: RuntimeConfig, storage: Storage, platform: Platform = {}): Container => {
  const container = new Container();
  container.bind(RuntimeConfig).toConstantValue(config);
  container.bind(NavigationPort).toConstantValue(platform.navigation ?? new InMemoryNavigation());
  container.bind(DesktopNotifier).toConstantValue(platform.desktopNotifier ?? noDesktopNotifier);
  container.load(
    wireModule, socketModule, httpModule, storageModule(storage), systemModule, storeModule, commandsModule, sessionModule,
    navigationModule, shellModule, notificationsModule, processesModule, uploadsModule(platform.pageCloseWarning ?? beforeUnloadWarning(undefined)),
    inputsModule, auditModule, replayModule(browserRecordingOpener), recordingModule,
  );
  return container;
};

const start = async (): Promise<void> => {
  const root = document.getElementById('root');
  if (!root) return;
  const navigation = new RouterNavigation(window.location);
  const container = buildContainer(await loadRuntimeConfig(window.location.origin), window.localStorage, {
    navigation,
    desktopNotifier: new BrowserDesktopNotifier(window),
    pageCloseWarning: beforeUnloadWarning(window),
  });
  container.get(LiveSession);
  container.get(JournalKeeper).start();
  container.get(FlightRecorder).start();
  container.get(MaintenancePoller).start();
  container.get(MaintenanceReload).start();
  container.get(DesktopNotifications).start();
  container.get(ProcessKeeper).start();
  const router = createAppRouter(container);
  navigation.attach(router);
  createRoot(root).render(<App services={container} router={router} />);
};

// Node (the container test) imports this file for buildContainer; only a page starts the console.
if (typeof document !== 'undefined') void start();
