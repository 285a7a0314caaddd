import { expect } from 'chai';
import * as t from 'io-ts';
import type { LogEntry } from '../../../../src/domain/log';
import { defineTopic, httpCall, inbound, optional, push } from '../../../../src/infrastructure/wire/kit';
import { WireNormalizer } from '../../../../src/infrastructure/wire/normalizer';

const Tick = t.type({ timestamp: t.number });
const topics = {
  'clock:{zone}': defineTopic({
    pattern: 'clock:{zone}',
    doc: 'test topic',
    inbound: {
      tick: inbound({
        doc: 'a tick',
        codec: Tick,
        toEvents: (payload, context) => [{ type: 'ServerTimeReceived', timestamp: payload.timestamp, at: context.at }],
      }),
      boom: inbound({
        doc: 'a handler that fails',
        codec: t.unknown,
        toEvents: () => {
          throw new Error('kaboom');
        },
      }),
      zone: inbound({
        doc: 'echoes the captured zone',
        codec: t.unknown,
        toEvents: (_payload, context) => [{ type: 'ClockTicked', now: context.params.zone?.length ?? 0 }],
      }),
    },
    pushes: { ping: push({ doc: 'ping', payload: t.type({}), reply: t.type({ pong: optional(t.boolean) }) }) },
  }),
};
const http = {
  time: httpCall({
    response: Tick,
    toEvents: (answer, context) => [{ type: 'ServerTimeReceived', timestamp: answer.timestamp, at: context.at }],
  }),
};

const frame = (topic: string, event: string, payload: unknown): LogEntry => ({
  seq: 9,
  at: 500,
  kind: 'FrameReceived',
  topic,
  event,
  payload,
});
const normalizer = new WireNormalizer(topics, http);

describe('WireNormalizer', () => {
  it('decodes a frame and maps it to domain events, after a FrameDecoded marker', () => {
    expect(normalizer.normalize(frame('clock:utc', 'tick', { timestamp: 1700000000 }))).to.deep.equal([
      { type: 'FrameDecoded', topic: 'clock:utc', event: 'tick', at: 500 },
      { type: 'ServerTimeReceived', timestamp: 1700000000, at: 500 },
    ]);
  });

  it('passes the captured topic parameters to the mapping', () => {
    expect(normalizer.normalize(frame('clock:europe', 'zone', {}))[1]).to.deep.equal({ type: 'ClockTicked', now: 6 });
  });

  it('turns a payload failing its codec into FrameRejected with the path errors', () => {
    const [rejected] = normalizer.normalize(frame('clock:utc', 'tick', { timestamp: 'soon' }));
    expect(rejected).to.deep.equal({
      type: 'FrameRejected',
      seq: 9,
      topic: 'clock:utc',
      event: 'tick',
      at: 500,
      errors: [{ path: 'timestamp', expected: 'number', actual: '"soon"' }],
    });
  });

  it('ignores unknown topics and events, and Phoenix lifecycle frames silently', () => {
    expect(normalizer.normalize(frame('nowhere', 'tick', {}))[0]).to.include({
      type: 'FrameIgnored',
      topic: 'nowhere',
    });
    expect(normalizer.normalize(frame('clock:utc', 'unknown', {}))[0]).to.include({
      type: 'FrameIgnored',
      event: 'unknown',
    });
    expect(normalizer.normalize(frame('clock:utc', 'phx_reply', { status: 'ok', response: {} }))).to.deep.equal([]);
    expect(normalizer.normalize(frame('clock:utc', 'constructor', {}))[0]).to.include({ type: 'FrameIgnored' });
  });

  it('never throws: a failing mapping becomes FrameRejected', () => {
    const [rejected] = normalizer.normalize(frame('clock:utc', 'boom', {}));
    expect(rejected).to.include({ type: 'FrameRejected' });
    expect((rejected as unknown as { errors: { actual: string }[] }).errors[0]?.actual).to.equal('kaboom');
  });

  it('maps HTTP answers by call name; failures of the codec are rejections', () => {
    const base = { seq: 3, at: 7, kind: 'HttpExchanged', name: 'time', method: 'GET', url: '/time' } as const;
    expect(normalizer.normalize({ ...base, status: 200, response: { timestamp: 5 } })).to.deep.equal([
      { type: 'ServerTimeReceived', timestamp: 5, at: 7 },
    ]);
    expect(normalizer.normalize({ ...base, status: 200, response: {} })[0]).to.include({
      type: 'FrameRejected',
      topic: 'http:time',
    });
    expect(normalizer.normalize({ ...base, status: 500, response: 'oops' })).to.deep.equal([]);
    expect(normalizer.normalize({ ...base, name: 'mystery', status: 200 })[0]).to.include({
      type: 'FrameIgnored',
      topic: 'http:mystery',
    });
  });

  it('maps commands, connection changes and clock ticks to their domain events', () => {
    expect(
      normalizer.normalize({ seq: 1, at: 1, kind: 'ConnectionChanged', state: 'connected', attempt: 0 }),
    ).to.deep.equal([{ type: 'ConnectionChanged', state: 'connected', attempt: 0, at: 1 }]);
    expect(normalizer.normalize({ seq: 2, at: 2, kind: 'ClockTicked', now: 2000 })).to.deep.equal([
      { type: 'ClockTicked', now: 2000 },
    ]);
    expect(
      normalizer.normalize({ seq: 3, at: 3, kind: 'FrameSent', topic: 'x', event: 'y', payload: {} }),
    ).to.deep.equal([]);
  });
});
