export {
  drillFaults,
  drillSeconds,
  drillSecondsLeft,
  isDrillFault,
  type Drill,
  type DrillFault,
  type DrillStart,
} from './drill';
export { keptDrills, mergeDrills, runningDrills, shownDrill, type KeptDrill } from './drill-set';
export {
  drillsProjection,
  initialDrillsState,
  type DrillsEvent,
  type DrillsReported,
  type DrillsState,
} from './drills.projection';
