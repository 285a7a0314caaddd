import { expect } from 'chai';
import { exportConfigurationName, exportFormsOf, formFieldsOf, tagTypesOf } from '../../../src/domain/clips';
import type { Setting } from '../../../src/domain/settings';

const setting = (id: number, name: string, type: string, value: unknown, title?: string): Setting => ({
  id,
  name,
  type,
  value,
  ...(title ? { title } : {}),
});

describe('clip dialog settings (spec 2 §3)', () => {
  it('reads an export form: fields, required and pre-selected qualities, hide_quality_selector and a list of export_configuration_id', () => {
    const [form] = exportFormsOf([
      setting(
        7,
        'portal',
        'export_form',
        {
          form: [
            { name: 'title', title: 'Title', type: 'text', required: true },
            { name: 'bad' },
            { name: 'category', type: 'select', options: ['sports', { value: 'news', label: 'News' }] },
          ],
          required_qualities: ['hd1080', 3],
          pre_selected_qualities: ['hd1080', 'hd720'],
          hide_quality_selector: true,
          export_configuration_id: [4, '5'],
        },
        'Portal export',
      ),
    ]);
    expect(form).to.deep.include({
      id: 7,
      title: 'Portal export',
      required_qualities: ['hd1080'],
      pre_selected_qualities: ['hd1080', 'hd720'],
      hide_quality_selector: true,
      export_configuration_id: [4, 5],
    });
    expect(form?.fields.map((field) => field.name)).to.deep.equal(['title', 'category']);
    expect(form?.fields[1]?.options).to.deep.equal([{ value: 'sports' }, { value: 'news', label: 'News' }]);
  });

  it('leaves out hidden export forms (hide) and settings of other types, and sorts by title', () => {
    const forms = exportFormsOf([
      setting(1, 'b', 'export_form', { export_configuration_id: 3 }, 'B form'),
      setting(2, 'hidden', 'export_form', { hide: true }),
      setting(3, 'a', 'export_form', {}, 'A form'),
      setting(4, 'tag', 'tag_form', {}),
    ]);
    expect(forms.map((form) => [form.title, form.export_configuration_id])).to.deep.equal([
      ['A form', undefined],
      ['B form', 3],
    ]);
  });

  it('reads tag types from tag_form settings, falling back to the setting name and title', () => {
    const types = tagTypesOf([
      setting(1, 'tag_goal', 'tag_form', { type: 'goal', type_name: 'Goal', form: [{ name: 'title', type: 'text' }] }),
      setting(2, 'note', 'tag_form', {}, 'Note'),
    ]);
    expect(types.map((type) => [type.type, type.type_name, type.fields.length])).to.deep.equal([
      ['goal', 'Goal', 1],
      ['note', 'Note', 0],
    ]);
  });

  it("names an export configuration by title, else name, else '#id' (for 'Exporting clip ({name})!')", () => {
    const byId = {
      4: setting(4, 'portal', 'export_configuration', {}, 'Video portal'),
      5: setting(5, 'social', 'export_configuration', {}),
    };
    expect([4, 5, 6].map((id) => exportConfigurationName(byId, id))).to.deep.equal(['Video portal', 'social', '#6']);
  });

  it('keeps only fields with a name and a known type', () => {
    expect(formFieldsOf('nope')).to.deep.equal([]);
    expect(
      formFieldsOf([
        { name: 'x', type: 'wat' },
        { name: 'y', type: 'checkbox' },
      ]).map((field) => field.name),
    ).to.deep.equal(['y']);
  });
});
