// The four settings forms share one chunk and one loader in the route table: each route entry is code on the
// login route's entry chunk, which has a size ceiling (docs/performance.md).
export { ExternalDevicesScreen } from '../external-devices';
export { MaintenanceScreen } from '../maintenance';
export { ProfileScreen } from '../profile';
export { SessionsScreen } from '../sessions';
