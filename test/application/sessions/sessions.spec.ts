import { expect } from 'chai';
import { firstValueFrom, filter, type Subject } from 'rxjs';
import { HttpGateway } from '../../../src/application/http';
import { InMemoryNavigation } from '../../../src/application/navigation';
import { notificationsModule, NoticeRules } from '../../../src/application/notifications';
import { NavigationPort, SocketPort, TokenStorage, type SocketConnection } from '../../../src/application/ports';
import { SessionService } from '../../../src/application/sign-in';
import { SessionEndWatch, SessionsCommands, SessionsQueries, sessionsModule } from '../../../src/application/sessions';
import { createHarness, settle, toastsOf, type HttpHandler } from '../console-harness';

const sessionsFixture = (http: HttpHandler) => {
  const harness = createHarness({ http });
  let token: string | undefined = 'tok';
  const navigation = new InMemoryNavigation('/settings/sessions');
  harness.container.bind(NavigationPort).toConstantValue(navigation);
  harness.container.rebind(TokenStorage).toConstantValue({
    get: () => token,
    set: (value: string) => void (token = value),
    clear: () => void (token = undefined),
  });
  harness.container.bind(HttpGateway).toSelf().inSingletonScope();
  harness.container.bind(SessionService).toSelf().inSingletonScope();
  harness.container.load(notificationsModule, sessionsModule);
  harness.log.append({
    kind: 'HttpExchanged',
    at: harness.now(),
    name: 'verify',
    method: 'GET',
    url: 'verify',
    status: 200,
    response: { result: 1 },
  });
  harness.receive('profile:tok', 'init', {
    data: {
      id: 7,
      email: 'user@demo.local',
      type: 'user',
      sessions: [
        { id: 3, current: false, meta: { ip: '10.0.0.9', user_agent: 'Firefox' }, online_at: 0 },
        { id: 5, current: true, meta: { ip: '127.0.0.1', user_agent: 'Chromium' }, online_at: 1_795_000_000 },
      ],
    },
  });
  return {
    ...harness,
    navigation,
    token: () => token,
    commands: harness.container.get(SessionsCommands),
    queries: harness.container.get(SessionsQueries),
    watch: harness.container.get(SessionEndWatch),
    rules: Object.assign({}, ...harness.container.getAll<Record<string, unknown>>(NoticeRules)) as NoticeRules,
  };
};

const ok = { status: 200, body: { status: 'ok' }, url: 'http://studio.test/api/v1/session/delete/3' };

describe('own sessions (spec 3 §2.2, §3 Session, §7 session/delete, §8)', () => {
  it("lists the own sessions newest first, the current one marked, time 0 as 'Long time ago'", async () => {
    const fixture = sessionsFixture(() => ok);
    const rows = await firstValueFrom(fixture.queries.rows$.pipe(filter((list) => list.length === 2)));
    expect(rows.map((row) => [row.id, row.current, row.ip, row.userAgent])).to.deep.equal([
      [5, true, '127.0.0.1', 'Chromium'],
      [3, false, '10.0.0.9', 'Firefox'],
    ]);
    expect(rows[1]?.onlineAt).to.equal('Long time ago');
    expect(rows[0]?.onlineAt).to.match(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
    fixture.dispose();
  });

  it("deletes another session with POST session/delete/{id}: 'Session has been deleted!', this browser stays", async () => {
    const fixture = sessionsFixture(() => ok);
    await fixture.until((state) => Object.keys(state.session.sessions).length === 2);
    await fixture.commands.delete(3);
    expect(fixture.http.firstCall.args[0]).to.include({ method: 'POST', path: 'session/delete/3' });
    await settle();
    expect(toastsOf(fixture.store.state, fixture.rules)).to.deep.equal([
      { title: 'Session has been deleted!', intent: 'success' },
    ]);
    expect(fixture.store.state.session.sessions[3]).to.equal(undefined);
    expect(fixture.navigation.current()).to.equal('/settings/sessions');
    fixture.dispose();
  });

  it("says 'Unable to delete session!' when the server refuses", async () => {
    const fixture = sessionsFixture(() => ({ status: 404, body: { status: 'error' }, url: '' }));
    await fixture.commands.delete(99);
    await settle();
    expect(toastsOf(fixture.store.state, fixture.rules)).to.deep.equal([
      { title: 'Unable to delete session!', intent: 'error' },
    ]);
    fixture.dispose();
  });

  it('deleting the current session signs this browser out and goes to the login page', async () => {
    const fixture = sessionsFixture((request) =>
      request.name === 'session_check' ? { status: 401, body: { result: 0 }, url: '' } : ok,
    );
    await fixture.until((state) => Object.keys(state.session.sessions).length === 2);
    await fixture.commands.delete(5);
    expect(fixture.token()).to.equal(undefined);
    expect(fixture.navigation.current()).to.equal('/login?redirect=%2Fsettings%2Fsessions');
    await fixture.until((state) => state.session.status === 'logged_out');
    fixture.dispose();
  });

  it('a socket closed under a deleted session sends the console to login; a server that is away does not', async () => {
    let verify = { status: 0, body: undefined as unknown, url: '' };
    const fixture = sessionsFixture((request) => (request.name === 'session_check' ? verify : ok));
    await fixture.until((state) => state.session.status === 'logged_in');
    const connection$ = fixture.container.get<{ connection$: Subject<SocketConnection> }>(SocketPort).connection$;
    fixture.watch.start();
    connection$.next({ state: 'disconnected', attempt: 1 });
    await settle();
    expect(fixture.navigation.current()).to.equal('/settings/sessions');
    verify = { status: 401, body: { result: 0 }, url: '' };
    connection$.next({ state: 'disconnected', attempt: 2 });
    await fixture.until((state) => state.session.status === 'logged_out');
    await settle();
    expect(fixture.navigation.current()).to.equal('/login?redirect=%2Fsettings%2Fsessions');
    fixture.watch.stop();
    fixture.dispose();
  });

  it('a socket the server closes behind our own logout is not checked with verify (it would only hear a 401)', async () => {
    let answerLogout: (answer: typeof ok) => void = () => undefined;
    const fixture = sessionsFixture((request) =>
      request.name === 'logout' ? new Promise((resolve) => (answerLogout = resolve)) : ok,
    );
    await fixture.until((state) => state.session.status === 'logged_in');
    const connection$ = fixture.container.get<{ connection$: Subject<SocketConnection> }>(SocketPort).connection$;
    fixture.watch.start();
    const loggingOut = fixture.container.get(SessionService).logout();
    // The server ends the session's sockets before it answers the logout.
    connection$.next({ state: 'disconnected', attempt: 1 });
    await settle();
    answerLogout(ok);
    expect(await loggingOut).to.equal(true);
    expect(fixture.http.getCalls().map((call) => call.args[0].name)).to.deep.equal(['logout']);
    fixture.watch.stop();
    fixture.dispose();
  });
});
