export { MonitorScreen, SystemMonitorScreen } from './monitor-screen';
