import { expect } from 'chai';
import { Container } from 'inversify';
import { Subject, Subscription } from 'rxjs';
import sinon from 'sinon';
import { testCommand } from '../../support/test-command';
import { transcoderCommands } from '../../../src/domain/channels';
import { processCommands } from '../../../src/domain/processes';
import { sessionCommands } from '../../../src/domain/accounts';
import { CommandBus, CurrentAccount } from '../../../src/application/commands';
import { TopicLeases } from '../../../src/application/topics';
import { EventLog } from '../../../src/application/log';
import {
  ClockPort,
  CommandPort,
  IdPort,
  PushCodecs,
  SocketPort,
  type PushResult,
} from '../../../src/application/ports';
import type { LogEntry } from '../../../src/domain/log';
import { createWireNormalizer } from '../../../src/infrastructure/wire';

// The journal subscriptions the tests open, closed after each (inside each describe, so before the root hook
// that fails a test for what it left open).
let journals = new Subscription();
const closeJournals = (): void => {
  journals.unsubscribe();
  journals = new Subscription();
};

const containerWith = (push: sinon.SinonStub) => {
  const container = new Container();
  let now = 1000;
  let id = 0;
  const socket = {
    frames$: new Subject(),
    sent$: new Subject(),
    connection$: new Subject(),
    connect: sinon.fake(),
    disconnect: sinon.fake(),
    join: sinon.fake.resolves({}),
    leave: sinon.fake(),
    push,
  };
  container.bind(EventLog).toSelf().inSingletonScope();
  container.bind(SocketPort).toConstantValue(socket);
  container.bind(IdPort).toConstantValue({ newId: () => `cmd-${++id}` });
  container.bind(ClockPort).toConstantValue({ now: () => (now += 25), seconds$: new Subject<number>() });
  container.bind(CurrentAccount).toConstantValue(() => 'admin@demo.local');
  container.bind(PushCodecs).toConstantValue(createWireNormalizer());
  container.bind(TopicLeases).toSelf().inSingletonScope();
  container.bind(CommandBus).toSelf().inSingletonScope();
  container.bind(CommandPort).toService(CommandBus);
  const log = container.get(EventLog);
  const entries: LogEntry[] = [];
  journals.add(log.appended$.subscribe((entry) => entries.push(entry)));
  return { bus: container.get<CommandPort>(CommandPort), entries, socket, leases: container.get(TopicLeases) };
};

const command = {
  name: transcoderCommands.start,
  pattern: 'control',
  push: 'transcoder',
  payload: { type: 'start', channel: 'c-1' },
  target: 'channel:c-1',
} as const;

