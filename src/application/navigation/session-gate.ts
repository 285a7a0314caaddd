import { inject, injectable } from 'inversify';
import { loginRedirectRoute } from '../../domain/accounts';
import { SessionService } from '../sign-in';
import { StateReader } from '../store';

/**
 * The check on entering a guarded route (spec 3 §4 "Session check"): when the console is not logged in yet,
 * verify the stored token (result 1 = logged in); otherwise the way is /login?redirect={path}.
 */
@injectable()
export class SessionGate {
  private checking: Promise<boolean> | undefined;

  constructor(
    @inject(StateReader) private readonly store: StateReader,
    @inject(SessionService) private readonly session: SessionService,
  ) {}

  /** Undefined when the route may open, else where to go instead. */
  async enter(path: string): Promise<string | undefined> {
    // A login or verify answered a moment ago is already in the log; fold it before reading the status.
    this.store.flush();
    if (this.store.state.session.status === 'logged_in') return undefined;
    // Navigations that arrive together share one verify call.
    this.checking ??= this.session.verify().finally(() => {
      this.checking = undefined;
    });
    return (await this.checking) ? undefined : loginRedirectRoute(path);
  }
}
