import { expect } from 'chai';
import {
  normalizeRunningOrderItem,
  runningOrderItemProblems,
  runningOrdersProjection,
  runningOrderTypes,
  usesDuration,
  type RunningOrder,
} from '../../../src/domain/running-orders';
import { projectionSpec } from '../../support/projection-spec';

const at = 1_000;
const { given, when } = projectionSpec(runningOrdersProjection);

const opening: RunningOrder = { id: 6, name: 'Opening', items: [{ action: 'mixer', type: 'cut', input: 'black' }] };

describe('domain/running-orders: runningOrdersProjection', () => {
  it('init replaces, update upserts, delete removes, an unknown id is harmless', () => {
    const state = given(
      { type: 'RunningOrdersReceived', runningOrders: [{ ...opening, id: 1 }], at },
      { type: 'RunningOrdersReceived', runningOrders: [opening], at },
      { type: 'RunningOrderUpdated', runningOrder: { ...opening, name: 'Opening v2' }, at },
      { type: 'RunningOrderUpdated', runningOrder: { ...opening, id: 7 }, at },
      { type: 'RunningOrderDeleted', id: 7, at },
    );
    expect(Object.keys(state.byId)).to.deep.equal(['6']);
    expect(state.byId[6]?.name).to.equal('Opening v2');
    expect(when(state, { type: 'RunningOrderDeleted', id: 99, at })).to.equal(state);
  });
});

describe('domain/running-orders: rules (spec 3 §5)', () => {
  it('player has type play; mixer fade and cut; wait duration, action and end', () => {
    expect(runningOrderTypes).to.deep.equal({
      player: ['play'],
      mixer: ['fade', 'cut'],
      wait: ['duration', 'action', 'end'],
    });
  });

  it('the duration field applies only to mixer fade, wait duration and player play', () => {
    const pairs = [
      ['mixer', 'fade'],
      ['mixer', 'cut'],
      ['wait', 'duration'],
      ['wait', 'action'],
      ['wait', 'end'],
      ['player', 'play'],
    ] as const;
    expect(pairs.map(([action, type]) => usesDuration(action, type))).to.deep.equal([
      true,
      false,
      true,
      false,
      false,
      true,
    ]);
  });

  it('normalizing drops a duration where it does not apply and fixes a type the action does not have', () => {
    expect(normalizeRunningOrderItem({ action: 'mixer', type: 'cut', duration: 500 })).to.deep.equal({
      action: 'mixer',
      type: 'cut',
    });
    expect(normalizeRunningOrderItem({ action: 'player', type: 'fade', duration: 500, uri: 'x' })).to.deep.equal({
      action: 'player',
      type: 'play',
      duration: 500,
      uri: 'x',
    });
    expect(normalizeRunningOrderItem({ action: 'wait' })).to.deep.equal({ action: 'wait', type: 'duration' });
  });

  it('reports a wrong type, a missing or negative duration, and a duration that does not apply', () => {
    expect(runningOrderItemProblems({ action: 'mixer', type: 'play' })).to.deep.equal(['type_not_allowed']);
    expect(runningOrderItemProblems({ action: 'wait', type: 'duration' })).to.deep.equal(['duration_missing']);
    expect(runningOrderItemProblems({ action: 'mixer', type: 'fade', duration: -1 })).to.deep.equal([
      'duration_negative',
    ]);
    expect(runningOrderItemProblems({ action: 'wait', type: 'end', duration: 100 })).to.deep.equal([
      'duration_not_applicable',
    ]);
    expect(runningOrderItemProblems({ action: 'player', type: 'play', duration: 12000 })).to.deep.equal([]);
  });
});
