import { ContainerModule } from 'inversify';
import { LoginRoute } from './login-route';
import { RouteAccessQueries } from './route-access.queries';
import { SessionGate } from './session-gate';

/** Route guards, the menu, the session check on route entry and the login route's reload flag. */
export const navigationModule = new ContainerModule(({ bind }) => {
  bind(SessionGate).toSelf().inSingletonScope();
  bind(RouteAccessQueries).toSelf().inSingletonScope();
  bind(LoginRoute).toSelf().inSingletonScope();
});
