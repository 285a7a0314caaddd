import { expect } from 'chai';
import { evolve } from '../../../src/domain/projection';
import { filtersProjection, type FiltersEvent, type FiltersState } from '../../../src/domain/settings';

const at = 1_000;
const run = (events: readonly FiltersEvent[], from: FiltersState = filtersProjection.initial): FiltersState =>
  events.reduce((state, event) => evolve(filtersProjection, state, event), from);

describe('domain/settings: filtersProjection', () => {
  it('given filters, when init arrives, then it replaces them', () => {
    const before = run([{ type: 'FiltersReceived', filters: [{ id: 1, name: 'old' }], at }]);
    expect(
      Object.keys(run([{ type: 'FiltersReceived', filters: [{ id: 4, name: 'new' }], at }], before).byId),
    ).to.deep.equal(['4']);
  });

  it('when update arrives, then it upserts one filter; when delete arrives, it removes one', () => {
    const state = run([
      { type: 'FiltersReceived', filters: [{ id: 4, name: 'a' }], at },
      { type: 'FilterUpdated', filter: { id: 4, name: 'b' }, at },
      { type: 'FilterUpdated', filter: { id: 5, name: 'c' }, at },
      { type: 'FilterDeleted', id: 5, at },
    ]);
    expect(state.byId).to.deep.equal({ 4: { id: 4, name: 'b' } });
  });

  it('ignores the delete of an unknown id', () => {
    const state = run([{ type: 'FiltersReceived', filters: [{ id: 4 }], at }]);
    expect(run([{ type: 'FilterDeleted', id: 77, at }], state)).to.equal(state);
  });
});
