import { expect } from 'chai';
import type { NewLogEntry } from '../../../src/domain/log';
import { editingProjection, othersEditing } from '../../../src/domain/editing';
import { projectionSpec } from '../../support/projection-spec';

const { given, when } = projectionSpec(editingProjection);
const topic = 'editing:groups:12';

const frame = (event: string, payload: unknown, on = topic): NewLogEntry => ({
  kind: 'FrameReceived',
  topic: on,
  event,
  payload,
  at: 1,
});
const meta = (phx_ref: string, name: string) => ({ metas: [{ phx_ref, name, online_at: '1706774400' }] });
const left = (on = topic): NewLogEntry => ({ kind: 'FrameSent', topic: on, event: 'phx_leave', payload: {}, at: 2 });

describe('domain/editing: who else is editing, folded from the presence frames', () => {
  it('Given the join state and a diff, then the presence holds who came, without who left', () => {
    const state = given(
      frame('presence_state', { 7: meta('a', 'Anna Berg'), 9: meta('b', 'ben@studio.test') }),
      frame('presence_diff', { joins: { 12: meta('c', 'Cleo Park') }, leaves: { 9: meta('b', 'ben@studio.test') } }),
    );
    expect(othersEditing(state.byTopic[topic] ?? {}, 12)).to.deep.equal(['Anna Berg']);
    expect(othersEditing(state.byTopic[topic] ?? {}, undefined)).to.deep.equal(['Anna Berg', 'Cleo Park']);
  });

  it('When the console leaves the topic, then what it knew of it is gone; other topics stay', () => {
    const state = given(
      frame('presence_state', { 7: meta('a', 'Anna Berg') }),
      frame('presence_state', { 7: meta('x', 'Anna Berg') }, 'editing:events:e-1'),
    );
    const after = when(state, left());
    expect(Object.keys(after.byTopic)).to.deep.equal(['editing:events:e-1']);
  });

  it('When the connection is lost, then every topic is forgotten until the rejoin brings its state', () => {
    const state = given(frame('presence_state', { 7: meta('a', 'Anna Berg') }));
    const lost = when(state, { kind: 'ConnectionChanged', state: 'disconnected', attempt: 0, at: 3 });
    expect(lost.byTopic).to.deep.equal({});
    const back = when(lost, frame('presence_state', { 7: meta('b', 'Anna Berg') }));
    expect(othersEditing(back.byTopic[topic] ?? {}, 1)).to.deep.equal(['Anna Berg']);
  });

  it('Given a diff before any state (or after leaving), then nothing is invented from it', () => {
    const state = given(frame('presence_diff', { joins: { 7: meta('a', 'Anna Berg') }, leaves: {} }));
    expect(state.byTopic).to.deep.equal({});
  });

  it('Given a presence frame without names, then it is rejected and changes nothing', () => {
    const state = given(frame('presence_state', { 7: { metas: [{ phx_ref: 'a' }] } }));
    expect(state.byTopic).to.deep.equal({});
  });
});
