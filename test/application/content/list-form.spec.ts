import { expect } from 'chai';
import { blankListForm, listSavePlan } from '../../../src/application/content';

const all = { editListUuid: true, seeSystemLists: true, editNotifiers: true };
const admin = { editListUuid: false, seeSystemLists: false, editNotifiers: true };

describe('application/content: the list editor plan (spec 3 §5, §6)', () => {
  const form = { ...blankListForm(), name: ' Teams ', listType: '2', category: 'team' };

  it("refuses a UUID that is not 8-4-4-4-12 hex with 'UUID is invalid!' and saves nothing", () => {
    expect(listSavePlan({ ...form, uuid: '1234' }, undefined, undefined, all)).to.deep.equal({
      kind: 'refused',
      message: 'UUID is invalid!',
    });
  });

  it('saves a valid UUID for root and developer', () => {
    const plan = listSavePlan({ ...form, uuid: '0f8fad5b-d9cb-469f-a165-70867728950e' }, undefined, undefined, all);
    expect(plan.kind === 'save' && plan.draft.meta?.uuid).to.equal('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(plan.kind === 'save' && plan.draft.name).to.equal('Teams');
  });

  it('keeps the stored UUID and system flag for an admin, whatever the form holds', () => {
    const stored = {
      id: 5,
      name: 'Teams',
      cms_list_type_id: 2,
      meta: { uuid: '0f8fad5b-d9cb-469f-a165-70867728950e', system: false },
    };
    const plan = listSavePlan({ ...form, uuid: 'typed', system: true }, 5, stored, admin);
    expect(plan.kind === 'save' && plan.draft.meta).to.include({ uuid: stored.meta.uuid, system: false });
  });

  it('refuses notifiers that are not a JSON list of objects', () => {
    expect(listSavePlan({ ...form, notifiers: '{"a":1}' }, undefined, undefined, admin).kind).to.equal('refused');
    const plan = listSavePlan({ ...form, notifiers: '[{"name":"EPG"}]' }, undefined, undefined, admin);
    expect(plan.kind === 'save' && plan.draft.meta?.notifiers).to.deep.equal([{ name: 'EPG' }]);
  });

  it('needs a name and a list type', () => {
    expect(listSavePlan({ ...form, name: ' ' }, undefined, undefined, all).kind).to.equal('refused');
    expect(listSavePlan({ ...form, listType: '' }, undefined, undefined, all).kind).to.equal('refused');
  });
});
