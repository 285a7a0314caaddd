import { expect } from 'chai';
import type { Frame } from '../../../server/protocol/frame';
import {
  PhoenixConnection,
  type ConnectionOptions,
  type FrameDispatcher,
  type FrameOutlet,
} from '../../../server/protocol/phoenix-connection';
import { ok, refuse } from '../../../server/protocol/reply';
import { deferred, FakeLogger, FakeTransport, frame } from './phoenix-test-kit';

/** Records the frames it is handed; a frame waits on `holds[ref]` when a spec set one, and `explode` throws. */
class RecordingDispatcher implements FrameDispatcher {
  readonly started: string[] = [];
  readonly finished: string[] = [];
  readonly holds = new Map<string, Promise<void>>();
  readonly frames: Frame[] = [];
  leftAll = 0;
  private readonly starts = new Map<string, () => void>();

  /** Resolves when the frame with this ref starts being handled. */
  startOf(ref: string): Promise<void> {
    return new Promise((resolve) => this.starts.set(ref, resolve));
  }

  async dispatch(received: Frame): Promise<void> {
    const name = `${received.topic} ${received.ref ?? 'null'}`;
    this.frames.push(received);
    this.started.push(name);
    this.starts.get(received.ref ?? '')?.();
    await this.holds.get(received.ref ?? '');
    if (received.event === 'explode') throw new Error('handler bug');
    this.finished.push(name);
  }

  leaveAll(): void {
    this.leftAll += 1;
  }
}

interface Rig {
  readonly transport: FakeTransport;
  readonly log: FakeLogger;
  readonly dispatcher: RecordingDispatcher;
  readonly connection: PhoenixConnection;
  /** What the connection handed its dispatcher to send through. */
  readonly outlet: FrameOutlet;
}

const rig = (options?: ConnectionOptions): Rig => {
  const transport = new FakeTransport();
  const log = new FakeLogger();
  const dispatcher = new RecordingDispatcher();
  let outlet: FrameOutlet | undefined;
  const connection = new PhoenixConnection(transport, log, (given) => ((outlet = given), dispatcher), options);
  if (!outlet) throw new Error('the connection did not build its dispatcher');
  return { transport, log, dispatcher, connection, outlet };
};

const malformedReply = (joinRef: string | null, ref: string, topic: string, detail: string): unknown[] => [
  joinRef,
  ref,
  topic,
  'phx_reply',
  { status: 'error', response: { detail, reason: 'malformed_frame' } },
];