describe('CommandBus', () => {
  afterEach(closeJournals);

  it('journals a push as CommandIssued then CommandSettled with the reply and latency', async () => {
    const push = sinon.stub().resolves({ status: 'ok', response: { message: 'starting' } } satisfies PushResult);
    const { bus, entries } = containerWith(push);
    const result = await bus.push(command);
    expect(push.calledOnceWith('control', 'transcoder', command.payload, 10_000)).to.equal(true);
    expect(result).to.deep.equal({ id: 'cmd-1', outcome: 'ok', reply: { message: 'starting' } });
    expect(entries.map((entry) => entry.kind)).to.deep.equal(['CommandIssued', 'CommandSettled']);
    expect(entries[0]).to.deep.include({
      id: 'cmd-1',
      account: 'admin@demo.local',
      name: 'transcoder.start',
      args: command.payload,
      target: 'channel:c-1',
    });
    expect(entries[1]).to.deep.include({ id: 'cmd-1', outcome: 'ok', latencyMs: 25 });
  });

  it('addresses the concrete topic from the pattern and its params, and hands the caller the decoded reply', async () => {
    const event = { uuid: '6f1c0a52-4b1e-4c57-9a43-1b2c3d4e5f60', cached_start_time: 1, cached_end_time: 2 };
    const search = sinon.stub().resolves({ status: 'ok', response: { results: [{ ...event, title: 'Final' }] } });
    const searched = await containerWith(search).bus.push({
      name: testCommand('events.search'),
      pattern: 'events:search',
      push: 'search',
      payload: { search: 'final' },
    });
    if (searched.outcome !== 'ok') expect.fail(searched.reason);
    expect(searched.reply.results.map((hit) => hit.title)).to.deep.equal(['Final']);
    const stop = sinon.stub().resolves({ status: 'ok', response: {} });
    await containerWith(stop).bus.push({
      name: testCommand('dashboard.stop_event'),
      pattern: 'events:{uuid}',
      params: { uuid: 'e-1' },
      push: 'stop',
      payload: {},
    });
    expect(stop.firstCall.args.slice(0, 2)).to.deep.equal(['events:e-1', 'stop']);
  });

  it('journals an ok reply of the wrong shape as it came, and the caller gets an error that says so', async () => {
    const push = sinon.stub().resolves({ status: 'ok', response: { results: 'none' } } satisfies PushResult);
    const { bus, entries } = containerWith(push);
    const result = await bus.push({
      name: testCommand('events.search'),
      pattern: 'events:search',
      push: 'search',
      payload: { search: 'final' },
    });
    expect(result).to.include({ outcome: 'error' });
    expect(result.outcome !== 'ok' && result.reason).to.match(/documented shape: results/);
    expect(result.outcome !== 'ok' && result.response).to.deep.equal({ results: 'none' });
    expect(entries[1]).to.deep.include({ kind: 'CommandSettled', outcome: 'ok', reply: { results: 'none' } });
  });

  it('does not compile on a wrong topic, push, params, payload or reply use', () => {
    const { bus } = containerWith(sinon.stub().resolves({ status: 'not_sent' }));
    const attempts = [
      // @ts-expect-error: events:search accepts no save
      () => bus.push({ name: 'x', pattern: 'events:search', push: 'save', payload: { search: 'x' } }),
      // @ts-expect-error: the payload of search is { search: string }
      () => bus.push({ name: 'x', pattern: 'events:search', push: 'search', payload: { query: 'x' } }),
      // @ts-expect-error: a pattern the contract does not have
      () => bus.push({ name: 'x', pattern: 'events:nowhere', push: 'search', payload: { search: 'x' } }),
      // @ts-expect-error: events:{uuid} needs its uuid
      () => bus.push({ name: 'x', pattern: 'events:{uuid}', push: 'stop', payload: {} }),
      async () => {
        const result = await bus.push({
          name: testCommand('x'),
          pattern: 'events:search',
          push: 'search',
          payload: { search: 'x' },
        });
        // @ts-expect-error: a search reply has results, not data
        if (result.outcome === 'ok') return result.reply.data;
        return undefined;
      },
    ];
    expect(attempts).to.have.length(5);
  });

  it('does not compile on a console-side command or user action with the wrong name or arguments', () => {
    const { bus } = containerWith(sinon.stub());
    const ok = () => Promise.resolve({ outcome: 'ok' as const });
    const attempts = [
      // @ts-expect-error: an upload key is a string
      () => bus.local('uploads.start', { key: 1 }),
      // @ts-expect-error: no such console-side command
      () => bus.local('uploads.teleport', { key: 'k' }),
      // @ts-expect-error: a login journals the e-mail typed
      () => bus.run({ name: sessionCommands.login, args: {} }, ok),
    ];
    expect(attempts).to.have.length(3);
  });

  it('takes the reason of an error reply from reason, msg or message', async () => {
    const { bus, entries } = containerWith(
      sinon.stub().resolves({ status: 'error', response: { reason: 'unauthorized' } }),
    );
    expect(await bus.push(command)).to.include({ outcome: 'error', reason: 'unauthorized' });
    expect(entries[1]).to.deep.include({ outcome: 'error', reason: 'unauthorized' });
  });

  it('tells a time-out from a push that never left the console', async () => {
    const timedOut = containerWith(sinon.stub().resolves({ status: 'timeout' }));
    expect(await timedOut.bus.push(command)).to.include({ outcome: 'timeout' });
    const notSent = containerWith(sinon.stub().resolves({ status: 'not_sent' }));
    expect(await notSent.bus.push(command)).to.include({ outcome: 'not_sent', reason: 'not sent: no connection' });
  });

  it('settles a push that throws as an error instead of losing it', async () => {
    const { bus, entries } = containerWith(sinon.stub().rejects(new Error('socket closed')));
    expect(await bus.push(command)).to.include({ outcome: 'error', reason: 'socket closed' });
    expect(entries.at(-1)).to.deep.include({ kind: 'CommandSettled', outcome: 'error' });
  });

  it('journals a console-only command as issued and settled at once', () => {
    const push = sinon.stub();
    const { bus, entries } = containerWith(push);
    expect(bus.local(processCommands.remove, { uuid: 'p1' })).to.include({ outcome: 'ok' });
    expect(push.called).to.equal(false);
    expect(entries.map((entry) => entry.kind)).to.deep.equal(['CommandIssued', 'CommandSettled']);
  });
});

describe('CommandBus.run (actions that are not socket pushes: login, logout, reload)', () => {
  afterEach(closeJournals);

  it('journals the action as CommandIssued then CommandSettled with its outcome and reason', async () => {
    const push = sinon.stub();
    const { bus, entries } = containerWith(push);
    const result = await bus.run({ name: sessionCommands.logout, args: {} }, () =>
      Promise.resolve({ outcome: 'error', reason: 'logout failed' }),
    );
    expect(result).to.include({ outcome: 'error', reason: 'logout failed' });
    expect(push.called).to.equal(false);
    expect(entries[0]).to.deep.include({
      kind: 'CommandIssued',
      name: 'session.logout',
      account: 'admin@demo.local',
    });
    expect(entries[1]).to.deep.include({ kind: 'CommandSettled', outcome: 'error', reason: 'logout failed' });
  });

  it('names the account it is given (a login names the e-mail typed) and settles a throwing action as an error', async () => {
    const { bus, entries } = containerWith(sinon.stub());
    const result = await bus.run({ name: sessionCommands.login, args: { email: 'a@b.c' }, account: 'a@b.c' }, () =>
      Promise.reject(new Error('network down')),
    );
    expect(result).to.include({ outcome: 'error', reason: 'network down' });
    expect(entries[0]).to.deep.include({ account: 'a@b.c' });
    expect(entries[1]).to.deep.include({ outcome: 'error', reason: 'network down' });
  });

  it('a push holds its topic while it runs: joined before it is sent, left after, kept when a feed holds it too', async () => {
    const order: string[] = [];
    const push = sinon.stub().callsFake((topic: string) => {
      order.push(`push ${topic}`);
      return Promise.resolve({ status: 'ok', response: { message: 'starting' } });
    });
    const { bus, socket, leases } = containerWith(push);
    socket.join = sinon.fake((topic: string) => {
      order.push(`join ${topic}`);
      return Promise.resolve({});
    });
    socket.leave = sinon.fake((topic: string) => void order.push(`leave ${topic}`));
    await bus.push(command);
    expect(order).to.deep.equal(['join control', 'push control', 'leave control']);
    order.length = 0;
    const feed = leases.hold({ pattern: 'control' });
    await bus.push(command);
    expect(order).to.deep.equal(['join control', 'push control']);
    feed.release();
    expect(order.at(-1)).to.equal('leave control');
  });
});
