export { DashboardScreen } from './dashboard-screen';
export {
  DashboardChannelRoute,
  DashboardEventRoute,
  DashboardInstanceRoute,
  DashboardListRoute,
} from './dashboard-routes';
export { EventSearch } from './event-search';
