import { expect } from 'chai';
import { filtersProjection } from '../../../src/domain/settings';
import { projectionSpec } from '../../support/projection-spec';

const at = 1_000;
const { given, when } = projectionSpec(filtersProjection);

describe('domain/settings: filtersProjection', () => {
  it('given filters, when init arrives, then it replaces them', () => {
    const before = given({ type: 'FiltersReceived', filters: [{ id: 1, name: 'old' }], at });
    expect(
      Object.keys(when(before, { type: 'FiltersReceived', filters: [{ id: 4, name: 'new' }], at }).byId),
    ).to.deep.equal(['4']);
  });

  it('when update arrives, then it upserts one filter; when delete arrives, it removes one', () => {
    const state = given(
      { type: 'FiltersReceived', filters: [{ id: 4, name: 'a' }], at },
      { type: 'FilterUpdated', filter: { id: 4, name: 'b' }, at },
      { type: 'FilterUpdated', filter: { id: 5, name: 'c' }, at },
      { type: 'FilterDeleted', id: 5, at },
    );
    expect(state.byId).to.deep.equal({ 4: { id: 4, name: 'b' } });
  });

  it('ignores the delete of an unknown id', () => {
    const state = given({ type: 'FiltersReceived', filters: [{ id: 4 }], at });
    expect(when(state, { type: 'FilterDeleted', id: 77, at })).to.equal(state);
  });
});
