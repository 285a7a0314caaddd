export { DashboardScreen } from './dashboard-screen';
export { DashboardEventRoute, DashboardInstanceRoute, DashboardListRoute } from './dashboard-routes';
export { EventSearch } from './event-search';
