import { expect } from 'chai';
import { NotificationQueries, stillWaitingText } from '../../../src/application/notifications';
import { staleDetail } from '../../../src/application/notifications/command-notices';
import { consoleFixture, latest, type ConsoleFixture } from '../console-harness';

describe('NotificationQueries (spec 1 §8; ARCHITECTURE.md §3.6)', () => {
  let console: ConsoleFixture;
  let queries: NotificationQueries;
  beforeEach(() => {
    console = consoleFixture();
    queries = console.container.get(NotificationQueries);
  });
  afterEach(() => console.dispose());

  const results = () => latest(queries.results$);

  it("toasts 'Transcoder started!' for a transcoder.start that succeeded", () => {
    const toasts = results();
    console.issue('c1', 'transcoder.start', { type: 'start', channel: 'c-1' });
    console.settle('c1', 'ok');
    expect(toasts.value).to.deep.equal([{ id: 'c1', kind: 'result', title: 'Transcoder started!', intent: 'success' }]);
    toasts.stop();
  });

  it("shows 'Transcoder start failed!' as an error although the original styles it as a success", () => {
    const toasts = results();
    console.issue('c1', 'transcoder.start');
    console.settle('c1', 'error', 'no instance');
    expect(toasts.value[0]).to.deep.include({ title: 'Transcoder start failed!', intent: 'error' });
    toasts.stop();
  });

  it("says the server's reason under a control failure's title ('Cannot stop transcoder'), once for a streamer", () => {
    const toasts = results();
    console.issue('c1', 'transcoder.stop_instance', { type: 'stop', instance: 7 });
    console.settle('c1', 'error', 'transcoder_not_running');
    expect(toasts.value[0]).to.deep.include({
      title: 'Cannot stop transcoder',
      body: 'transcoder_not_running',
      intent: 'error',
    });
    // The channel streamer's title carries the reason itself (spec 2 §8): not said twice.
    console.issue('c2', 'channel_streamer.start', { channel: 'c-1' });
    console.settle('c2', 'error', 'no instance');
    expect(toasts.value[1]).to.deep.equal({
      id: 'c2',
      kind: 'result',
      title: 'Streamer start failed! no instance',
      intent: 'error',
    });
    toasts.stop();
  });

  it("says a stale refusal in words fit for a save and a delete alike, not the bare 'stale' (issue 32 §2)", () => {
    const toasts = results();
    console.issue('c1', 'content.record.delete_one', { id: 7 });
    console.settle('c1', 'error', 'stale');
    expect(JSON.stringify(toasts.value[0])).to.include(staleDetail).and.not.include('"stale"');
    expect(staleDetail).to.not.include('typed');
    toasts.stop();
  });

  it('fills placeholders from the command arguments', () => {
    const toasts = results();
    console.issue('c1', 'streamer.bitrate', { name: 'Arena A', n: 4500 });
    console.settle('c1', 'ok');
    expect(toasts.value[0]?.title).to.equal('Streamer Arena A bitrate changed to 4500');
    toasts.stop();
  });

  it("'Networking issue...' for a profile get or update time-out", () => {
    const toasts = results();
    console.issue('g', 'profile.get');
    console.settle('g', 'timeout');
    console.issue('u', 'profile.update', { name: 'Mari' });
    console.settle('u', 'timeout');
    expect(toasts.value.map((toast) => [toast.title, toast.intent])).to.deep.equal([
      ['Networking issue...', 'error'],
      ['Networking issue...', 'error'],
    ]);
    toasts.stop();
  });

  it('says why a failure happened under the exact text: not sent, or no reply in time', () => {
    const toasts = results();
    console.issue('a', 'mediaconnect.stop');
    console.settle('a', 'not_sent');
    console.issue('b', 'streamer.restart');
    console.settle('b', 'timeout');
    expect(toasts.value).to.deep.equal([
      {
        id: 'a',
        kind: 'result',
        title: 'Mediaconnects stop failed!',
        body: 'Not sent: no connection',
        intent: 'error',
      },
      {
        id: 'b',
        kind: 'result',
        title: 'Streamer restart failed',
        body: 'No reply from the server in time',
        intent: 'error',
      },
    ]);
    toasts.stop();
  });

  it('never drops a failed command silently, even one no catalogue knows', () => {
    const toasts = results();
    console.issue('x', 'events.stop');
    console.settle('x', 'not_sent');
    console.issue('y', 'events.stop');
    console.settle('y', 'ok');
    expect(toasts.value).to.deep.equal([
      { id: 'x', kind: 'result', title: 'Not sent: no connection', body: 'events.stop', intent: 'error' },
    ]);
    toasts.stop();
  });

  it('keeps background and page-only commands quiet (profile ping, login, logout, reload)', () => {
    const toasts = results();
    for (const [id, name, args] of [
      ['p', 'profile.ping', {}],
      ['l', 'session.login', { email: 'a@b.c' }],
      ['o', 'session.logout', {}],
      ['r', 'shell.reload', {}],
    ] as const) {
      console.issue(id, name, args);
      console.settle(id, 'error');
    }
    expect(toasts.value).to.deep.equal([]);
    toasts.stop();
  });

  it("gives a rule no arguments its codec refused: a malformed entry (hand-edited, older) gets the fallback's notice", () => {
    const toasts = results();
    console.issue('u', 'uploads.finish', { key: 'k', httpStatus: 'not a number' });
    console.settle('u', 'ok');
    console.issue('d', 'devices.save', { mode: 'sideways', identifier: 'cam-1' });
    console.settle('d', 'error', 'refused');
    expect(toasts.value).to.deep.equal([
      { id: 'd', kind: 'result', title: 'refused', body: 'devices.save', intent: 'error' },
    ]);
    toasts.stop();
  });

  it('shows the still-waiting notice for a command pending more than 2 s, by the clock tick, until it settles', () => {
    const waiting = latest(queries.waiting$);
    console.tick();
    console.issue('c1', 'transcoder.stop');
    console.tick(2000);
    expect(waiting.value).to.deep.equal([]);
    console.tick(1000);
    expect(waiting.value).to.deep.equal([
      { id: 'waiting:c1', kind: 'waiting', title: stillWaitingText, body: 'transcoder.stop', intent: 'info' },
    ]);
    console.settle('c1', 'ok');
    expect(waiting.value).to.deep.equal([]);
    waiting.stop();
  });

  it('gives a toaster only what happened after it subscribed, so a remount never repeats old toasts', () => {
    console.issue('old', 'transcoder.start');
    console.settle('old', 'ok');
    const toasts = latest(queries.toasts$);
    expect(toasts.value).to.deep.equal([]);
    console.issue('new', 'transcoder.stop');
    console.settle('new', 'ok');
    expect(toasts.value.map((toast) => toast.id)).to.deep.equal(['new']);
    toasts.stop();
  });
});
