import 'fake-indexeddb/auto';
import { expect } from 'chai';
import { Container, ContainerModule } from 'inversify';
import { CommandBus } from '../src/application/commands';
import { HttpGateway } from '../src/application/http/http-gateway';
import { EventLog } from '../src/application/log';
import { MaintenancePoller } from '../src/application/maintenance/maintenance-poller';
import { FlightRecorder, SessionRecorder } from '../src/application/recording';
import { ReplayService } from '../src/application/replay-inspector';
import { ReplayMode } from '../src/application/replay-console';
import { JournalKeeper } from '../src/application/sign-in/journal-keeper';
import { LiveSession } from '../src/application/sign-in/live-session';
import { SessionService } from '../src/application/sign-in/session-service';
import { Normalizer, ProjectionStore } from '../src/application/store';
import { AuditQueries } from '../src/application/audit';
import { NotificationQueries } from '../src/application/notifications';
import {
  ClockPort,
  CommandPort,
  FeatureLoader,
  HttpCodecs,
  HttpPort,
  IdPort,
  KeyValueStorage,
  PushCodecs,
  RecordStorage,
  RuntimeConfig,
  SocketPort,
  TokenStorage,
} from '../src/application/ports';
import { ProcessesQueries, ProcessKeeper } from '../src/application/processes';
import { UploadQueue } from '../src/application/uploads';
import { StagedNormalizer } from '../src/infrastructure/wire';
import { buildContainer } from '../src/main';
import { memoryStorage, unreachableConfig } from './support/composition';

/** A copy of a module that also records the tokens it binds. */
const spyOn = (module: ContainerModule, bound: unknown[]): ContainerModule =>
  new ContainerModule((options) => {
    const bind = ((token: unknown) => {
      bound.push(token);
      return options.bind(token as never);
    }) as typeof options.bind;
    return (module as unknown as { load: (options: unknown) => void }).load({ ...options, bind });
  });

describe('composition root', () => {
  it('builds the container and resolves every binding, singletons once', () => {
    const container = buildContainer(unreachableConfig, memoryStorage());
    const tokens = [
      RuntimeConfig,
      Normalizer,
      SocketPort,
      HttpPort,
      TokenStorage,
      KeyValueStorage,
      RecordStorage,
      ClockPort,
      IdPort,
      EventLog,
      ProjectionStore,
      CommandBus,
      CommandPort,
      PushCodecs,
      HttpCodecs,
      HttpGateway,
      SessionService,
      MaintenancePoller,
      JournalKeeper,
      LiveSession,
      FlightRecorder,
      FeatureLoader,
    ];
    for (const token of tokens) expect(container.get(token as never), String(token)).to.not.equal(undefined);
    expect(container.get(CommandBus)).to.equal(container.get(CommandBus));
    expect(container.get(CommandPort), 'features reach the live bus through the port').to.equal(
      container.get(CommandBus),
    );
    expect(container.get(ProjectionStore)).to.equal(container.get(ProjectionStore));
    container.get(LiveSession).dispose();
  });

  it('binds every feature module once the signed-in part is loaded, and completes the protocol', async () => {
    const container = buildContainer(unreachableConfig, memoryStorage());
    const normalizer = container.get(StagedNormalizer);
    expect(normalizer.complete).to.equal(false);
    expect(container.isBound(ProcessesQueries)).to.equal(false);
    // Replay, replay mode and the full recorder are signed-in features too (docs/performance.md).
    for (const token of [SessionRecorder, ReplayService, ReplayMode])
      expect(container.isBound(token), String(token)).to.equal(false);
    await container.get<FeatureLoader>(FeatureLoader).load();
    expect(normalizer.complete).to.equal(true);
    const { featureModules } = await import('../src/infrastructure/di/signed-in');
    // Every binding of every feature module resolves (a module's own bindings, whatever it binds).
    const probe = new Container();
    const bound: unknown[] = [];
    probe.load(
      ...featureModules({ pageCloseWarning: { setActive: () => undefined } }).map((module) => spyOn(module, bound)),
    );
    expect(bound.length).to.be.greaterThan(10);
    for (const token of new Set(bound)) expect(container.getAll(token as never), String(token)).to.not.have.length(0);
    for (const token of [
      ProcessesQueries,
      ProcessKeeper,
      UploadQueue,
      AuditQueries,
      NotificationQueries,
      SessionRecorder,
      ReplayService,
      ReplayMode,
    ])
      expect(container.get(token as never), String(token)).to.equal(container.get(token as never));
    container.get(LiveSession).dispose();
    container.get(ReplayMode).dispose();
  });
});
