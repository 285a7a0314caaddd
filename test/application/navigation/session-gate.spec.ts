import { expect } from 'chai';
import { SessionGate } from '../../../src/application/navigation';
import { account, consoleFixture, token, type ConsoleFixture } from '../console-harness';

const verifyAnswer = (result: number) => ({
  status: result === 1 ? 200 : 401,
  body: { result },
  url: 'http://studio.test/api/v1/verify',
});

describe('SessionGate (spec 3 §4 "Session check: on route entry, when not yet logged in, a login check runs")', () => {
  let console: ConsoleFixture;
  beforeEach(() => {
    console = consoleFixture();
  });
  afterEach(() => console.dispose());

  it('lets a logged-in console through without asking the server again', async () => {
    console.signIn(account('admin'));
    expect(await console.container.get(SessionGate).enter('/events')).to.equal(undefined);
    expect(console.http.called).to.equal(false);
  });

  it('verifies a stored token on entry; result 1 means logged in and the live session starts', async () => {
    console.storeToken(token);
    console.http.resolves(verifyAnswer(1));
    expect(await console.container.get(SessionGate).enter('/events')).to.equal(undefined);
    expect(console.http.firstCall.args[0]).to.include({ name: 'verify', method: 'GET', path: 'verify' });
    expect(console.socket.connect.calledOnceWith(token)).to.equal(true);
    expect(console.store.state.session.status).to.equal('logged_in');
  });

  it('"On failure the user goes to /login with a redirect query" holding the path and its query', async () => {
    console.storeToken(token);
    console.http.resolves(verifyAnswer(0));
    expect(await console.container.get(SessionGate).enter('/events?from=today')).to.equal(
      '/login?redirect=%2Fevents%3Ffrom%3Dtoday',
    );
    expect(console.token).to.equal(undefined);
  });

  it('sends a console without any token to /login without calling the server', async () => {
    expect(await console.container.get(SessionGate).enter('/dashboard')).to.equal('/login?redirect=%2Fdashboard');
    expect(console.http.called).to.equal(false);
  });

  it('shares one verify between navigations that arrive together', async () => {
    console.storeToken(token);
    console.http.resolves(verifyAnswer(1));
    const gate = console.container.get(SessionGate);
    const answers = await Promise.all([gate.enter('/events'), gate.enter('/dashboard')]);
    expect(answers).to.deep.equal([undefined, undefined]);
    expect(console.http.callCount).to.equal(1);
  });
});
