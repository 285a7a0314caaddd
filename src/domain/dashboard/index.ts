export { dashboardChoicesProjection, initialDashboardChoicesState, isDashboardLayout } from './dashboard-preferences';
export type { DashboardChoicesState } from './dashboard-preferences';
export { dashboardMessages, eventsFailedMessage } from './dashboard-messages';
