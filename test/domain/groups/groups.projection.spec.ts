import { expect } from 'chai';
import { groupByUuid, groupsOf, groupsProjection, type Group } from '../../../src/domain/groups';
import { projectionSpec } from '../../support/projection-spec';

const at = 1_000;
const { given, when } = projectionSpec(groupsProjection);

const crew: Group = { id: 2, uuid: 'g-crew', name: 'Crew', state: 'active', meta: { productions: true } };
const base: Group = { id: 1, uuid: 'g-default', name: 'Default', state: 'active' };

describe('domain/groups: groupsProjection', () => {
  it('given groups, when init arrives, then it replaces them and their uuid index', () => {
    const state = given({ type: 'GroupsReceived', groups: [crew], at }, { type: 'GroupsReceived', groups: [base], at });
    expect(Object.keys(state.byId)).to.deep.equal(['1']);
    expect(groupByUuid(state, 'g-crew')).to.equal(undefined);
  });

  it('when update arrives, then it upserts one group, also under a changed uuid', () => {
    const state = given(
      { type: 'GroupsReceived', groups: [crew], at },
      { type: 'GroupUpdated', group: { ...crew, uuid: 'g-crew-2' }, at },
      { type: 'GroupUpdated', group: base, at },
    );
    expect(groupByUuid(state, 'g-crew')).to.equal(undefined);
    expect(groupByUuid(state, 'g-crew-2')?.id).to.equal(2);
    expect(groupsOf(state, ['g-default', 'g-unknown', 'g-crew-2']).map((group) => group.id)).to.deep.equal([1, 2]);
  });

  it('when delete arrives, then the group and its uuid go; an unknown id is harmless', () => {
    const state = given({ type: 'GroupsReceived', groups: [crew, base], at }, { type: 'GroupDeleted', id: 2, at });
    expect(groupByUuid(state, 'g-crew')).to.equal(undefined);
    expect(when(state, { type: 'GroupDeleted', id: 99, at })).to.equal(state);
  });
});
