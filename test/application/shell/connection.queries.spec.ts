import { expect } from 'chai';
import { ConnectionQueries } from '../../../src/application/shell';
import { account, consoleFixture, latest, type ConsoleFixture } from '../console-harness';

const channel = (id: number) => ({
  id,
  uuid: `00000000-0000-4000-8000-00000000000${id}`,
  title: `Channel ${id}`,
  name: `channel_${id}`,
  type: 'input',
  state: 'active',
  meta: {},
});

describe('ConnectionQueries (spec 1 §2.3; issue 4 staleness indicator)', () => {
  let console: ConsoleFixture;
  let queries: ConnectionQueries;
  beforeEach(() => {
    console = consoleFixture();
    queries = console.container.get(ConnectionQueries);
  });
  afterEach(() => console.dispose());

  it('shows the loading overlay while a signed-in console is disconnected, not on the login page', () => {
    const overlay = latest(queries.overlay$);
    console.connection('disconnected', 1);
    expect(overlay.value.shown).to.equal(false);
    console.signIn(account('admin'));
    expect(overlay.value).to.deep.equal({ shown: true, failed: false });
    console.connection('connected');
    expect(overlay.value).to.deep.equal({ shown: false, failed: false });
    overlay.stop();
  });

  it("says 'Sorry, Something went wrong!' only after more than 3 failed reconnect counts", () => {
    const overlay = latest(queries.overlay$);
    console.signIn(account('admin'));
    console.connection('connected');
    console.connection('disconnected', 3);
    expect(overlay.value).to.deep.include({ shown: true, failed: false });
    console.connection('disconnected', 4);
    expect(overlay.value).to.deep.include({ shown: true, failed: true });
    console.connection('connected');
    expect(overlay.value.shown).to.equal(false);
    overlay.stop();
  });

  it('says how long a connection that had been up is gone, on the clock tick, in the overlay and the top bar', () => {
    const overlay = latest(queries.overlay$);
    const indicator = latest(queries.indicator$);
    console.signIn(account('admin'));
    console.connection('connected');
    console.tick();
    console.connection('disconnected', 0);
    expect(overlay.value).to.deep.equal({ shown: true, failed: false, lostFor: '0 s' });
    console.tick(2000);
    console.connection('disconnected', 1);
    console.tick(5000);
    expect(overlay.value).to.deep.equal({ shown: true, failed: false, lostFor: '7 s' });
    expect(indicator.value).to.deep.include({ state: 'disconnected', lostFor: '7 s' });
    console.tick(60_000);
    expect(overlay.value.lostFor).to.equal('1 min 07 s');
    console.connection('connected');
    expect(overlay.value).to.deep.equal({ shown: false, failed: false });
    expect(indicator.value.lostFor).to.equal(undefined);
    overlay.stop();
    indicator.stop();
  });

  it('counts frames per second between clock ticks, the last frame age and rejected frames', () => {
    const indicator = latest(queries.indicator$);
    console.connection('connected');
    // Connected shows at once, before a clock tick has given any figure.
    expect(indicator.value).to.deep.equal({ state: 'connected', framesPerSecond: 0, rejected: 0 });
    console.tick();
    console.frame('control', 'timestamp', { timestamp: 1_731_495_600 });
    console.frame('control', 'timestamp', { timestamp: 1_731_495_601 });
    console.frame('control', 'timestamp', { timestamp: 'late' });
    console.tick(500);
    expect(indicator.value).to.deep.equal({
      state: 'connected',
      framesPerSecond: 6,
      rejected: 1,
      lastFrameAge: '0.5 s',
    });
    console.tick(1000);
    expect(indicator.value).to.deep.include({ framesPerSecond: 0, lastFrameAge: '1.5 s' });
    indicator.stop();
  });

  it("re-initialises each list from the server's init after a reconnect (no stale merge)", () => {
    const lists = latest(queries.liveLists$);
    console.frame('channels:all', 'init', { channels: [channel(1), channel(2), channel(3)] });
    console.tick();
    const channels = () => lists.value.find((list) => list.topic === 'channels:all');
    expect(channels()).to.deep.equal({ label: 'Channels', topic: 'channels:all', count: 3, age: '1.0 s' });
    console.connection('disconnected', 1);
    console.connection('connected');
    console.frame('channels:all', 'init', { channels: [channel(2)] });
    console.tick();
    expect(channels()?.count).to.equal(1);
    lists.stop();
  });
});
