import { inject, injectable } from 'inversify';
import { NavigationPort } from '../ports';

/** The login route without its reload flag. */
export const loginPath = '/login';

/**
 * Entering /login: the query l=1 (where Logout sends the console) forces a page reload (spec 1 §2.4), so no
 * state of the previous session survives; the reload lands on /login without the flag, so it happens once.
 */
@injectable()
export class LoginRoute {
  constructor(@inject(NavigationPort) private readonly navigation: NavigationPort) {}

  /** True when the page is about to reload. */
  enter(search: URLSearchParams): boolean {
    if (search.get('l') !== '1') return false;
    this.navigation.navigate(loginPath, { replace: true });
    this.navigation.reload();
    return true;
  }
}
