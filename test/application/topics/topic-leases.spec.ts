import { expect } from 'chai';
import { Subject } from 'rxjs';
import type { InboundFrame, PushResult, SocketConnection, SocketPort } from '../../../src/application/ports';
import { TopicLeases } from '../../../src/application/topics';

/** A socket that records joins and leaves and refuses the topics it is told to. */
const recordingSocket = (refused: readonly string[] = []) => {
  const calls: string[] = [];
  const socket: SocketPort = {
    frames$: new Subject<InboundFrame>(),
    sent$: new Subject<InboundFrame>(),
    connection$: new Subject<SocketConnection>(),
    connect: () => undefined,
    disconnect: () => undefined,
    join: (topic) => {
      calls.push(`join ${topic}`);
      return refused.includes(topic) ? Promise.reject(new Error(`join refused: ${topic}`)) : Promise.resolve({});
    },
    leave: (topic) => void calls.push(`leave ${topic}`),
    push: (): Promise<PushResult> => Promise.resolve({ status: 'ok', response: {} }),
  };
  return { socket, calls };
};

const status = (id: string) => ({ pattern: 'instances:status:{id}', params: { id } }) as const;

describe('application/topics: topic leases (issue 30 §1)', () => {
  it('the first lease joins (the second shares its join), the last release leaves; one holder leaving keeps the topic for the other', () => {
    const { socket, calls } = recordingSocket();
    const leases = new TopicLeases(socket);
    const panel = leases.hold(status('7'));
    const editor = leases.hold(status('7'));
    expect(leases.held(status('7'))).to.equal(2);
    panel.release();
    expect(calls.filter((call) => call.startsWith('leave'))).to.deep.equal([]);
    editor.release();
    expect(calls).to.deep.equal(['join instances:status:7', 'leave instances:status:7']);
    expect(leases.held(status('7'))).to.equal(0);
  });

  it('a release given twice counts once', () => {
    const { socket, calls } = recordingSocket();
    const leases = new TopicLeases(socket);
    const first = leases.hold({ pattern: 'events:all' });
    const second = leases.hold({ pattern: 'events:all' });
    first.release();
    first.release();
    expect(leases.held({ pattern: 'events:all' })).to.equal(1);
    second.release();
    expect(calls.at(-1)).to.equal('leave events:all');
  });

  it("a refused join is the holder's to read and still counted until released", async () => {
    const { socket, calls } = recordingSocket(['system:health']);
    const leases = new TopicLeases(socket);
    const lease = leases.hold({ pattern: 'system:health' });
    const reason = await lease.joined.then(
      () => 'joined',
      (error: unknown) => (error as Error).message,
    );
    expect(reason).to.equal('join refused: system:health');
    lease.release();
    expect(calls).to.deep.equal(['join system:health', 'leave system:health']);
  });

  it("a push's share lasts while it runs and is given back when it fails", async () => {
    const { socket, calls } = recordingSocket();
    const leases = new TopicLeases(socket);
    const result = await leases.during({ pattern: 'events:create' }, async () => {
      expect(leases.held({ pattern: 'events:create' })).to.equal(1);
      return 'saved';
    });
    expect(result).to.equal('saved');
    const failed = await leases
      .during({ pattern: 'events:create' }, () => Promise.reject(new Error('lost')))
      .catch((error: unknown) => (error as Error).message);
    expect(failed).to.equal('lost');
    expect(leases.held({ pattern: 'events:create' })).to.equal(0);
    expect(calls).to.deep.equal([
      'join events:create',
      'leave events:create',
      'join events:create',
      'leave events:create',
    ]);
  });

  it('joins every held topic again when the session connects (a lease taken before it, or kept over a sign-in)', () => {
    const { socket, calls } = recordingSocket();
    const leases = new TopicLeases(socket);
    const lease = leases.hold(status('3'));
    leases.hold({ pattern: 'events:create' }).release();
    leases.rejoinAll();
    expect(calls).to.deep.equal([
      'join instances:status:3',
      'join events:create',
      'leave events:create',
      'join instances:status:3',
    ]);
    lease.release();
  });
});
