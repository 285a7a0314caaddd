import { expect } from 'chai';
import type { NewLogEntry } from '../../src/domain/log';
import { ReplayScriptBuilder, type ReplayScript } from '../../server/replay';
import { numbered } from '../support/core-entries';

const t0 = Date.parse('2026-11-22T10:00:00Z');

const scriptOf = (entries: readonly NewLogEntry[]): ReplayScript => {
  const builder = new ReplayScriptBuilder();
  for (const entry of numbered(entries)) builder.add(entry);
  return builder.build();
};

const save = { running_order: { name: 'Evening news', items: [] } };
const saved = { data: { id: 3, name: 'Evening news' } };

describe('replay serve: what a recording answers (docs/protocol/replay.md)', () => {
  it('replays inbound frames from the first socket connection on, without Phoenix replies and lifecycle frames', () => {
    const script = scriptOf([
      {
        kind: 'HttpExchanged',
        at: t0,
        name: 'maintenance',
        method: 'GET',
        url: 'http://studio.local:4000/api/v1/maintenance.json?timestamp=1',
        status: 200,
        response: { running: false },
      },
      { kind: 'ConnectionChanged', at: t0 + 5000, state: 'connected', attempt: 0 },
      {
        kind: 'FrameReceived',
        at: t0 + 5100,
        topic: 'groups:all',
        event: 'phx_reply',
        ref: '4',
        payload: { status: 'ok', response: {} },
      },
      { kind: 'FrameReceived', at: t0 + 5100, topic: 'groups:all', event: 'init', payload: { data: [] } },
      {
        kind: 'FrameReceived',
        at: t0 + 5200,
        topic: 'profile:[redacted]',
        event: 'init',
        payload: { data: { id: 1 } },
      },
      { kind: 'FrameReceived', at: t0 + 5300, topic: 'groups:all', event: 'phx_close', payload: {} },
      { kind: 'ClockTicked', at: t0 + 6000, now: t0 + 6000 },
    ]);
    expect(script.originAt).to.equal(t0 + 5000);
    expect(script.durationMs).to.equal(1000);
    expect(
      script.frames.map((frame) => [frame.seq, frame.offsetMs, frame.key, frame.event, frame.payloadJson]),
    ).to.deep.equal([
      [4, 100, 'groups:all', 'init', '{"data":[]}'],
      [5, 200, 'profile:{token}', 'init', '{"data":{"id":1}}'],
    ]);
    expect(script.framesOf('profile:{token}')).to.deep.equal([1]);
    expect(script.http('GET', '/api/v1/maintenance.json')).to.deep.equal({ status: 200, body: { running: false } });
  });

  it('answers a push from the CommandSettled of the CommandIssued just before the identical FrameSent (ok and error alike)', () => {
    const script = scriptOf([
      { kind: 'CommandIssued', at: t0, id: 'c1', account: 'admin@demo.local', name: 'running_orders.save', args: save },
      { kind: 'FrameSent', at: t0, topic: 'running_orders:create', event: 'save', payload: save },
      { kind: 'CommandSettled', at: t0 + 10, id: 'c1', outcome: 'ok', reply: saved, latencyMs: 10 },
      {
        kind: 'CommandIssued',
        at: t0 + 500,
        id: 'c2',
        account: 'admin@demo.local',
        name: 'running_orders.save',
        args: { running_order: {} },
      },
      {
        kind: 'FrameSent',
        at: t0 + 500,
        topic: 'running_orders:create',
        event: 'save',
        payload: { running_order: {} },
      },
      {
        kind: 'CommandSettled',
        at: t0 + 505,
        id: 'c2',
        outcome: 'error',
        reply: { reason: 'invalid', errors: [] },
        reason: 'invalid',
        latencyMs: 5,
      },
    ]);
    // Key order does not matter; the payload must otherwise be identical.
    expect(
      script.pushReply('running_orders:create', 'save', { running_order: { items: [], name: 'Evening news' } }, 0),
    ).to.deep.equal({ status: 'ok', response: saved });
    expect(script.pushReply('running_orders:create', 'save', { running_order: {} }, 0)).to.deep.equal({
      status: 'error',
      response: { reason: 'invalid', errors: [] },
    });
    expect(script.pushReply('running_orders:create', 'save', { running_order: { name: 'Other' } }, 0)).to.equal(
      undefined,
    );
    expect(script.pushReply('running_orders:7', 'save', save, 0)).to.equal(undefined);
    expect(script.answeredPushCount).to.equal(2);
  });

  it('holds no reply for a push that timed out, nor for a FrameSent too far from its command', () => {
    const script = scriptOf([
      { kind: 'CommandIssued', at: t0, id: 'c1', account: 'a', name: 'transcoder.start', args: {} },
      { kind: 'FrameSent', at: t0, topic: 'control', event: 'start', payload: { id: 1 } },
      {
        kind: 'CommandSettled',
        at: t0 + 10_000,
        id: 'c1',
        outcome: 'timeout',
        reason: 'no reply within the time-out',
        latencyMs: 10_000,
      },
      { kind: 'CommandIssued', at: t0 + 20_000, id: 'c2', account: 'a', name: 'transcoder.stop', args: {} },
      { kind: 'FrameSent', at: t0 + 22_000, topic: 'control', event: 'stop', payload: { id: 1 } },
      { kind: 'CommandSettled', at: t0 + 22_010, id: 'c2', outcome: 'ok', reply: {}, latencyMs: 10 },
    ]);
    expect(script.pushReply('control', 'start', { id: 1 }, 0)).to.equal(undefined);
    expect(script.pushReply('control', 'stop', { id: 1 }, 0)).to.equal(undefined);
  });

  it("a local command settled before the push is not taken for the push's command", () => {
    const script = scriptOf([
      { kind: 'CommandIssued', at: t0, id: 'c1', account: 'a', name: 'push.save', args: {} },
      { kind: 'CommandIssued', at: t0, id: 'local', account: 'a', name: 'processes.remove', args: {} },
      { kind: 'CommandSettled', at: t0, id: 'local', outcome: 'ok', latencyMs: 0 },
      { kind: 'FrameSent', at: t0, topic: 'x:1', event: 'save', payload: {} },
      { kind: 'CommandSettled', at: t0 + 5, id: 'c1', outcome: 'ok', reply: { data: 'right one' }, latencyMs: 5 },
    ]);
    expect(script.pushReply('x:1', 'save', {}, 0)).to.deep.equal({ status: 'ok', response: { data: 'right one' } });
  });

  it("of identical recorded pushes, answers with the one nearest the connection's position", () => {
    const entries: NewLogEntry[] = [{ kind: 'ConnectionChanged', at: t0, state: 'connected', attempt: 0 }];
    for (const [index, second] of [1, 5, 9].entries()) {
      entries.push(
        {
          kind: 'CommandIssued',
          at: t0 + second * 1000,
          id: `c${index}`,
          account: 'a',
          name: 'profile.ping',
          args: {},
        },
        { kind: 'FrameSent', at: t0 + second * 1000, topic: 'profile:[redacted]', event: 'ping', payload: {} },
        {
          kind: 'CommandSettled',
          at: t0 + second * 1000 + 3,
          id: `c${index}`,
          outcome: 'ok',
          reply: { n: second },
          latencyMs: 3,
        },
      );
    }
    const script = scriptOf(entries);
    expect(script.pushReply('profile:any-token', 'ping', {}, 0)).to.deep.equal({ status: 'ok', response: { n: 1 } });
    expect(script.pushReply('profile:any-token', 'ping', {}, 6000)).to.deep.equal({ status: 'ok', response: { n: 5 } });
    expect(script.pushReply('profile:any-token', 'ping', {}, 60_000)).to.deep.equal({
      status: 'ok',
      response: { n: 9 },
    });
  });

  it('answers a join with the first phx_reply on its topic after the recorded phx_join; a FrameSent with a ref with its phx_reply', () => {
    const script = scriptOf([
      { kind: 'FrameSent', at: t0, topic: 'accounts:7', event: 'phx_join', payload: {} },
      {
        kind: 'FrameReceived',
        at: t0 + 3,
        topic: 'accounts:7',
        event: 'phx_reply',
        ref: '3',
        payload: { status: 'ok', response: { data: { id: 7 } } },
      },
      { kind: 'FrameSent', at: t0, topic: 'accounts:8', event: 'phx_join', payload: {} },
      {
        kind: 'FrameReceived',
        at: t0 + 3,
        topic: 'accounts:8',
        event: 'phx_reply',
        ref: '4',
        payload: { status: 'error', response: { reason: 'unauthorized' } },
      },
      { kind: 'FrameSent', at: t0 + 9, topic: 'accounts:7', event: 'notes', payload: { n: 1 }, ref: '5' },
      {
        kind: 'FrameReceived',
        at: t0 + 12,
        topic: 'accounts:7',
        event: 'phx_reply',
        ref: '5',
        payload: { status: 'ok', response: { noted: true } },
      },
    ]);
    expect(script.joinReply('accounts:7')).to.deep.equal({ status: 'ok', response: { data: { id: 7 } } });
    expect(script.joinReply('accounts:8')).to.deep.equal({ status: 'error', response: { reason: 'unauthorized' } });
    expect(script.joinReply('accounts:9')).to.equal(undefined);
    expect(script.pushReply('accounts:7', 'notes', { n: 1 }, 0)).to.deep.equal({
      status: 'ok',
      response: { noted: true },
    });
  });
});
