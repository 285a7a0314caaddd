import { inject, injectable } from 'inversify';
import { sessionCommands, afterLoginRoute, logoutRoute } from '../../domain/accounts';
import { commandNotices, DesktopPermission, silentNotice, type NoticeRules } from '../notifications';
import { CommandPort, NavigationPort } from '../ports';
import { keepAliveCommands, SessionService, type LoginResult } from '../sign-in';

/** Their effect is the screen that follows (or the login form's and the logout alert's own words). */
export const sessionNoticeRules: NoticeRules = {
  ...commandNotices(sessionCommands, { login: silentNotice, logout: silentNotice, reload: silentNotice }),
  // A background keep-alive: its failure shows as the connection's state.
  ...commandNotices(keepAliveCommands, { ping: silentNotice }),
};

/**
 * The session's user actions. What the login form and the logout alert show comes from state (the session
 * projection and the journal); these only act and move the console on.
 */
@injectable()
export class SessionCommands {
  constructor(
    @inject(SessionService) private readonly session: SessionService,
    @inject(CommandPort) private readonly commands: CommandPort,
    @inject(NavigationPort) private readonly navigation: NavigationPort,
    @inject(DesktopPermission) private readonly desktopPermission: DesktopPermission,
  ) {}

  /**
   * Signs in (the password is never journaled) and, on success, asks once for desktop notifications and opens
   * the redirect query's route.
   */
  async login(email: string, password: string, redirect: string | undefined): Promise<LoginResult> {
    let result = 'unreachable' as LoginResult;
    await this.commands.run(
      { name: sessionCommands.login, args: { email: email.toLowerCase() }, account: email.toLowerCase() },
      async () => {
        result = await this.session.login(email, password);
        if (result === 'ok') return { outcome: 'ok' };
        return result === 'refused'
          ? { outcome: 'error', reason: 'refused' }
          : { outcome: 'error', reason: 'unreachable' };
      },
    );
    if (result === 'ok') {
      this.desktopPermission.afterLogin();
      this.navigation.navigate(afterLoginRoute(redirect), { replace: true });
    }
    return result;
  }

  /** Ends the session and goes to /login?l=1; a failure leaves everything as it was (the alert says so). */
  async logout(): Promise<boolean> {
    const settled = await this.commands.run({ name: sessionCommands.logout, args: {} }, async () =>
      (await this.session.logout()) ? { outcome: 'ok' } : { outcome: 'error', reason: 'logout failed' },
    );
    if (settled.outcome !== 'ok') return false;
    this.navigation.navigate(logoutRoute);
    return true;
  }

  /** The overlay's reload button after the socket gave up, and any other "start over". */
  reload(): void {
    void this.commands.run({ name: sessionCommands.reload, args: {} }, () => Promise.resolve({ outcome: 'ok' }));
    this.navigation.reload();
  }
}
