import { inject, injectable } from 'inversify';
import { exhaustMap, filter, type Subscription } from 'rxjs';
import { loginRedirectRoute } from '../../domain/accounts';
import { NavigationPort, SocketPort } from '../ports';
import { ProjectionStore } from '../store';
import { SessionService } from '../session';

/**
 * "Deleting a session signs that browser out" (spec 3 §2.2 sessions): the server closes a deleted session's
 * sockets and refuses its token. When this console's socket drops while signed in, it asks verify; a session
 * that no longer holds goes to the login page (with the redirect back), a server that is merely away is
 * waited for as before.
 */
@injectable()
export class SessionEndWatch {
  private subscription: Subscription | undefined;

  constructor(
    @inject(SocketPort) private readonly socket: SocketPort,
    @inject(SessionService) private readonly session: SessionService,
    @inject(ProjectionStore) private readonly store: ProjectionStore,
    @inject(NavigationPort) private readonly navigation: NavigationPort,
  ) {}

  start(): void {
    this.subscription ??= this.socket.connection$
      .pipe(
        filter((connection) => connection.state === 'disconnected'),
        filter(() => this.store.state.session.status === 'logged_in'),
        // One check at a time: the reconnect attempts that arrive meanwhile are covered by it.
        exhaustMap(() => this.check()),
      )
      .subscribe();
  }

  /** Checks now (also after deleting the current session); true when the console was signed out. */
  async check(): Promise<boolean> {
    const answer = await this.session.confirmSession();
    if (answer !== 'ended') return false;
    const here = this.navigation.current();
    this.navigation.navigate(here.startsWith('/login') ? '/login' : loginRedirectRoute(here), { replace: true });
    return true;
  }

  stop(): void {
    this.subscription?.unsubscribe();
    this.subscription = undefined;
  }
}
