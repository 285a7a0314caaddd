import { ContainerModule } from 'inversify';
import { ServerHealthFeed } from './health-feed';
import { DeveloperMonitorQueries } from './monitor.queries';
import { ReleaseEditing } from './release-editing';
import { ReleaseListsQueries } from './release-lists.queries';

/** The developer area (spec 3 §2.8): the monitor and the release lists. */
export const developerModule = new ContainerModule(({ bind }) => {
  bind(ReleaseListsQueries).toSelf().inSingletonScope();
  bind(ReleaseEditing).toSelf().inSingletonScope();
  bind(DeveloperMonitorQueries).toSelf().inSingletonScope();
  bind(ServerHealthFeed).toSelf().inSingletonScope();
});
