export {
  consoleTrafficProjection,
  framesPerSecond,
  initialConsoleTrafficState,
  trafficCount,
  trafficHistory,
  trafficSecondsKept,
} from './console-traffic.projection';
export type { ConsoleTrafficState } from './console-traffic.projection';
export { releaseFormOf, releaseSavePlan } from './release-form';
export type { ReleaseForm, ReleaseSavePlan } from './release-form';
export {
  defaultReleaseStatus,
  isReleaseStatus,
  parseUnitIds,
  releaseAreas,
  releaseListIds,
  releaseListSpec,
  releaseRow,
  releaseTime,
  unitIdsOf,
} from './release-row';
export type { ReleaseArea, ReleaseListIds, ReleaseRow } from './release-row';
export {
  healthReportEveryMs,
  healthStaleAfterMs,
  initialServerHealthState,
  isHealthStale,
  serverHealthProjection,
} from './server-health';
export type { DeveloperEvent, ServerHealth, ServerHealthReported, ServerHealthState } from './server-health';
export { clockTime, formatUptime, healthRows } from './health-rows';
export type { HealthRow } from './health-rows';
