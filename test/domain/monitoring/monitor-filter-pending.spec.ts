import { expect } from 'chai';
import { monitorCommands, monitorFilterPendingProjection } from '../../../src/domain/monitoring';
import { journaled, journaledSettled, projectionSpec } from '../../support/projection-spec';

const { given, when } = projectionSpec(monitorFilterPendingProjection);

describe('domain/monitoring: the wall filter in flight', () => {
  it('given two toggles in flight, then the newest list shows; an older one settling leaves it, the newest clears it', () => {
    const state = given(
      journaled('one', monitorCommands.filter.name, { channel: 'b', shown: false, filter: ['a'] }, 10),
      journaled('two', monitorCommands.filter.name, { channel: 'c', shown: true, filter: ['a', 'c'] }, 20),
    );
    expect(state.latest).to.deep.equal({ id: 'two', filter: ['a', 'c'] });
    const older = when(state, journaledSettled('one', 'ok', 30));
    expect(older.latest?.id).to.equal('two');
    expect(when(older, journaledSettled('two', 'error', 40)).latest).to.equal(undefined);
  });

  it('given other commands, or a filter command without a list of uuids, then nothing is pending', () => {
    const state = given(
      journaled('x', 'transcoder.start', { filter: ['a'] }, 10),
      journaled('y', monitorCommands.filter.name, { filter: 'a' }, 20),
    );
    expect(state.latest).to.equal(undefined);
  });
});

describe('domain/monitoring: the wall layout in flight (issue 31)', () => {
  const layouts = { monitor: { grid: '3x3', solo: 'a' }, multiview: { grid: '2x2', solo: 'e' } };

  it('given a layout command in flight, then its layouts show until it settles', () => {
    const state = given(journaled('l1', monitorCommands.layout.name, { wall: 'monitor', layouts }, 10));
    expect(state.layout).to.deep.equal({ id: 'l1', layouts });
    expect(when(state, journaledSettled('other', 'ok', 20)).layout?.id).to.equal('l1');
    expect(when(state, journaledSettled('l1', 'ok', 30)).layout).to.equal(undefined);
  });

  it('given a layout command whose layouts do not decode (an unknown grid), then nothing is pending', () => {
    const state = given(
      journaled('l2', monitorCommands.layout.name, { wall: 'monitor', layouts: { monitor: { grid: '9x9' } } }, 10),
    );
    expect(state.layout).to.equal(undefined);
  });
});

describe("domain/monitoring: the walls' switches in flight (issue 31)", () => {
  it('given a settings command in flight, then its switches show until it settles; a bad shape is not pending', () => {
    const settings = { alarm_sound: true, stats: false };
    const state = given(journaled('s1', monitorCommands.settings.name, { settings }, 10));
    expect(state.settings).to.deep.equal({ id: 's1', settings });
    expect(when(state, journaledSettled('other', 'ok', 20)).settings?.id).to.equal('s1');
    expect(when(state, journaledSettled('s1', 'ok', 30)).settings).to.equal(undefined);
    const bad = given(journaled('s2', monitorCommands.settings.name, { settings: { alarm_sound: 'yes' } }, 10));
    expect(bad.settings).to.equal(undefined);
  });
});
