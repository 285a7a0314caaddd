import { expect } from 'chai';
import { dashboardChoicesProjection } from '../../../src/domain/dashboard';
import { journaled, projectionSpec } from '../../support/projection-spec';
import { uploadProgress } from '../journal/journal-fixtures';

const { given, when } = projectionSpec(dashboardChoicesProjection);

describe('domain/schedule: dashboard choices projection', () => {
  it('given no choice in the log, then nothing is chosen (the remembered preference stands)', () => {
    expect(given(...uploadProgress(3))).to.deep.equal({});
  });

  it('given layout and own-events commands, then the newest of each stands', () => {
    const state = given(
      journaled('1', 'dashboard.layout', { layout: 'tiles' }),
      journaled('2', 'dashboard.own_events', { on: true }),
      journaled('3', 'dashboard.layout', { layout: 'list' }),
    );
    expect(state).to.deep.equal({ layout: 'list', ownEvents: true });
  });

  it('given a choice, when hundreds of other commands follow, then it still stands', () => {
    const state = given(journaled('1', 'dashboard.layout', { layout: 'tiles' }));
    expect(when(state, ...uploadProgress(500))).to.equal(state);
  });

  it('given a choice, when a command with arguments that make no sense comes, then the choice stays', () => {
    const state = given(
      journaled('1', 'dashboard.layout', { layout: 'tiles' }),
      journaled('2', 'dashboard.own_events', { on: false }),
    );
    expect(
      when(
        state,
        journaled('3', 'dashboard.layout', { layout: 'grid' }),
        journaled('4', 'dashboard.own_events', { on: 'yes' }),
      ),
    ).to.equal(state);
  });

  it('given range commands, then the newest range stands; a range that makes no sense changes nothing', () => {
    const state = given(
      journaled('1', 'dashboard.range', { start: 100, end: 200 }),
      journaled('2', 'dashboard.range', { start: 300, end: 400 }),
    );
    expect(state.range).to.deep.equal({ start: 300, end: 400 });
    expect(
      when(
        state,
        journaled('3', 'dashboard.range', { start: 500, end: 400 }),
        journaled('4', 'dashboard.range', { start: '1' }),
      ),
    ).to.equal(state);
  });
});
