// Composition root: the only file that may import every layer. It reads the runtime config, builds the
// container from each feature's modules, starts the live services and renders the app.
import 'reflect-metadata/lite';
import { Container } from 'inversify';
import { createRoot } from 'react-dom/client';
import { commandsModule, sessionModule, storeModule } from './application';
import { RuntimeConfig } from './application/ports';
import { JournalKeeper } from './application/session/journal-keeper';
import { LiveSession } from './application/session/live-session';
import { MaintenancePoller } from './application/maintenance/maintenance-poller';
import { httpModule, loadRuntimeConfig, socketModule, storageModule, systemModule, wireModule } from './infrastructure/di';
import { App } from './ui/app';

export const buildContainer = (config: RuntimeConfig, storage: Storage): Container => {
  const container = new Container();
  container.bind(RuntimeConfig).toConstantValue(config);
  container.load(wireModule, socketModule, httpModule, storageModule(storage), systemModule, storeModule, commandsModule, sessionModule);
  return container;
};

const start = async (): Promise<void> => {
  const root = document.getElementById('root');
  if (!root) return;
  const container = buildContainer(await loadRuntimeConfig(window.location.origin), window.localStorage);
  container.get(LiveSession);
  container.get(JournalKeeper).start();
  container.get(MaintenancePoller).start();
  createRoot(root).render(<App services={container} />);
};

// Node (the container test) imports this file for buildContainer; only a page starts the console.
if (typeof document !== 'undefined') void start();
