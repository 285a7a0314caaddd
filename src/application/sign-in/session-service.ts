import { inject, injectable } from 'inversify';
import { distinctUntilChanged, filter, interval, map, type Subscription } from 'rxjs';
import { clockCommands } from '../../domain/clock';
import { ViewChoices } from '../commands';
import { HttpGateway } from '../http';
import { CommandPort, httpContract, SocketPort, TokenStorage } from '../ports';
import { DisplayZone } from '../shared';
import { TopicLeases, type TopicLease } from '../topics';
import { keepAliveCommands, loginTopics, profilePingEveryMs } from './login-topics';

export type LoginResult = 'ok' | 'refused' | 'unreachable';

const isOk = (status: number): boolean => status >= 200 && status < 300;

/**
 * Signs in and out. What the session looks like (status, alert text, profile) is the session projection's,
 * fed by the HTTP exchanges logged here; this service only does the calls, keeps the token with the token
 * port, and opens or closes the socket with the login topics.
 */
@injectable()
export class SessionService {
  private ping: Subscription | undefined;
  private reconnects: Subscription | undefined;
  private leaving = false;
  /** The login topics, held for the session. */
  private held: readonly TopicLease[] = [];

  constructor(
    @inject(HttpGateway) private readonly http: HttpGateway,
    @inject(TokenStorage) private readonly tokens: TokenStorage,
    @inject(SocketPort) private readonly socket: SocketPort,
    @inject(TopicLeases) private readonly leases: TopicLeases,
    @inject(CommandPort) private readonly commands: CommandPort,
    @inject(ViewChoices) private readonly choices: ViewChoices,
    @inject(DisplayZone) private readonly zone: DisplayZone,
  ) {}

  /** E-mail lowercased (spec 1 §5); on success the token is stored and the live session starts. */
  async login(email: string, password: string): Promise<LoginResult> {
    const answer = await this.http.call(httpContract.login, { body: { email: email.toLowerCase(), password } });
    const token = answer.answer?.status === 'ok' ? answer.answer.result : undefined;
    if (token) {
      this.tokens.set(token);
      this.start(token);
      return 'ok';
    }
    return answer.status === 0 || answer.status >= 500 ? 'unreachable' : 'refused';
  }

  /** Checks a stored token (route entry when not yet logged in); starts the live session when it holds. */
  async verify(): Promise<boolean> {
    const token = this.tokens.get();
    if (!token) return false;
    const answer = await this.http.call(httpContract.verify);
    const loggedIn = answer.answer?.result === 1;
    if (loggedIn) this.start(token);
    // Only the server saying no ends the session; an unreachable server (a reload while it restarts) keeps
    // the token, so the next check signs straight back in.
    else if (answer.status !== 0 && answer.status < 500) this.tokens.clear();
    return loggedIn;
  }

  /**
   * True from a logout's request until the next session starts, unless the server refused it: the server closes
   * this console's socket before it answers, and that drop is the logout, not a session ended elsewhere.
   */
  get loggingOut(): boolean {
    return this.leaving;
  }

  /** Ends the session on the server; false when it could not (alert 'Cannot logout, try again later'). */
  async logout(): Promise<boolean> {
    this.leaving = true;
    const answer = await this.http.call(httpContract.logout);
    if (!isOk(answer.status)) {
      this.leaving = false;
      return false;
    }
    this.stop();
    this.tokens.clear();
    return true;
  }

  private start(token: string): void {
    this.leaving = false;
    // The zone every time on screen is shown in enters the log as the session opens, so a replay elsewhere
    // shows what the operator saw (docs/replay-mode.md); a flight recording starts at this session boundary.
    this.choices.choose(clockCommands.displayZone, { zone: this.zone });
    this.socket.connect(token);
    // Topics held while the socket was not connected (a screen opened by URL, a join refused during an outage)
    // are joined whenever the connection comes; connection$ tells the current state first.
    this.reconnects?.unsubscribe();
    this.reconnects = this.socket.connection$
      .pipe(
        map((connection) => connection.state === 'connected'),
        distinctUntilChanged(),
        filter(Boolean),
      )
      .subscribe(() => this.leases.rejoinAll());
    // A refused join (a topic this account may not see) is answered by the server and logged; not fatal.
    for (const lease of this.held) lease.release();
    this.held = loginTopics(token).map((address) => this.leases.hold(address));
    this.ping?.unsubscribe();
    this.ping = interval(profilePingEveryMs).subscribe(() => {
      void this.commands.push({
        name: keepAliveCommands.ping,
        pattern: 'profile:{token}',
        params: { token },
        push: 'ping',
        payload: {},
      });
    });
  }

  stop(): void {
    this.ping?.unsubscribe();
    this.ping = undefined;
    this.reconnects?.unsubscribe();
    this.reconnects = undefined;
    this.socket.disconnect();
    // After the disconnect, which dropped every channel: the releases send nothing.
    for (const lease of this.held) lease.release();
    this.held = [];
  }
}
