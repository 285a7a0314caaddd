export { MonitorScreen, SystemMonitorScreen } from './monitor-screen';
export { MultiviewEventRoute, MultiviewListOnly } from './multiview-routes';
export { MultiviewScreen } from './multiview-screen';
