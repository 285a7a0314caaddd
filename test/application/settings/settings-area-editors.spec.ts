import { expect } from 'chai';
import {
  blankListTypeForm,
  blankRunningOrderForm,
  changedItem,
  listTypeSavePlan,
  newListField,
  runningOrderSavePlan,
  withShowText,
} from '../../../src/application/settings';

describe('application/settings: running order form (spec 3 §5)', () => {
  it('a changed action takes its first type and drops a duration that no longer applies', () => {
    const fade = { action: 'mixer' as const, type: 'fade', duration: 500 };
    expect(changedItem(fade, { action: 'player' })).to.deep.equal({ action: 'player', type: 'play', duration: 500 });
    expect(changedItem(fade, { type: 'cut' })).to.deep.equal({ action: 'mixer', type: 'cut' });
    expect(changedItem(fade, { action: 'wait' })).to.deep.equal({ action: 'wait', type: 'duration', duration: 500 });
  });

  it('refuses a step without the duration it needs, naming the step', () => {
    const plan = runningOrderSavePlan(
      {
        name: 'Open',
        items: [
          { action: 'mixer', type: 'cut' },
          { action: 'wait', type: 'duration' },
        ],
      },
      undefined,
    );
    expect(plan).to.deep.equal({ kind: 'refused', message: 'Step 2: a duration in milliseconds is needed.' });
    expect(runningOrderSavePlan(blankRunningOrderForm(), undefined).kind).to.equal('refused');
    const ok = runningOrderSavePlan({ name: ' Open ', items: [{ action: 'player', type: 'play', duration: 10 }] }, 4);
    expect(ok).to.deep.equal({
      kind: 'save',
      draft: { id: 4, name: 'Open', items: [{ action: 'player', type: 'play', duration: 10 }] },
    });
  });
});

describe('application/settings: list type form (spec 3 §3, §6)', () => {
  const form = { ...blankListTypeForm(), name: 'Teams', fields: [newListField(0), newListField(1)] };

  it('sends fields, the list-fields subset of existing fields, import_json and the upload config', () => {
    const plan = listTypeSavePlan(
      { ...form, listFields: ['field_1', 'gone'], importJson: true, uploadConfig: '12' },
      undefined,
      undefined,
      false,
    );
    expect(plan.kind === 'save' && plan.draft).to.deep.equal({
      name: 'Teams',
      fields: [
        { name: 'field_1', title: '', type: 'text' },
        { name: 'field_2', title: '', type: 'text' },
      ],
      list_fields: ['field_1'],
      import_json: true,
      meta: { upload_config: 12 },
    });
  });

  it('only a developer sets the system flag; others keep what is stored', () => {
    const stored = { id: 3, name: 'Teams', fields: [], meta: { system: true } };
    const byAdmin = listTypeSavePlan({ ...form, system: false }, 3, stored, false);
    expect(byAdmin.kind === 'save' && byAdmin.draft.meta).to.deep.equal({ system: true });
    const byDeveloper = listTypeSavePlan({ ...form, system: false }, 3, stored, true);
    expect(byDeveloper.kind === 'save' && byDeveloper.draft.meta).to.deep.equal({ system: false });
  });

  it('refuses duplicate or empty field names; show conditions are a JSON object', () => {
    expect(
      listTypeSavePlan({ ...form, fields: [newListField(0), newListField(0)] }, undefined, undefined, false),
    ).to.deep.equal({
      kind: 'refused',
      message: 'Field names must be unique.',
    });
    expect(withShowText(newListField(0), '{"kind":["goal"]}')).to.deep.include({ show: { kind: ['goal'] } });
    expect(withShowText(newListField(0), '[1]')).to.equal(undefined);
    expect(withShowText({ ...newListField(0), show: { a: 1 } }, '')).to.not.have.property('show');
  });
});
