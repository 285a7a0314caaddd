export { developerModule } from './developer-module';
export { ServerHealthFeed } from './health-feed';
export { DeveloperMonitorQueries } from './monitor.queries';
export type { ConsoleFigures, HealthView, RejectionRow } from './monitor.queries';
export { ReleaseEditing } from './release-editing';
export { ReleaseListsQueries } from './release-lists.queries';
export {
  healthRows,
  trafficSecondsKept,
  defaultReleaseStatus,
  isReleaseStatus,
  releaseAreas,
  releaseFormOf,
  releaseTime,
} from '../../domain/developer';
export { releaseStatuses } from '../../domain/cms';
