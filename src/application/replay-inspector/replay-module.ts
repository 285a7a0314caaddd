import { ContainerModule } from 'inversify';
import { asyncScheduler } from 'rxjs';
import { Normalizer } from '../store';
import type { RecordingOpener } from './replay-file';
import { appVersion } from '../recording';
import { InspectorQueries } from './inspector.queries';
import { ReplayQueries } from './replay.queries';
import { ReplayService } from './replay-service';

/** The replay screen's service and queries; the page supplies how a file is read. */
export const replayModule = (opener: RecordingOpener): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(ReplayService)
      .toDynamicValue((context) => new ReplayService(context.get<Normalizer>(Normalizer), opener, asyncScheduler))
      .inSingletonScope();
    bind(ReplayQueries)
      .toDynamicValue((context) => new ReplayQueries(context.get(ReplayService)))
      .inSingletonScope();
    bind(InspectorQueries)
      .toDynamicValue((context) => new InspectorQueries(context.get(ReplayService), appVersion))
      .inSingletonScope();
  });
