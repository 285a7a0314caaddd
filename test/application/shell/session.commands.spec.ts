import { expect } from 'chai';
import { LoginQueries, SessionCommands, ToolbarQueries } from '../../../src/application/shell';
import { consoleFixture, latest, token, type ConsoleFixture } from '../console-harness';

const answer = (status: number, body: unknown) => ({ status, body, url: 'http://studio.test/api/v1/login' });
const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('SessionCommands and the login view (spec 1 §2.4, §5, §8; spec 3 §2.1)', () => {
  let console: ConsoleFixture;
  let commands: SessionCommands;
  beforeEach(() => {
    console = consoleFixture();
    commands = console.container.get(SessionCommands);
  });
  afterEach(() => console.dispose());

  const loginView = () => latest(console.container.get(LoginQueries).view$);

  it('logs in with the e-mail lowercased, stores the token and honours the redirect query', async () => {
    console.http.resolves(answer(200, { status: 'ok', result: token }));
    expect(await commands.login('Admin@Demo.LOCAL', 'demo1234', '/events?from=today')).to.equal('ok');
    expect(console.http.firstCall.args[0]).to.deep.include({
      name: 'login',
      method: 'POST',
      body: { email: 'admin@demo.local', password: 'demo1234' },
    });
    expect(console.token).to.equal(token);
    expect(console.navigation.visited).to.deep.equal(['/events?from=today']);
  });

  it('goes to the dashboard when the redirect is missing or points outside the app', async () => {
    console.http.resolves(answer(200, { status: 'ok', result: token }));
    await commands.login('admin@demo.local', 'demo1234', '//evil.example');
    expect(console.navigation.visited).to.deep.equal(['/dashboard']);
  });

  it('journals the login as session.login with the e-mail only, never the password', async () => {
    console.http.resolves(answer(200, { status: 'ok', result: token }));
    await commands.login('admin@demo.local', 'demo1234', undefined);
    console.store.flush();
    const [item] = Object.values(console.store.state.journal.byId);
    expect(item).to.deep.include({
      name: 'session.login',
      account: 'admin@demo.local',
      args: { email: 'admin@demo.local' },
      status: 'ok',
    });
    expect(JSON.stringify(console.store.state.journal)).to.not.contain('demo1234');
  });

  it("shows 'Invalid email or password' when the status is not ok, and stays on /login", async () => {
    console.http.resolves(answer(200, { status: 'error' }));
    expect(await commands.login('admin@demo.local', 'wrong', undefined)).to.equal('refused');
    await turn();
    const view = loginView();
    expect(view.value.error).to.equal('Invalid email or password');
    expect(console.navigation.visited).to.deep.equal([]);
    view.stop();
  });

  it("shows the server's msg when it sends one (spec 3 §8)", async () => {
    console.http.resolves(answer(200, { status: 'error', msg: 'Login is disabled during maintenance' }));
    await commands.login('admin@demo.local', 'demo1234', undefined);
    await turn();
    const view = loginView();
    expect(view.value.error).to.equal('Login is disabled during maintenance');
    view.stop();
  });

  it("shows 'Cannot login, please try again later' when the server cannot be reached", async () => {
    console.http.resolves({ status: 0, body: undefined, url: 'http://studio.test/api/v1/login' });
    expect(await commands.login('admin@demo.local', 'demo1234', undefined)).to.equal('unreachable');
    await turn();
    const view = loginView();
    expect(view.value.error).to.equal('Cannot login, please try again later');
    view.stop();
  });

  it('logs out to /login?l=1 (spec 1 §2.1)', async () => {
    console.storeToken(token);
    console.http.resolves({ status: 200, body: { status: 'ok' }, url: 'http://studio.test/api/v1/logout' });
    expect(await commands.logout()).to.equal(true);
    expect(console.navigation.visited).to.deep.equal(['/login?l=1']);
    expect(console.token).to.equal(undefined);
  });

  it("alerts 'Cannot logout, try again later' when the logout fails, until the next attempt", async () => {
    console.storeToken(token);
    console.http.resolves({ status: 0, body: undefined, url: 'http://studio.test/api/v1/logout' });
    const alert = latest(console.container.get(ToolbarQueries).logoutAlert$);
    expect(await commands.logout()).to.equal(false);
    await turn();
    expect(alert.value?.text).to.equal('Cannot logout, try again later');
    expect(console.navigation.visited).to.deep.equal([]);
    expect(console.token).to.equal(token);
    console.http.resolves({ status: 200, body: { status: 'ok' }, url: 'http://studio.test/api/v1/logout' });
    await commands.logout();
    await turn();
    expect(alert.value).to.equal(undefined);
    alert.stop();
  });

  it('asks for desktop notifications after a successful login, once per browser, never after a failed one', async () => {
    console.http.resolves(answer(200, { status: 'error' }));
    await commands.login('admin@demo.local', 'wrong', undefined);
    expect(console.desktop.requestPermission.called).to.equal(false);
    console.http.resolves(answer(200, { status: 'ok', result: token }));
    await commands.login('admin@demo.local', 'demo1234', undefined);
    expect(console.desktop.requestPermission.calledOnce).to.equal(true);
    await commands.login('admin@demo.local', 'demo1234', undefined);
    expect(console.desktop.requestPermission.calledOnce).to.equal(true);
  });

  it('reloads through the navigation port and journals it', async () => {
    commands.reload();
    await turn();
    expect(console.navigation.reloads).to.equal(1);
    expect(Object.values(console.store.state.journal.byId).map((item) => item.name)).to.deep.equal(['shell.reload']);
  });
});
