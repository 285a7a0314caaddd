import { inject, injectable } from 'inversify';
import { exhaustMap, filter, type Subscription } from 'rxjs';
import { loginRedirectRoute } from '../../domain/accounts';
import { HttpGateway } from '../http';
import { httpContract, NavigationPort, SocketPort, TokenStorage } from '../ports';
import { StateReader } from '../store';
import { SessionService } from '../sign-in';

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
    @inject(StateReader) private readonly store: StateReader,
    @inject(NavigationPort) private readonly navigation: NavigationPort,
    @inject(HttpGateway) private readonly http: HttpGateway,
    @inject(TokenStorage) private readonly tokens: TokenStorage,
  ) {}

  start(): void {
    this.subscription ??= this.socket.connection$
      .pipe(
        filter((connection) => connection.state === 'disconnected'),
        // A logout this console asked for closes the socket too; verify would only hear the 401 it expects.
        filter(() => this.store.state.session.status === 'logged_in' && !this.session.loggingOut),
        // One check at a time: the reconnect attempts that arrive meanwhile are covered by it.
        exhaustMap(() => this.check()),
      )
      .subscribe();
  }

  /** Checks now (also after deleting the current session); true when the console was signed out. */
  async check(): Promise<boolean> {
    if (!(await this.sessionEnded())) return false;
    const here = this.navigation.current();
    // On the login page already: nothing to go to. A logout's /login?l=1 reloads the page by itself (spec 1 §2.4),
    // and the socket the server closes behind that logout must not replace it with a plain /login first.
    if (!here.startsWith('/login')) this.navigation.navigate(loginRedirectRoute(here), { replace: true });
    return true;
  }

  /**
   * Asks verify (as `session_check`, logged, so a definite no signs the console out in state) and, on a no,
   * closes the socket and forgets the token. An unreachable server is no answer.
   */
  private async sessionEnded(): Promise<boolean> {
    if (this.tokens.get()) {
      const answer = await this.http.call(httpContract.session_check);
      const ok = answer.status >= 200 && answer.status < 300;
      if (ok && answer.answer?.result === 1) return false;
      if (!ok && answer.status !== 401 && answer.status !== 403) return false;
    }
    this.session.stop();
    this.tokens.clear();
    return true;
  }

  stop(): void {
    this.subscription?.unsubscribe();
    this.subscription = undefined;
  }
}
