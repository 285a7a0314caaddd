import { expect } from 'chai';
import { adminOnlyFieldNames, valuesForViewer } from '../../../src/domain/cms';

describe('domain/cms admin_only values (spec 3 §5 "A field with admin_only is shown only to admins")', () => {
  const fields = [
    { name: 'name', type: 'text' },
    { name: 'fee', type: 'text', admin_only: true },
    { name: 'note', type: 'text', admin_only: false },
  ];

  it('names the fields flagged admin_only', () => {
    expect(adminOnlyFieldNames(fields)).to.deep.equal(['fee']);
  });

  it('leaves the values out for a non-administrator and keeps them for an administrator', () => {
    const values = { name: 'Acme', fee: 5000, note: 'n' };
    expect(valuesForViewer(values, ['fee'], false)).to.deep.equal({ name: 'Acme', note: 'n' });
    expect(valuesForViewer(values, ['fee'], true)).to.equal(values);
    expect(valuesForViewer({ name: 'Acme' }, ['fee'], false)).to.deep.equal({ name: 'Acme' });
  });
});
