export { DrillScreen } from './drill-screen';
export { HeadendListScreen } from './headend-list-screen';
export { MediaServerListScreen } from './media-server-list-screen';
export { MonitorScreen, SystemMonitorScreen } from './monitor-screen';
export { MultiviewEventRoute, MultiviewListOnly } from './multiview-routes';
export { MultiviewScreen } from './multiview-screen';
