import { expect } from 'chai';
import { BehaviorSubject, Subject } from 'rxjs';
import sinon from 'sinon';
import type { InboundFrame, SocketConnection, SocketPort } from '../../../src/application/ports';
import { DeferredSocket, unloadableSocketAttempts } from '../../../src/infrastructure/socket/deferred-socket';

const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

const fakeGateway = () => {
  const connection = new BehaviorSubject<SocketConnection>({ state: 'closed', attempt: 0 });
  const calls: string[] = [];
  const gateway = {
    frames$: new Subject<InboundFrame>(),
    sent$: new Subject<InboundFrame>(),
    connection$: connection.asObservable(),
    connect: (token: string) => {
      calls.push(`connect ${token}`);
      connection.next({ state: 'connecting', attempt: 0 });
    },
    disconnect: () => void calls.push('disconnect'),
    join: (topic: string) => {
      calls.push(`join ${topic}`);
      return Promise.resolve({ joined: topic });
    },
    leave: (topic: string) => void calls.push(`leave ${topic}`),
    push: sinon.fake.resolves({ status: 'ok', response: { pushed: true } }),
  } satisfies SocketPort;
  return { gateway, calls, connection };
};

describe('DeferredSocket (the socket port whose gateway loads at sign-in; docs/performance.md)', () => {
  // Each test's port is disposed after it, which ends its streams and the test's subscriptions to them.
  const sockets: DeferredSocket[] = [];
  const deferred = (load: () => Promise<SocketPort>): DeferredSocket => {
    const socket = new DeferredSocket(load);
    sockets.push(socket);
    return socket;
  };
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.dispose();
  });

  it('loads nothing before the first connect: joins are refused and pushes not sent, as with a closed socket', async () => {
    const load = sinon.fake();
    const socket = deferred(load);
    expect(
      await socket.join('control').then(
        () => 'joined',
        (error: Error) => error.message,
      ),
    ).to.equal('not connected');
    expect(await socket.push('control', 'ping', {}, 10_000)).to.deep.equal({ status: 'not_sent' });
    socket.leave('control');
    socket.disconnect();
    expect(load.called).to.equal(false);
  });

  it('on connect loads the gateway once, then runs connect, joins and pushes in the order they were made', async () => {
    const { gateway, calls } = fakeGateway();
    let release: (value: SocketPort) => void = () => undefined;
    const load = sinon.fake(() => new Promise<SocketPort>((resolve) => (release = resolve)));
    const socket = deferred(load);
    const states: string[] = [];
    socket.connection$.subscribe((connection) => states.push(connection.state));
    socket.connect('tok');
    const joined = socket.join('control');
    const pushed = socket.push('control', 'ping', {}, 10_000);
    socket.leave('control');
    expect(load.calledOnce).to.equal(true);
    release(gateway);
    expect(await joined).to.deep.equal({ joined: 'control' });
    expect(await pushed).to.deep.equal({ status: 'ok', response: { pushed: true } });
    await turn();
    expect(calls).to.deep.equal(['connect tok', 'join control', 'leave control']);
    expect(gateway.push.calledOnce).to.equal(true);
    expect(gateway.push.firstCall.args[3]).to.be.within(1, 10_000);
    // The gateway's own starting 'closed' is not repeated.
    expect(states).to.deep.equal(['closed', 'connecting']);
  });

  it('forwards frames and pushes sent from the loaded gateway', async () => {
    const { gateway } = fakeGateway();
    const socket = deferred(() => Promise.resolve(gateway));
    const frames: string[] = [];
    socket.frames$.subscribe((frame) => frames.push(`${frame.topic} ${frame.event}`));
    socket.connect('tok');
    await turn();
    gateway.frames$.next({ topic: 'control', event: 'init', payload: {} });
    expect(frames).to.deep.equal(['control init']);
  });

  it('a connect overtaken by another while the code loads does not run', async () => {
    const { gateway, calls } = fakeGateway();
    const socket = deferred(() => Promise.resolve(gateway));
    socket.connect('old');
    socket.connect('new');
    await turn();
    expect(calls).to.deep.equal(['connect new']);
  });

  it('a disconnect before the code arrived cancels the connect', async () => {
    const { gateway, calls } = fakeGateway();
    const socket = deferred(() => Promise.resolve(gateway));
    socket.connect('tok');
    socket.disconnect();
    await turn();
    expect(calls).to.deep.equal(['disconnect']);
  });

  it('when the code cannot be loaded, reports a connection past the give-up count (the overlay offers a reload) and retries on the next connect', async () => {
    const { gateway, calls } = fakeGateway();
    const load = sinon
      .stub<[], Promise<SocketPort>>()
      .onFirstCall()
      .rejects(new Error('ChunkLoadError'))
      .onSecondCall()
      .resolves(gateway);
    const socket = deferred(load);
    const states: SocketConnection[] = [];
    socket.connection$.subscribe((connection) => states.push(connection));
    socket.connect('tok');
    await turn();
    expect(states.at(-1)).to.deep.equal({ state: 'disconnected', attempt: unloadableSocketAttempts });
    socket.connect('tok');
    await turn();
    expect(calls).to.deep.equal(['connect tok']);
    expect(load.calledTwice).to.equal(true);
  });
});
