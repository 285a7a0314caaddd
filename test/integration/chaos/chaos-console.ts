import type { Container } from 'inversify';
import type { Subscription } from 'rxjs';
import { NotificationQueries } from '../../../src/application/notifications';
import { FeatureLoader, SocketPort, type RuntimeConfig } from '../../../src/application/ports';
import { LiveSession, SessionService } from '../../../src/application/sign-in';
import { SettingsAreaCommands } from '../../../src/application/settings';
import { ProjectionStore } from '../../../src/application/store';
import type { RootState } from '../../../src/domain/state';
import type { DeferredSocket } from '../../../src/infrastructure/socket';
import { buildContainer } from '../../../src/main';
import { memoryStorage } from '../../support/composition';
import { demoPassword } from '../support/studio';

/**
 * A console as the page builds it (src/main.tsx `buildContainer`: the real socket module with the official phoenix
 * client, HTTP, log, store, command bus and every feature's modules), signed in through its SessionService, in
 * Node. Its toaster feed is watched from sign-in on: `toasted` holds the id of every command result it showed.
 */
export interface ChaosConsole {
  readonly email: string;
  readonly container: Container;
  readonly commands: SettingsAreaCommands;
  readonly toasted: ReadonlySet<string>;
  state(): RootState;
  dispose(): void;
}

/** The config a page served by the studio server at `url` reads. */
export const consoleConfig = (url: string): RuntimeConfig => ({
  apiBase: `${url}/api/v1`,
  socketUrl: `${url.replace(/^http/, 'ws')}/socket`,
  // Nothing answers these: the maintenance notice and the version check are not what this test is about.
  maintenanceUrl: 'http://127.0.0.1:1/maintenance.json',
  latestVersionUrl: 'http://127.0.0.1:1/latest',
});

export const signInConsole = async (url: string, email: string): Promise<ChaosConsole> => {
  const container = buildContainer(consoleConfig(url), memoryStorage());
  const live = container.get(LiveSession);
  const store = container.get(ProjectionStore);
  const session = container.get(SessionService);
  const toasted = new Set<string>();
  let toasts: Subscription | undefined;
  const dispose = (): void => {
    toasts?.unsubscribe();
    session.stop();
    live.dispose();
    (container.get(SocketPort) as DeferredSocket).dispose();
    store.dispose();
  };
  try {
    const answer = await session.login(email, demoPassword);
    if (answer !== 'ok') throw new Error(`${email} could not sign in: ${answer}`);
    await container.get<FeatureLoader>(FeatureLoader).load();
    // What the toaster would show from now on: every result that appears after it mounted.
    toasts = container.get(NotificationQueries).toasts$.subscribe((notices) => {
      for (const notice of notices) if (notice.kind === 'result') toasted.add(notice.id);
    });
  } catch (error) {
    dispose();
    throw error;
  }
  return {
    email,
    container,
    commands: container.get(SettingsAreaCommands),
    toasted,
    state: () => store.state,
    dispose,
  };
};
