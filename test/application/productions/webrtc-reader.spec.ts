import { expect } from 'chai';
import sinon from 'sinon';
import { WebrtcReader, type ReaderView } from '../../../src/application/productions';
import { WhepError, type WhepPort, type WhepSession } from '../../../src/application/ports';
import type { WhepFailure } from '../../../src/domain/productions';

// The reader's states (spec 3 §4): running, restarting (a first retry 2 s after the loss, quick looks while the
// server does not answer, else every 2 s), error, stopped.

interface FakeSession extends WhepSession {
  end(failure: WhepFailure): void;
  closed: boolean;
}

const session = (): FakeSession => {
  let end: (failure: WhepFailure) => void = () => undefined;
  const ended = new Promise<WhepFailure>((resolve) => (end = resolve));
  const fake = {
    media: { id: Math.random() },
    ended,
    closed: false,
    end: (f: WhepFailure) => end(f),
    close: () => (fake.closed = true),
  };
  return fake;
};

describe('WebrtcReader', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => (clock = sinon.useFakeTimers()));
  afterEach(() => clock.restore());

  const settle = () => clock.tickAsync(0);
  const watch = (reader: WebrtcReader) => {
    const views: ReaderView[] = [];
    reader.view$.subscribe((view) => views.push(view));
    return views;
  };

  it('runs once WHEP connects, restarts 2 s after the peer connection closes, and runs again', async () => {
    const sessions = [session(), session()];
    const play = sinon.stub<[string], Promise<WhepSession>>();
    play.onFirstCall().resolves(sessions[0]!).onSecondCall().resolves(sessions[1]!);
    const reader = new WebrtcReader({ play } as WhepPort, 'http://h:8889/x/whep');
    const views = watch(reader);
    await settle();
    expect(views.at(-1)).to.deep.equal({ state: { status: 'running' }, media: sessions[0]!.media });
    sessions[0]!.end({ kind: 'closed' });
    await settle();
    expect(views.at(-1)?.state).to.deep.equal({ status: 'restarting', error: 'peer connection closed' });
    await clock.tickAsync(1999);
    expect(play.callCount).to.equal(1);
    await clock.tickAsync(1);
    expect(play.callCount).to.equal(2);
    expect(views.at(-1)).to.deep.equal({ state: { status: 'running' }, media: sessions[1]!.media });
    reader.stop();
    expect(sessions[1]!.closed).to.equal(true);
    expect(views.at(-1)?.state).to.deep.equal({ status: 'stopped' });
  });

  it('keeps retrying every 2 s while a server that answers fails, with the failure of the last attempt', async () => {
    const first = session();
    const play = sinon.stub<[string], Promise<WhepSession>>();
    play.onFirstCall().resolves(first);
    play.rejects(new WhepError({ kind: 'bad_status', status: 500 }));
    const reader = new WebrtcReader({ play } as WhepPort, 'u');
    const views = watch(reader);
    await settle();
    first.end({ kind: 'closed' });
    await clock.tickAsync(2000);
    expect(views.at(-1)?.state).to.deep.equal({ status: 'restarting', error: 'bad status code 500' });
    await clock.tickAsync(1999);
    expect(play.callCount).to.equal(2);
    await clock.tickAsync(1);
    expect(play.callCount).to.equal(3);
    await clock.tickAsync(2000);
    expect(play.callCount).to.equal(4);
    reader.stop();
  });

  it('after the first retry at 2 s, looks every 250 ms for 30 s while the server does not answer at all, then every 2 s', async () => {
    const first = session();
    const back = session();
    const play = sinon.stub<[string], Promise<WhepSession>>();
    play.onFirstCall().resolves(first);
    play.rejects(new WhepError({ kind: 'unreachable' }));
    const reader = new WebrtcReader({ play } as WhepPort, 'u');
    const views = watch(reader);
    await settle();
    first.end({ kind: 'closed' });
    await clock.tickAsync(1999);
    expect(play.callCount).to.equal(1);
    await clock.tickAsync(1);
    await clock.tickAsync(1000);
    expect(play.callCount).to.equal(6);
    expect(views.at(-1)?.state).to.deep.equal({ status: 'restarting', error: 'peer connection closed' });
    await clock.tickAsync(29_000);
    expect(play.callCount).to.equal(122);
    await clock.tickAsync(4000);
    expect(play.callCount).to.equal(124);
    // The server is back: the next look plays, and a later loss starts the quick looks again.
    play.resolves(back);
    await clock.tickAsync(2000);
    expect(views.at(-1)).to.deep.equal({ state: { status: 'running' }, media: back.media });
    const calls = play.callCount;
    play.rejects(new WhepError({ kind: 'unreachable' }));
    back.end({ kind: 'closed' });
    await clock.tickAsync(2500);
    expect(play.callCount).to.equal(calls + 3);
    reader.stop();
  });

  it('shows "stream not found" as an error and does not retry a reader that never ran', async () => {
    const play = sinon.stub<[string], Promise<WhepSession>>().rejects(new WhepError({ kind: 'not_found' }));
    const reader = new WebrtcReader({ play } as WhepPort, 'u');
    const views = watch(reader);
    await clock.tickAsync(10_000);
    expect(views.at(-1)?.state).to.deep.equal({ status: 'error', error: 'stream not found' });
    expect(play.callCount).to.equal(1);
    reader.stop();
  });

  it('stops for good when the endpoint refuses a running reader (403): no retry, the refusal shown', async () => {
    const first = session();
    const play = sinon.stub<[string], Promise<WhepSession>>();
    play.onFirstCall().resolves(first);
    play.rejects(new WhepError({ kind: 'forbidden' }));
    const reader = new WebrtcReader({ play } as WhepPort, 'u');
    const views = watch(reader);
    await settle();
    first.end({ kind: 'closed' });
    await clock.tickAsync(2000);
    expect(views.at(-1)?.state).to.deep.equal({ status: 'error', error: 'You may not watch this output' });
    await clock.tickAsync(10_000);
    expect(play.callCount).to.equal(2);
    reader.stop();
  });

  it('closes a session that connects after the reader stopped', async () => {
    const late = session();
    let resolve: (value: WhepSession) => void = () => undefined;
    const play = sinon.stub<[string], Promise<WhepSession>>().returns(new Promise((r) => (resolve = r)));
    const reader = new WebrtcReader({ play } as WhepPort, 'u');
    reader.stop();
    resolve(late);
    await settle();
    expect(late.closed).to.equal(true);
  });
});
