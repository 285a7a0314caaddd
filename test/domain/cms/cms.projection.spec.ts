import { expect } from 'chai';
import { produce } from 'immer';
import {
  cmsProjection,
  listRecords,
  listTypeOf,
  type CmsListsEvent,
  type ContentList,
  type ListData,
  type ListType,
} from '../../../src/domain/cms';
import { projectionSpec } from '../../support/projection-spec';

const at = 1_000;
const { given, when } = projectionSpec(cmsProjection);

const teams: ListType = { id: 5, name: 'Teams', fields: [{ name: 'name', type: 'text' }] };
const liiga: ContentList = { id: 11, name: 'Liiga', cms_list_type_id: 5 };
const mestis: ContentList = { id: 12, name: 'Mestis', cms_list_type_id: 5 };
const record = (id: number, listId = 11): ListData => ({
  id,
  cms_list_id: listId,
  state: 'active',
  data: { name: `team ${id}` },
});

const loaded = given(
  { type: 'CmsReceived', listTypes: [teams], lists: [liiga, mestis], at },
  { type: 'ListDataReceived', listId: 11, items: [record(102), record(101)], at },
  { type: 'ListDataReceived', listId: 12, items: [record(201, 12)], at },
);

describe('domain/cms: cmsProjection', () => {
  it('given list types and lists, when cms:all init arrives, then it replaces both', () => {
    const state = when(loaded, { type: 'CmsReceived', listTypes: [], lists: [mestis], at });
    expect(Object.keys(state.listTypes)).to.deep.equal([]);
    expect(Object.keys(state.lists)).to.deep.equal(['12']);
  });

  it('and drops the records of lists that are gone, keeping those of lists that remain', () => {
    const state = when(loaded, { type: 'CmsReceived', listTypes: [teams], lists: [mestis], at });
    expect(Object.keys(state.listData)).to.deep.equal(['12']);
  });

  it("when cms:list_datas:{list_id} init arrives, then it replaces that list's data only", () => {
    const state = when(loaded, { type: 'ListDataReceived', listId: 11, items: [record(103)], at });
    expect(Object.keys(state.listData[11] ?? {})).to.deep.equal(['103']);
    expect(Object.keys(state.listData[12] ?? {})).to.deep.equal(['201']);
  });

  it('update upserts one record of one list; delete removes one; an unknown id or list is harmless', () => {
    const state = when(
      loaded,
      { type: 'ListDataUpdated', listId: 11, item: { ...record(101), state: 'archived' }, at },
      { type: 'ListDataUpdated', listId: 11, item: record(104), at },
      { type: 'ListDataDeleted', listId: 11, id: 102, at },
    );
    expect(listRecords(state, 11)?.map((item) => [item.id, item.state])).to.deep.equal([
      [101, 'archived'],
      [104, 'active'],
    ]);
    expect(
      when(
        state,
        { type: 'ListDataDeleted', listId: 99, id: 1, at },
        { type: 'ListDataDeleted', listId: 11, id: 999, at },
      ),
    ).to.equal(state);
  });

  it('given an init, an update_batch and a delete folded in one batch, then all three apply (the init is frozen)', () => {
    // The store folds a turn's events in one immer draft; the init's map is frozen, not a draft, for the next.
    const state = produce(loaded, (draft) => {
      for (const event of [
        { type: 'ListDataReceived', listId: 11, items: [record(101), record(102)], at },
        { type: 'ListDataUpdated', listId: 11, item: record(103), at },
        { type: 'ListDataUpdated', listId: 11, item: { ...record(101), state: 'archived' }, at },
        { type: 'ListDataDeleted', listId: 11, id: 102, at },
      ] satisfies CmsListsEvent[])
        cmsProjection.apply(draft, event);
    });
    expect(listRecords(state, 11)?.map((item) => [item.id, item.state])).to.deep.equal([
      [101, 'archived'],
      [103, 'active'],
    ]);
    expect(Object.isFrozen(loaded.listData[11])).to.equal(true);
    expect(listRecords(loaded, 11)?.map((item) => item.id)).to.deep.equal([101, 102]);
  });

  it('sorts a list by id ascending (spec 3 §2.4) and says undefined for a list not loaded yet', () => {
    expect(listRecords(loaded, 11)?.map((item) => item.id)).to.deep.equal([101, 102]);
    expect(listRecords(loaded, 13)).to.equal(undefined);
  });

  it('update_list and update_list_type upsert; delete_list removes the list and its records; delete_list_type the type', () => {
    const state = when(
      loaded,
      { type: 'ContentListUpdated', list: { ...liiga, name: 'Liiga 2024' }, at },
      { type: 'ListTypeUpdated', listType: { ...teams, name: 'Teams v2' }, at },
      { type: 'ContentListDeleted', id: 12, at },
    );
    expect(listTypeOf(state, 11)?.name).to.equal('Teams v2');
    expect(state.lists[11]?.name).to.equal('Liiga 2024');
    expect([state.lists[12], state.listData[12]]).to.deep.equal([undefined, undefined]);
    expect(when(state, { type: 'ListTypeDeleted', id: 5, at }).listTypes).to.deep.equal({});
  });
});
