import { expect } from 'chai';
import { compilationClipOf, exportFormsOf, mtvSpecialExportOf } from '../../../src/domain/clips';
import type { Setting } from '../../../src/domain/settings';
import { clip } from './clip-builders';

const setting = (id: number, name: string, value: unknown): Setting => ({ id, name, type: 'export_form', value });

describe('mtv_special_export (spec 2 §3, §6; docs/protocol/clips.md "MTV compilation")', () => {
  const settings = [
    setting(1, 'portal', { form: [{ name: 'title', type: 'text' }] }),
    setting(2, 'mtv_special_export', {
      form: [{ name: 'episode', type: 'number' }],
      pre_selected_qualities: ['q2'],
      export_configuration_id: 8,
      hide: true,
    }),
  ];

  it('is the export_form named mtv_special_export, hidden or not, and never an ordinary export entry', () => {
    expect(exportFormsOf(settings).map((form) => form.name)).to.deep.equal(['portal']);
    expect(exportFormsOf([setting(2, 'mtv_special_export', { form: [] })]).map((form) => form.name)).to.deep.equal([]);
    expect(mtvSpecialExportOf(settings)).to.deep.include({
      id: 2,
      name: 'mtv_special_export',
      export_configuration_id: 8,
      pre_selected_qualities: ['q2'],
    });
    expect(mtvSpecialExportOf(settings)?.fields.map((field) => field.name)).to.deep.equal(['episode']);
    expect(mtvSpecialExportOf([settings[0] as Setting])).to.equal(undefined);
  });

  it('a cut sends one quality: the first required one when all are ready, else a ready pre-selected one, else the first ready', () => {
    const cut = [
      clip('a', { group: 'g', order: 1 }),
      clip('b', { group: 'g', order: 2 }),
      clip('c', { group: 'g', order: 3, status: 'processing' }),
    ];
    expect(compilationClipOf(cut, { required_qualities: ['q2', 'q1'] })?.uuid).to.equal('b');
    expect(compilationClipOf(cut, { required_qualities: ['q2', 'q3'] })).to.equal(undefined);
    expect(compilationClipOf(cut, { pre_selected_qualities: ['q3', 'q2'] })?.uuid).to.equal('b');
    expect(compilationClipOf(cut, {})?.uuid).to.equal('a');
    expect(compilationClipOf([clip('x', { status: 'error' })], {})).to.equal(undefined);
  });
});
