export { InMemoryNavigation } from './in-memory-navigation';
export { LoginRoute, loginPath } from './login-route';
export { navigationModule } from './navigation-module';
export { AccessPendingText, checkingAccessText, RouteAccessQueries } from './route-access.queries';
export type { RouteAccess } from './route-access.queries';
export { SessionGate } from './session-gate';
