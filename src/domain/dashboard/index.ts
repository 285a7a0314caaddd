export { dashboardChoicesProjection, initialDashboardChoicesState, isDashboardLayout } from './dashboard-preferences';
export type { DashboardChoicesState } from './dashboard-preferences';
export { dashboardCommands } from './dashboard-commands';
export { dashboardDays } from './dashboard-days';
export {
  awaitsAnswer,
  dashboardWindowProjection,
  initialDashboardWindowState,
  windowEvent,
  windowEvents,
  windowMarginSeconds,
} from './dashboard-window';
export type { DashboardWindowState } from './dashboard-window';
export type { DashboardView } from './dashboard-days';
export type {
  DashboardChoiceEvent,
  DashboardLayoutChosen,
  DashboardRangeChosen,
  OwnEventsSwitched,
} from './dashboard.events';
export { dashboardItems, dashboardLayouts, defaultDashboardLayout, sameDashboardItems } from './dashboard-items';
export type { DashboardItem, DashboardLayout, GroupPosition } from './dashboard-items';
export { dashboardMessages, eventsFailedMessage } from './dashboard-messages';
