import { expect } from 'chai';
import {
  isTranscoderStartAwaited,
  transcoderCommandsProjection,
  transcoderStartWaitMs,
  transcoderTarget,
} from '../../../src/domain/channels';
import type { CommandIssued, CommandSettled } from '../../../src/domain/journal';
import type { CommandOutcome } from '../../../src/domain/log';
import { projectionSpec } from '../../support/projection-spec';

const issued = (id: string, name: string, target: string | undefined, at = 0): CommandIssued => ({
  type: 'CommandIssued',
  id,
  account: 'a@demo.local',
  name,
  args: {},
  ...(target !== undefined ? { target } : {}),
  at,
});
const settled = (id: string, outcome: CommandOutcome, at: number): CommandSettled => ({
  type: 'CommandSettled',
  id,
  outcome,
  latencyMs: 5,
  at,
});
const { given, when } = projectionSpec(transcoderCommandsProjection);

describe('transcoder start wait (spec 2 §4 "an input channel\'s transcoder starts at most once at a time")', () => {
  const target = transcoderTarget('input', 'in-1', 'ev-1');

  it('targets the channel for an input channel and the event for an output channel', () => {
    expect(target).to.equal('channel:in-1');
    expect(transcoderTarget('output', 'out-1', 'ev-1')).to.equal('event:ev-1');
  });

  it('given a start, then it is awaited while its reply is pending and for 60 s after an ok reply', () => {
    const pending = given(issued('1', 'transcoder.start', target));
    expect(isTranscoderStartAwaited(pending, target, 1000)).to.equal(true);
    const accepted = when(pending, settled('1', 'ok', 1000));
    expect(isTranscoderStartAwaited(accepted, target, 1000 + transcoderStartWaitMs - 1)).to.equal(true);
    expect(isTranscoderStartAwaited(accepted, target, 1000 + transcoderStartWaitMs)).to.equal(false);
    expect(accepted.pendingTargets, 'a settled command is no longer looked up').to.deep.equal({});
  });

  it('given a refused start, a start followed by a stop, or a start of another target, then none is awaited', () => {
    expect(
      isTranscoderStartAwaited(
        given(issued('1', 'transcoder.start', target), settled('1', 'error', 1000)),
        target,
        1000,
      ),
    ).to.equal(false);
    const stopped = given(
      issued('1', 'transcoder.start', target),
      settled('1', 'ok', 1000),
      issued('2', 'transcoder.stop', target),
      settled('2', 'ok', 1500),
    );
    expect(isTranscoderStartAwaited(stopped, target, 2000)).to.equal(false);
    expect(isTranscoderStartAwaited(given(issued('1', 'transcoder.start', 'channel:other')), target, 1000)).to.equal(
      false,
    );
  });

  it('given a pending start, when any number of other commands follow, then it is still awaited', () => {
    const others = Array.from({ length: 600 }, (_, index) => issued(`p${index}`, 'uploads.progress', undefined));
    const state = given(issued('1', 'transcoder.start', target), ...others);
    expect(isTranscoderStartAwaited(state, target, 1000)).to.equal(true);
    expect(state).to.deep.equal(given(issued('1', 'transcoder.start', target)), 'other commands change nothing');
  });

  it('given a start replaced by a newer one before its reply, when the old reply comes, then it changes nothing', () => {
    const state = given(issued('1', 'transcoder.start', target), issued('2', 'transcoder.stop', target));
    const next = when(state, settled('1', 'ok', 900));
    expect(next.byTarget[target]).to.deep.equal({ id: '2', kind: 'stop', status: 'pending' });
    expect(next.pendingTargets).to.deep.equal({ 2: target });
  });
});
