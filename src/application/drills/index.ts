export { DrillCommands, drillCommands } from './drills.commands';
export { drillNoticeRules } from './drills-notices';
export { DrillQueries, type DrillPanelView } from './drills.queries';
export {
  drillFaultLabels,
  drillFaultOptions,
  drillRows,
  drillSecondsHint,
  drillStartPlan,
  initialDrillForm,
  timeLeftText,
  type DrillChannel,
  type DrillForm,
  type DrillRow,
} from './drill-panel';
