import { expect } from 'chai';
import {
  defaultFieldValue,
  formErrors,
  formFieldTypes,
  multilanguageError,
  multilanguageMessages,
  parseNumberField,
  requiredMessage,
  type FormField,
} from '../../../src/domain/forms';

describe('domain/schedule: dynamic form validation (spec 2 §3, §5, §9)', () => {
  it('spec 2 §3: knows every dynamic form field type', () => {
    for (const type of [
      'checkbox',
      'text',
      'file',
      's3file',
      'select',
      'list_select',
      'key_value',
      'uuid',
      'textarea',
      'markdown',
      'datetime',
      'date',
      'multiline',
      'content_select',
      'setting-select',
      'number',
      'playoff_tree',
    ]) {
      expect(formFieldTypes, type).to.include(type);
    }
  });

  it("spec 2 §5: required generic fields: '{label} is required' (also a required billing customer or contract)", () => {
    expect(requiredMessage({ name: 'home', label: 'Home team' })).to.equal('Home team is required');
    expect(requiredMessage({ name: 'venue', title: 'Venue' })).to.equal('Venue is required');
    expect(requiredMessage({ name: 'customer' })).to.equal('customer is required');
  });

  it('spec 2 §5: number fields parse integers; empty counts as 0', () => {
    expect(parseNumberField('')).to.equal(0);
    expect(parseNumberField('  ')).to.equal(0);
    expect(parseNumberField('42')).to.equal(42);
    expect(parseNumberField('-7')).to.equal(-7);
    expect(parseNumberField('4.5')).to.equal(undefined);
    expect(parseNumberField('abc')).to.equal(undefined);
  });

  it('spec 2 §5: a multilanguage field needs at least one language, each language once', () => {
    expect(multilanguageError([])).to.equal(multilanguageMessages.noLanguage);
    expect(multilanguageError(undefined)).to.equal(multilanguageMessages.noLanguage);
    expect(
      multilanguageError([
        { lang: 'fi', value: 'Ottelu' },
        { lang: 'en', value: 'Match' },
      ]),
    ).to.equal(undefined);
    expect(
      multilanguageError([
        { lang: 'fi', value: 'a' },
        { lang: 'fi', value: 'b' },
      ]),
    ).to.equal(multilanguageMessages.repeatedLanguage);
  });

  describe('a whole form', () => {
    const fields: FormField[] = [
      { name: 'title', type: 'text', label: 'Title', required: true },
      { name: 'round', type: 'number', label: 'Round', required: true },
      { name: 'note', type: 'text', label: 'Internal note', required: true, admin_only: true },
      { name: 'venue', type: 'text', label: 'Venue', required: true, show: { kind: ['match', 'final'] } },
      { name: 'names', type: 'text', label: 'Names', multilanguage: true },
    ];

    it('reports each failing field by name', () => {
      const errors = formErrors(fields, { title: ' ', round: 'x', kind: 'final', names: [] }, { isAdmin: true });
      expect(errors).to.deep.equal({
        title: 'Title is required',
        round: 'Round must be a whole number',
        note: 'Internal note is required',
        venue: 'Venue is required',
        names: multilanguageMessages.noLanguage,
      });
    });

    it('skips admin-only fields for others and fields whose show condition does not hold; empty numbers are 0', () => {
      const errors = formErrors(
        fields,
        { title: 'Final', round: '', kind: 'training', names: [{ lang: 'en', value: 'x' }] },
        { isAdmin: false },
      );
      expect(errors).to.deep.equal({});
    });
  });

  it('spec 2 §9: a date-time field defaults to now, a checkbox to false; multilanguage starts in en (spec 2 §3)', () => {
    expect(defaultFieldValue({ name: 'd', type: 'datetime' }, 1795537800)).to.equal(1795537800);
    expect(defaultFieldValue({ name: 'c', type: 'checkbox' }, 0)).to.equal(false);
    expect(defaultFieldValue({ name: 'm', type: 'text', multilanguage: true }, 0)).to.deep.equal([
      { lang: 'en', value: '' },
    ]);
    expect(defaultFieldValue({ name: 't', type: 'text' }, 0)).to.equal(undefined);
  });
});
