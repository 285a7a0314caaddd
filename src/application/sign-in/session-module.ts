import { ContainerModule } from 'inversify';
import { HttpGateway } from '../http';
import { EventLog } from '../log';
import { MaintenancePoller } from '../maintenance';
import { ClockPort, SocketPort } from '../ports';
import { ProjectionStore } from '../store';
import { JournalKeeper } from './journal-keeper';
import { LiveSession } from './live-session';
import { SessionService } from './session-service';

/** Signing in and out, the live wiring of socket and clock into the log, maintenance polls, the journal. */
export const sessionModule = new ContainerModule(({ bind }) => {
  bind(HttpGateway).toSelf().inSingletonScope();
  bind(SessionService).toSelf().inSingletonScope();
  bind(MaintenancePoller).toSelf().inSingletonScope();
  bind(JournalKeeper).toSelf().inSingletonScope();
  bind(LiveSession)
    .toDynamicValue(
      (context) =>
        new LiveSession(
          context.get(EventLog),
          context.get(ProjectionStore),
          context.get<SocketPort>(SocketPort),
          context.get<ClockPort>(ClockPort),
        ),
    )
    .inSingletonScope();
});