describe('server/protocol/phoenix-connection: one Phoenix vsn 2.0.0 socket', () => {
  describe('frames', () => {
    it('decodes [join_ref, ref, topic, event, payload] and hands the frame to the dispatcher', async () => {
      const { connection, dispatcher } = rig();
      connection.receive(frame('1', '2', 'accounts:all', 'save', { account: { id: 7 } }));
      await connection.idle();
      expect(dispatcher.frames).to.deep.equal([
        { joinRef: '1', ref: '2', topic: 'accounts:all', event: 'save', payload: { account: { id: 7 } } },
      ]);
    });

    it('encodes a phx_reply as [join_ref, ref, topic, "phx_reply", {status, response}] echoing the refs', () => {
      const { connection, transport } = rig();
      connection.reply({ joinRef: '4', ref: '9', topic: 'groups:all' }, ok({ data: [] }));
      connection.reply({ joinRef: null, ref: '10', topic: 'groups:1' }, refuse('not_found', { id: 1 }));
      expect(transport.sent).to.deep.equal([
        '["4","9","groups:all","phx_reply",{"status":"ok","response":{"data":[]}}]',
        '[null,"10","groups:1","phx_reply",{"status":"error","response":{"id":1,"reason":"not_found"}}]',
      ]);
    });

    it("is the outlet its dispatcher sends through, with the transport's backlog", () => {
      const { connection, transport, outlet } = rig();
      transport.bufferedAmount = 123;
      expect(outlet).to.equal(connection);
      expect(outlet.backlog).to.equal(123);
    });
  });

  describe('heartbeat (topic phoenix)', () => {
    it('answers a heartbeat at once with an ok reply echoing its ref, without the dispatcher', () => {
      const { connection, transport, dispatcher } = rig();
      connection.receive(frame(null, '31', 'phoenix', 'heartbeat'));
      expect(transport.frames).to.deep.equal([[null, '31', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]]);
      expect(dispatcher.frames).to.deep.equal([]);
    });

    it('refuses any other event on phoenix with unknown_event', () => {
      const { connection, transport, dispatcher } = rig();
      connection.receive(frame(null, '5', 'phoenix', 'phx_join'));
      expect(transport.frames).to.deep.equal([
        [null, '5', 'phoenix', 'phx_reply', { status: 'error', response: { reason: 'unknown_event' } }],
      ]);
      expect(dispatcher.frames).to.deep.equal([]);
    });

    it('is answered while a channel frame is still being handled', async () => {
      const { connection, transport, dispatcher } = rig();
      const held = deferred();
      dispatcher.holds.set('1', held.promise);
      connection.receive(frame('1', '1', 'slow:all', 'phx_join'));
      connection.receive(frame(null, '2', 'phoenix', 'heartbeat'));
      expect(transport.frames).to.deep.equal([[null, '2', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]]);
      held.resolve();
      await connection.idle();
    });
  });

  describe('malformed frames: answered where a ref is known, the connection stays usable', () => {
    it('answers text that is not JSON with phx_error on phoenix (no ref to reply to)', () => {
      const { connection, transport, dispatcher } = rig();
      connection.receive('{not json');
      expect(transport.frames).to.deep.equal([
        [null, null, 'phoenix', 'phx_error', { detail: 'not JSON', reason: 'malformed_frame' }],
      ]);
      expect(dispatcher.frames).to.deep.equal([]);
    });

    it("replies on the frame's own topic and refs when they can be read (wrong arity, wrong types)", () => {
      const { connection, transport } = rig();
      connection.receive('["1","7","accounts:all","save"]');
      connection.receive('["1","8","accounts:all",42,{}]');
      connection.receive('[null,"9",7,"save",{}]');
      expect(transport.frames).to.deep.equal([
        malformedReply('1', '7', 'accounts:all', 'a frame has 5 elements, this one has 4'),
        malformedReply('1', '8', 'accounts:all', 'event must be a non-empty string'),
        malformedReply(null, '9', 'phoenix', 'topic must be a non-empty string'),
      ]);
    });

    it('answers a binary frame with phx_error: only the JSON serializer is spoken', () => {
      const { connection, transport } = rig();
      connection.receiveBinary();
      expect(transport.frames).to.deep.equal([
        [null, null, 'phoenix', 'phx_error', { detail: 'binary frames are not supported', reason: 'malformed_frame' }],
      ]);
    });

    it('keeps handling frames after malformed ones', async () => {
      const { connection, transport, dispatcher } = rig();
      connection.receive('nope');
      connection.receiveBinary();
      connection.receive(frame('1', '2', 'groups:all', 'phx_join'));
      connection.receive(frame(null, '3', 'phoenix', 'heartbeat'));
      await connection.idle();
      expect(dispatcher.started).to.deep.equal(['groups:all 2']);
      expect(transport.frames.at(-1)).to.deep.equal([
        null,
        '3',
        'phoenix',
        'phx_reply',
        { status: 'ok', response: {} },
      ]);
      expect(transport.closedWith).to.equal(undefined);
    });
  });

  describe('one ordered queue per topic', () => {
    it("holds a topic's next frame until its previous one is handled, while other topics go on", async () => {
      const { connection, dispatcher } = rig();
      const first = deferred();
      dispatcher.holds.set('a1', first.promise);
      const otherTopicStarted = dispatcher.startOf('b1');
      connection.receive(frame('1', 'a1', 'a:all', 'phx_join'));
      connection.receive(frame('1', 'a2', 'a:all', 'save'));
      connection.receive(frame('2', 'b1', 'b:all', 'phx_join'));
      await otherTopicStarted;
      expect(dispatcher.started).to.deep.equal(['a:all a1', 'b:all b1']);

      first.resolve();
      await connection.idle();
      expect(dispatcher.started).to.deep.equal(['a:all a1', 'b:all b1', 'a:all a2']);
      expect(dispatcher.finished).to.deep.equal(['b:all b1', 'a:all a1', 'a:all a2']);
    });

    it("logs a frame whose handling failed and goes on with the topic's next frame", async () => {
      const { connection, dispatcher, log } = rig();
      connection.receive(frame('1', '1', 'a:all', 'explode'));
      connection.receive(frame('1', '2', 'a:all', 'save'));
      await connection.idle();
      expect(log.errors).to.deep.equal(['Frame on a:all failed']);
      expect(dispatcher.finished).to.deep.equal(['a:all 2']);
    });

    it('idle() resolves only once every frame received so far is handled', async () => {
      const { connection, dispatcher } = rig();
      const held = deferred();
      dispatcher.holds.set('1', held.promise);
      connection.receive(frame('1', '1', 'a:all', 'phx_join'));
      let idle = false;
      const waiting = connection.idle().then(() => (idle = true));
      await new Promise((resolve) => setImmediate(resolve));
      expect(idle).to.equal(false);
      held.resolve();
      await waiting;
      expect(dispatcher.finished).to.deep.equal(['a:all 1']);
    });
  });

  describe('buffered-bytes limit', () => {
    it('closes with 1013 "consumer too slow" instead of sending past 8 MiB of backlog, and leaves every channel', () => {
      const { connection, transport, dispatcher } = rig();
      transport.bufferedAmount = 8 * 1024 * 1024;
      connection.send('at the limit');
      expect(transport.sent).to.deep.equal(['at the limit']);
      transport.bufferedAmount = 8 * 1024 * 1024 + 1;
      connection.send('past the limit');
      expect(transport.sent).to.deep.equal(['at the limit']);
      expect(transport.closedWith).to.deep.equal({ code: 1013, reason: 'consumer too slow' });
      expect(dispatcher.leftAll).to.equal(1);
    });

    it('takes its limit from the options; Infinity never disconnects (the replay paces itself)', () => {
      const small = rig({ maxBufferedBytes: 10 });
      small.transport.bufferedAmount = 11;
      small.connection.send('x');
      expect(small.transport.closedWith?.code).to.equal(1013);

      const unlimited = rig({ maxBufferedBytes: Infinity });
      unlimited.transport.bufferedAmount = Number.MAX_SAFE_INTEGER;
      unlimited.connection.send('x');
      expect(unlimited.transport.sent).to.deep.equal(['x']);
      expect(unlimited.transport.closedWith).to.equal(undefined);
    });
  });

  describe('close', () => {
    it('closes the transport once, leaves every channel once, then ignores frames and sends nothing', async () => {
      const { connection, transport, dispatcher } = rig();
      connection.close(4001, 'session ended');
      connection.close(1000, 'again');
      connection.receive(frame(null, '1', 'phoenix', 'heartbeat'));
      connection.receive(frame('1', '2', 'a:all', 'phx_join'));
      connection.send('late');
      await connection.idle();
      expect(transport.closedWith).to.deep.equal({ code: 4001, reason: 'session ended' });
      expect(dispatcher.leftAll).to.equal(1);
      expect(transport.sent).to.deep.equal([]);
      expect(dispatcher.frames).to.deep.equal([]);
    });

    it('closed by the peer: leaves every channel without closing the transport again', () => {
      const { connection, transport, dispatcher } = rig();
      connection.closedByPeer();
      connection.closedByPeer();
      connection.close();
      expect(dispatcher.leftAll).to.equal(1);
      expect(transport.closedWith).to.equal(undefined);
    });
  });
});
